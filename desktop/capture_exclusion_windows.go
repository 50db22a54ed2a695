package main

// excludesFromCapture says whether the OS keeps the recording bar out of
// the recorder's screen capture itself: Windows does, through the bar's
// content protection (SetWindowDisplayAffinity with WDA_EXCLUDEFROMCAPTURE).
const excludesFromCapture = true
