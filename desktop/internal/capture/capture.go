// Package capture grabs the screen for the desktop recorder. Each OS has its
// backend behind Open and Displays: X11 on Linux (MIT-SHM through a pure Go
// X client), GDI on Windows (plain system calls, no cgo); macOS slots in as
// a further file implementing the same two functions and the Screen
// interface.
package capture

import (
	"errors"
	"time"
)

// ErrUnsupported is what Open and Displays answer where no backend exists yet.
var ErrUnsupported = errors.New("capture: screen capture is not available on this system yet")

// Display is one monitor the user can choose to record.
type Display struct {
	// ID names the display for Open (stable while the layout stays).
	ID      string `json:"id"`
	Name    string `json:"name"`
	Primary bool   `json:"primary"`
	X       int    `json:"x"`
	Y       int    `json:"y"`
	Width   int    `json:"width"`
	Height  int    `json:"height"`
}

// Frame is one picture of a display: 32-bit BGRX pixels (blue, green, red,
// unused), Stride bytes per row. Pix is the backend's buffer: valid until
// the next Grab.
type Frame struct {
	Pix           []byte
	Stride        int
	Width, Height int
	// At is when the picture was taken.
	At time.Time
}

// Screen grabs pictures of one display.
type Screen interface {
	// Grab takes the display as it is now.
	Grab() (Frame, error)
	Close() error
}
