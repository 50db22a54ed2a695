//go:build !linux

package main

// excludesFromCapture says whether the OS keeps the recording bar out of
// screen capture itself: Windows (SetWindowDisplayAffinity with
// WDA_EXCLUDEFROMCAPTURE) and macOS (the window's sharing type none) do,
// set on the bar's window by their own files.
const excludesFromCapture = true
