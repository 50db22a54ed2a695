//go:build linux && !(cgo && gtk3)

package main

import (
	"fmt"
	"os"
)

// Without cgo and the gtk3 tag there is no Linux webview to build against
// (Wails' default is GTK 4, which Debian 12 lacks); this keeps `go vet` and
// `go test ./desktop/...` working in such builds. `make desktop` builds the app.
func main() {
	fmt.Fprintf(os.Stderr, "%s: built without cgo and the gtk3 tag; build it with `make desktop`.\n", appName)
	os.Exit(1)
}
