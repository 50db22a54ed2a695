//go:build cgo

package main

import (
	"fmt"
	"io"

	"github.com/reelroom/reelroom/desktop/internal/camera"
	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/recording"
)

// openSource opens FFmpeg's gdigrab on display d.
func openSource(source string, d capture.Display) (recording.Picture, io.Closer, error) {
	if source != "gdigrab" {
		return nil, nil, fmt.Errorf("no screen source %q", source)
	}
	c, err := camera.OpenGDIGrab(d, 30)
	if err != nil {
		return nil, nil, err
	}
	return c, c, nil
}
