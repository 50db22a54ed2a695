//go:build cgo

package camera

import (
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/capture"
)

func TestOnlyListedKindsOfCameraOpen(t *testing.T) {
	t.Setenv(FakeEnv, "")
	for _, id := range []string{Fake.ID, "lavfi:movie=/etc/passwd", "v4l2:/etc/passwd", "v4l2:/dev/video0/../sda", "x11grab::0", ""} {
		if _, err := Open(id); !errors.Is(err, ErrNoDevice) {
			t.Errorf("Open(%q) = %v, want ErrNoDevice", id, err)
		}
	}
	if _, err := Open("v4l2:/dev/video99"); err == nil || errors.Is(err, ErrNoDevice) {
		t.Errorf("Open of a missing /dev/video99 = %v, want the device's own error", err)
	}
}

func TestTheTestCameraGivesMovingPictures(t *testing.T) {
	t.Setenv(FakeEnv, "1")
	devices, err := Devices()
	if err != nil || len(devices) == 0 || devices[len(devices)-1] != Fake {
		t.Fatalf("Devices = %+v, %v; want the test camera listed", devices, err)
	}
	c, err := Open(Fake.ID)
	if err != nil {
		t.Fatal(err)
	}
	if w, h := c.Size(); w != 640 || h != 360 {
		t.Fatalf("size %dx%d, want 640x360", w, h)
	}
	var first, later uint64
	c.Latest(func(_ capture.Frame, seq uint64) { first = seq })
	time.Sleep(time.Second)
	c.Latest(func(_ capture.Frame, seq uint64) { later = seq })
	if n := later - first; n < 20 || n > 40 {
		t.Fatalf("%d pictures in a second, want about 30", n)
	}
	f, err := c.Grab()
	if err != nil || f.Width != 640 || len(f.Pix) != 640*360*4 {
		t.Fatalf("Grab = %dx%d %d bytes, %v", f.Width, f.Height, len(f.Pix), err)
	}
	// testsrc2 is colourful: the picture is not one colour.
	colours := map[[3]byte]bool{}
	for i := 0; i < len(f.Pix); i += 4 * 997 {
		colours[[3]byte(f.Pix[i:i+3])] = true
	}
	if len(colours) < 8 {
		t.Fatalf("%d colours in the picture, want the test pattern", len(colours))
	}
	if b, err := JPEG(f, 240); err != nil || len(b) < 1000 || b[0] != 0xff || b[1] != 0xd8 {
		t.Fatalf("JPEG: %d bytes, %v", len(b), err)
	}
	// A closed camera says so rather than giving its last picture again.
	c.Close()
	if _, err := c.Grab(); !errors.Is(err, ErrClosed) {
		t.Fatalf("Grab after Close = %v, want ErrClosed", err)
	}
}
