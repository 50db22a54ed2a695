// Command reelroom-desktop will be the Wails v3 desktop recorder; for now it
// only reports what it is, so the module builds and is tested in CI.
package main

import (
	"fmt"
	"os"
)

const appName = "Reelroom Desktop"

func main() {
	fmt.Fprintf(os.Stdout, "%s: the desktop recorder is not built yet; use the web app.\n", appName)
}
