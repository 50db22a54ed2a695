//go:build !cgo

package capture

// Without cgo there is no FFmpeg: nothing to record the screen with.
func Displays() ([]Display, error) { return nil, ErrUnsupported }

func Open(Display) (Screen, error) { return nil, ErrUnsupported }

// Allowed: nothing is recorded, so nothing to allow.
func Allowed() error { return nil }

// PermissionSettings is where the user allows recording the screen: nowhere in this build.
const PermissionSettings = ""
