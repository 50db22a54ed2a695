//go:build !windows

package main

// excludesFromCapture says whether the OS keeps the recording bar out of
// the recorder's screen capture itself. X11 has no such flag, and macOS'
// AVCaptureScreenInput does not honour the window's sharing type (README,
// macOS): the bar goes on a display not recorded, else it is painted out
// of each picture (recorder.Cover).
const excludesFromCapture = false
