//go:build cgo && linux

package recorder

import (
	"encoding/binary"
	"image"
	"testing"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/xvfbtest"
)

// barColour is the recording bar's background (0xRRGGBB).
const barColour = 0x2e2e2e

// showBar maps a window of the bar's size and colour at r on $DISPLAY,
// above everything, as the app's bar is, until the test ends.
func showBar(t *testing.T, r image.Rectangle) {
	t.Helper()
	conn, err := xgb.NewConn()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conn.Close)
	screen := xproto.Setup(conn).DefaultScreen(conn)
	win, _ := xproto.NewWindowId(conn)
	if err := xproto.CreateWindowChecked(conn, screen.RootDepth, win, screen.Root, int16(r.Min.X), int16(r.Min.Y),
		uint16(r.Dx()), uint16(r.Dy()), 0, xproto.WindowClassInputOutput, screen.RootVisual,
		xproto.CwBackPixel|xproto.CwOverrideRedirect, []uint32{barColour, 1}).Check(); err != nil {
		t.Fatal(err)
	}
	if err := xproto.MapWindowChecked(conn, win).Check(); err != nil {
		t.Fatal(err)
	}
	xproto.ClearArea(conn, false, win, 0, 0, 0, 0)
	xproto.GetInputFocus(conn).Reply() // a round trip: the server has drawn it
}

// rgbAt is the colour (0xRRGGBB) of the BGRX picture f at x, y.
func rgbAt(f capture.Frame, x, y int) uint32 {
	return binary.LittleEndian.Uint32(f.Pix[y*f.Stride+x*4:]) & 0xffffff
}

// The recording bar over a display is in what X11 captures; the covered
// display has it painted over with the screen just below it, in every
// picture, wherever the bar is now, and the rest of the picture untouched.
func TestTheBarIsPaintedOutOfTheRecordedPictures(t *testing.T) {
	xvfbtest.Start(t, 1280, 720)
	xvfbtest.Pattern(t, 1280, 720)
	displays, err := capture.Displays()
	if err != nil || len(displays) == 0 {
		t.Fatalf("displays %v, %v", displays, err)
	}
	d := displays[0]
	bar := image.Rect(410, 24, 410+460, 24+56)
	showBar(t, bar)

	plain, err := capture.Open(d)
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	f, err := plain.Grab()
	if err != nil {
		t.Fatal(err)
	}
	if got := rgbAt(f, bar.Min.X+200, bar.Min.Y+20); got != barColour {
		t.Fatalf("plain capture under the bar: %06x, want the bar (%06x) — the problem this fixes", got, barColour)
	}

	at, shown := bar, true
	c, err := openCovered(d, func() (image.Rectangle, bool) { return at, shown })
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, moved := range []image.Point{{}, {-300, 500}} {
		at = bar.Add(moved)
		if moved != (image.Point{}) {
			showBar(t, at) // the bar was dragged down-left: the new place is painted over
		}
		f, err := c.Grab()
		if err != nil {
			t.Fatal(err)
		}
		barPixels := 0
		for y := at.Min.Y; y < at.Max.Y; y++ {
			for x := at.Min.X; x < at.Max.X; x++ {
				if got, below := rgbAt(f, x, y), rgbAt(f, x, at.Max.Y); got != below {
					t.Fatalf("bar at %v: pixel %d,%d is %06x, want %06x (the row below)", at, x, y, got, below)
				}
				if rgbAt(f, x, y) == barColour {
					barPixels++
				}
			}
		}
		if barPixels != 0 {
			t.Fatalf("bar at %v: %d pixels of the bar's colour left", at, barPixels)
		}
		// Outside the bar the picture is the screen: the pattern's first colour bar.
		if got := rgbAt(f, 5, 5); got != xvfbtest.Bars[0] {
			t.Fatalf("outside the bar: %06x, want %06x", got, xvfbtest.Bars[0])
		}
	}
	// A hidden bar leaves the picture alone (the first bar's window is still
	// mapped: it shows, since the cover says nothing is there).
	at, shown = bar, false
	if f, err := c.Grab(); err != nil || rgbAt(f, bar.Min.X+200, bar.Min.Y+20) != barColour {
		t.Fatalf("with the cover off: %v", err)
	}
}

func TestPaintOverAtTheEdges(t *testing.T) {
	f := capture.Frame{Width: 4, Height: 3, Stride: 16, Pix: make([]byte, 48)}
	for i := range f.Pix {
		f.Pix[i] = byte(i)
	}
	// At the bottom, the row above is repeated.
	paintOver(f, image.Rect(1, 1, 3, 9))
	for y := 1; y < 3; y++ {
		for x := 1; x < 3; x++ {
			if rgbAt(f, x, y) != rgbAt(f, x, 0) {
				t.Fatalf("pixel %d,%d not the row above", x, y)
			}
		}
	}
	// Over the whole height, the pixels are cleared; outside, nothing changes.
	paintOver(f, image.Rect(3, -5, 10, 10))
	if rgbAt(f, 3, 1) != 0 || rgbAt(f, 0, 1) != 0x121110 {
		t.Fatalf("whole height: %06x, %06x", rgbAt(f, 3, 1), rgbAt(f, 0, 1))
	}
}
