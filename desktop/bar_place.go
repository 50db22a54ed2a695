package main

import (
	"image"

	"github.com/reelroom/reelroom/desktop/internal/capture"
)

// barPage is the recording bar's page (frontend route); the bar's window
// is barWidth x barHeight.
const (
	barPage   = "/desktop/bar"
	barWidth  = 460
	barHeight = 56
)

// barPlace is where the recording bar goes for a recording of display rec
// among displays, and whether it must be painted out of the recorded
// pictures (recorder.Cover) where the OS cannot exclude it from capture:
//   - camera-only: the top middle of rec, which is not recorded;
//   - another display exists: the top middle of one that is not recorded
//     (the primary one first), so the bar is in no picture;
//   - else the top middle of rec, painted out.
func barPlace(displays []capture.Display, rec capture.Display, cameraOnly bool) (at image.Rectangle, cover bool) {
	on := rec
	if !cameraOnly {
		others := 0
		for _, d := range displays {
			if d.ID == rec.ID {
				continue
			}
			if others == 0 || d.Primary {
				on = d
			}
			others++
		}
	}
	x, y := on.X+(on.Width-barWidth)/2, on.Y+24
	return image.Rect(x, y, x+barWidth, y+barHeight), !cameraOnly && on.ID == rec.ID
}
