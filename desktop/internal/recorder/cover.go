// Keeping the app's own recording bar out of the video where the OS has no
// way to exclude a window from capture (X11): each picture of the display
// has the bar's rectangle painted over before it is encoded, with the row
// of screen pixels just below the bar (just above it when the bar touches
// the display's bottom) repeated upward. What the video shows there is
// what the bar hid from the user too; the controls never appear in it.

package recorder

import (
	"image"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/recording"
)

// Cover says where, in desktop coordinates, a window to keep out of the
// recording is now; ok is false while it is not shown.
type Cover func() (r image.Rectangle, ok bool)

// covered is the display of a recording with Cover's rectangle painted
// over in each picture.
type covered struct {
	screen  capture.Screen
	display capture.Display
	cover   Cover
}

// openCovered opens display d with cover kept out of its pictures.
func openCovered(d capture.Display, cover Cover) (*covered, error) {
	screen, err := capture.Open(d)
	if err != nil {
		return nil, err
	}
	return &covered{screen: screen, display: d, cover: cover}, nil
}

var _ recording.Picture = (*covered)(nil)

func (c *covered) Size() (int, int) { return c.display.Width, c.display.Height }

func (c *covered) Close() error { return c.screen.Close() }

func (c *covered) Grab() (capture.Frame, error) {
	f, err := c.screen.Grab()
	if err != nil {
		return f, err
	}
	if r, ok := c.cover(); ok {
		paintOver(f, r.Sub(image.Pt(c.display.X, c.display.Y)))
	}
	return f, nil
}

// paintOver paints rectangle r (in f's coordinates) of the BGRX picture f
// with the row just below it, or just above it when r reaches f's bottom.
func paintOver(f capture.Frame, r image.Rectangle) {
	r = r.Intersect(image.Rect(0, 0, f.Width, f.Height))
	if r.Empty() {
		return
	}
	source := r.Max.Y // the row below
	if source >= f.Height {
		source = r.Min.Y - 1 // the row above
	}
	if source < 0 {
		// The bar covers the whole height: nothing of the screen to repeat.
		for y := r.Min.Y; y < r.Max.Y; y++ {
			clear(f.Pix[y*f.Stride+r.Min.X*4 : y*f.Stride+r.Max.X*4])
		}
		return
	}
	row := f.Pix[source*f.Stride+r.Min.X*4 : source*f.Stride+r.Max.X*4]
	for y := r.Min.Y; y < r.Max.Y; y++ {
		copy(f.Pix[y*f.Stride+r.Min.X*4:], row)
	}
}

// pictureOf is what the recording o records from, when not the display as
// it is: the camera (the caller's to close), or the display with o.Cover
// painted over. nil records the display; close is never nil.
func pictureOf(o Options) (_ recording.Picture, close func(), _ error) {
	if o.Camera != nil || o.Cover == nil {
		return o.Camera, func() {}, nil
	}
	c, err := openCovered(o.Display, o.Cover)
	if err != nil {
		return nil, nil, err
	}
	return c, func() { c.Close() }, nil
}
