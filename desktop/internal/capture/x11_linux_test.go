package capture

import (
	"testing"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"

	"github.com/reelroom/reelroom/desktop/internal/xvfbtest"
)

// paintRoot fills the root window with one colour (0xRRGGBB).
func paintRoot(t *testing.T, rgb uint32) {
	t.Helper()
	conn, err := xgb.NewConn()
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	root := xproto.Setup(conn).DefaultScreen(conn).Root
	if err := xproto.ChangeWindowAttributesChecked(conn, root, xproto.CwBackPixel, []uint32{rgb}).Check(); err != nil {
		t.Fatal(err)
	}
	if err := xproto.ClearAreaChecked(conn, false, root, 0, 0, 0, 0).Check(); err != nil {
		t.Fatal(err)
	}
}

func TestGrab(t *testing.T) {
	xvfbtest.Start(t, 640, 360)
	displays, err := Displays()
	if err != nil {
		t.Fatal(err)
	}
	if len(displays) == 0 || displays[0].Width != 640 || displays[0].Height != 360 {
		t.Fatalf("displays = %+v, want one of 640x360", displays)
	}
	screen, err := Open(displays[0])
	if err != nil {
		t.Fatal(err)
	}
	defer screen.Close()

	for _, rgb := range []uint32{0x3366cc, 0xff8800} {
		paintRoot(t, rgb)
		f, err := screen.Grab()
		if err != nil {
			t.Fatal(err)
		}
		if f.Width != 640 || f.Height != 360 || f.Stride != 640*4 || len(f.Pix) < f.Stride*f.Height {
			t.Fatalf("frame %dx%d stride %d, %d bytes", f.Width, f.Height, f.Stride, len(f.Pix))
		}
		// BGRX: the middle pixel is the colour painted.
		i := 180*f.Stride + 320*4
		got := uint32(f.Pix[i+2])<<16 | uint32(f.Pix[i+1])<<8 | uint32(f.Pix[i])
		if got != rgb {
			t.Fatalf("middle pixel = %06x, want %06x", got, rgb)
		}
	}
	if _, err := Open(Display{ID: "bad", Width: 0, Height: 10}); err == nil {
		t.Fatal("Open accepted a display without a size")
	}
}
