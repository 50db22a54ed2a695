// Package bubble keeps the camera on for the camera bubble (and for a
// camera-only recording), and gives the bubble's window its pictures.
package bubble

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/camera"
	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// ErrOff is what Frame answers while no camera is on.
var ErrOff = errors.New("bubble: the camera is off")

// Pixels is the bubble window's side for each size setting.
var Pixels = map[string]int{settings.BubbleSmall: 160, settings.BubbleMedium: 240, settings.BubbleLarge: 360}

// poll is how often Frame looks for a newer picture.
const poll = 10 * time.Millisecond

// cornerMargin keeps the bubble off the display's bottom left corner,
// where it first shows; edgeMargin is how close to an edge a place it was
// left at may be.
const (
	cornerMargin = 32
	edgeMargin   = 10
)

// Place is where a bubble of side pixels shows on display on: where the
// user left it, when that is on this display at least edgeMargin from its
// edges, else near its bottom left corner.
func Place(left *settings.Point, on capture.Display, side int) (x, y int) {
	if left != nil && left.X >= on.X+edgeMargin && left.Y >= on.Y+edgeMargin &&
		left.X+side <= on.X+on.Width-edgeMargin && left.Y+side <= on.Y+on.Height-edgeMargin {
		return left.X, left.Y
	}
	return on.X + cornerMargin, on.Y + on.Height - side - cornerMargin
}

// Bubble is the camera in use, if any. Its methods are safe for
// concurrent use.
type Bubble struct {
	mu   sync.Mutex
	id   string
	cam  *camera.Camera
	side int
}

// On turns the camera id on (or keeps it on) with pictures side pixels
// square, and gives it.
func (b *Bubble) On(id string, side int) (*camera.Camera, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.side = side
	if b.cam != nil && b.id == id {
		return b.cam, nil
	}
	if b.cam != nil {
		b.cam.Close()
		b.cam = nil
	}
	cam, err := camera.Open(id)
	if err != nil {
		return nil, err
	}
	b.id, b.cam = id, cam
	return cam, nil
}

// Off turns the camera off.
func (b *Bubble) Off() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.cam != nil {
		b.cam.Close()
		b.cam, b.id = nil, ""
	}
}

// Frame gives the camera's picture numbered after `after` as a JPEG the
// bubble's size, and its number; it waits for one until ctx ends.
func (b *Bubble) Frame(ctx context.Context, after uint64) ([]byte, uint64, error) {
	for {
		b.mu.Lock()
		cam, side := b.cam, b.side
		b.mu.Unlock()
		if cam == nil {
			return nil, 0, ErrOff
		}
		var (
			pic []byte
			n   uint64
			err error
		)
		cam.Latest(func(f capture.Frame, seq uint64) {
			if seq > after {
				n = seq
				pic, err = camera.JPEG(f, side)
			}
		})
		if n > 0 || err != nil {
			return pic, n, err
		}
		select {
		case <-ctx.Done():
			return nil, 0, ctx.Err()
		case <-time.After(poll):
		}
	}
}
