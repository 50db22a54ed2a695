// Command bundle writes the desktop app's platform packaging that the
// build generates rather than keeps in the repository:
//
//	bundle mac -version 0.0.1 -out dist/Reelroom.app [-binary reelroom-desktop]
//	bundle png -size 256 -out reelroom.png
//	bundle ico -out reelroom.ico
//
// mac lays out the macOS .app (Info.plist with the reelroom:// scheme and
// the camera, microphone and screen recording usage descriptions in every
// language of the app); png and ico write the app's icon for the Linux
// package and the Windows installer.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/reelroom/reelroom/desktop/internal/icon"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "bundle:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) == 0 {
		return errors.New("usage: bundle mac|png|ico [flags]")
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	out := fs.String("out", "", "where to write")
	version := fs.String("version", "", "the app's version (mac)")
	binary := fs.String("binary", "", "the darwin build to put in the bundle (mac; optional)")
	size := fs.Int("size", 256, "the icon's side in pixels (png)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if *out == "" {
		return errors.New("-out is required")
	}
	switch args[0] {
	case "mac":
		if *version == "" {
			return errors.New("-version is required")
		}
		return writeMacApp(*out, *version, *binary)
	case "png":
		if *size < 16 || *size > 1024 {
			return fmt.Errorf("-size %d: want 16 to 1024", *size)
		}
		return os.WriteFile(*out, icon.PNG(*size), 0o644)
	case "ico":
		return os.WriteFile(*out, ico(), 0o644)
	}
	return fmt.Errorf("unknown kind %q: want mac, png or ico", args[0])
}
