//go:build !(windows && cgo)

package main

import (
	"fmt"
	"io"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/recording"
)

// openSource knows only the app's own screen backend here.
func openSource(source string, _ capture.Display) (recording.Picture, io.Closer, error) {
	return nil, nil, fmt.Errorf("no screen source %q on this system", source)
}
