//go:build cgo

package camera

import (
	"fmt"
	"strconv"

	"github.com/asticode/go-astiav"

	"github.com/reelroom/reelroom/desktop/internal/capture"
)

// OpenGDIGrab records display d through FFmpeg's gdigrab input at fps
// pictures a second, with the mouse pointer drawn in: the screen as a
// Picture (recording.Options.Camera). The recorder's screen backend is
// capture's own GDI copy, which cmd/recordcheck -source compares this with.
func OpenGDIGrab(d capture.Display, fps int) (*Camera, error) {
	return openInput("gdigrab:desktop", "gdigrab", "desktop", func(opts *astiav.Dictionary) {
		opts.Set("framerate", strconv.Itoa(fps), 0)
		opts.Set("offset_x", strconv.Itoa(d.X), 0)
		opts.Set("offset_y", strconv.Itoa(d.Y), 0)
		opts.Set("video_size", fmt.Sprintf("%dx%d", d.Width, d.Height), 0)
		opts.Set("draw_mouse", "1", 0)
	})
}
