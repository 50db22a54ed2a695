//go:build !cgo

package camera

import "github.com/reelroom/reelroom/desktop/internal/capture"

// Camera is an open camera; this build has none.
type Camera struct{}

// Open answers ErrUnavailable: recording a camera needs FFmpeg (cgo).
func Open(id string) (*Camera, error) { return nil, ErrUnavailable }

func (c *Camera) Size() (width, height int)                    { return 0, 0 }
func (c *Camera) Grab() (capture.Frame, error)                 { return capture.Frame{}, ErrUnavailable }
func (c *Camera) Latest(see func(f capture.Frame, seq uint64)) {}
func (c *Camera) Close() error                                 { return nil }
