//go:build !cgo

package encode

import (
	"time"

	"github.com/reelroom/reelroom/desktop/internal/capture"
)

// Encoder is unavailable without cgo.
type Encoder struct{}

// Create answers ErrUnavailable in builds without cgo.
func Create(Options) (*Encoder, error) { return nil, ErrUnavailable }

func (*Encoder) WriteVideo(capture.Frame, time.Duration) error { return ErrUnavailable }
func (*Encoder) WriteAudio([]float32, time.Duration) error     { return ErrUnavailable }
func (*Encoder) Close() error                                  { return ErrUnavailable }
