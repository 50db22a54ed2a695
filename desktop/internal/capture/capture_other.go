//go:build !linux && !darwin && !windows

package capture

// Displays and Open wait for this OS's backend (see the package comment).
func Displays() ([]Display, error) { return nil, ErrUnsupported }

func Open(Display) (Screen, error) { return nil, ErrUnsupported }
