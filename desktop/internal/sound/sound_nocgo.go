//go:build !cgo

package sound

// Devices answers ErrUnavailable without cgo.
func Devices() ([]Device, error) { return nil, ErrUnavailable }

// Capture is unavailable without cgo.
type Capture struct{}

// Open answers ErrUnavailable without cgo.
func Open(string, Samples) (*Capture, error) { return nil, ErrUnavailable }

func (*Capture) Close() error { return nil }
