package main

// excludesFromCapture says whether the OS keeps the recording bar out of
// screen capture itself. X11 has no such flag: the bar goes on a display
// not recorded, else it is painted out of each picture (recorder.Cover).
const excludesFromCapture = false
