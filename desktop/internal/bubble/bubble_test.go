//go:build cgo

package bubble

import (
	"bytes"
	"context"
	"errors"
	"image/jpeg"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/camera"
)

func TestGivesTheCamerasPicturesTheBubblesSize(t *testing.T) {
	t.Setenv(camera.FakeEnv, "1")
	var b Bubble
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, _, err := b.Frame(ctx, 0); !errors.Is(err, ErrOff) {
		t.Fatalf("Frame with the camera off = %v, want ErrOff", err)
	}
	cam, err := b.On(camera.Fake.ID, Pixels["medium"])
	if err != nil {
		t.Fatal(err)
	}
	if again, err := b.On(camera.Fake.ID, Pixels["large"]); err != nil || again != cam {
		t.Fatalf("On again = %p, %v; want the camera already on", again, err)
	}
	pic, n, err := b.Frame(ctx, 0)
	if err != nil || n == 0 {
		t.Fatalf("Frame = %d bytes, number %d, %v", len(pic), n, err)
	}
	img, err := jpeg.Decode(bytes.NewReader(pic))
	if err != nil || img.Bounds().Dx() != 360 || img.Bounds().Dy() != 360 {
		t.Fatalf("picture %v, %v; want a 360x360 JPEG", img.Bounds(), err)
	}
	_, next, err := b.Frame(ctx, n)
	if err != nil || next <= n {
		t.Fatalf("the next picture is number %d after %d, %v", next, n, err)
	}
	// Nothing newer than what the camera has given waits until ctx ends.
	short, cancelShort := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancelShort()
	if _, _, err := b.Frame(short, 1<<40); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Frame for a picture to come = %v, want the deadline", err)
	}
	b.Off()
	if _, _, err := b.Frame(ctx, 0); !errors.Is(err, ErrOff) {
		t.Fatalf("Frame after Off = %v, want ErrOff", err)
	}
}
