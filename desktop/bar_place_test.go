package main

import (
	"image"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/capture"
)

func TestTheBarStaysOutOfTheRecording(t *testing.T) {
	left := capture.Display{ID: "l", Primary: true, X: 0, Y: 0, Width: 1920, Height: 1080}
	right := capture.Display{ID: "r", X: 1920, Y: 0, Width: 1280, Height: 720}
	third := capture.Display{ID: "t", X: 3200, Y: 0, Width: 1280, Height: 720}
	top := func(d capture.Display) image.Rectangle {
		x := d.X + (d.Width-barWidth)/2
		return image.Rect(x, d.Y+24, x+barWidth, d.Y+24+barHeight)
	}
	for _, tt := range []struct {
		name       string
		displays   []capture.Display
		rec        capture.Display
		cameraOnly bool
		want       image.Rectangle
		cover      bool
	}{
		{"one display: on it, painted out", []capture.Display{left}, left, false, top(left), true},
		{"recording the right one: on the left", []capture.Display{left, right}, right, false, top(left), false},
		{"recording the primary: on another", []capture.Display{left, right}, left, false, top(right), false},
		{"three, recording the third: on the primary", []capture.Display{left, right, third}, third, false, top(left), false},
		{"camera only: nothing to keep out", []capture.Display{left}, left, true, top(left), false},
	} {
		at, cover := barPlace(tt.displays, tt.rec, tt.cameraOnly)
		if at != tt.want || cover != tt.cover {
			t.Errorf("%s: %v cover %v, want %v cover %v", tt.name, at, cover, tt.want, tt.cover)
		}
		if !cover && !tt.cameraOnly && at.Overlaps(image.Rect(tt.rec.X, tt.rec.Y, tt.rec.X+tt.rec.Width, tt.rec.Y+tt.rec.Height)) {
			t.Errorf("%s: the bar %v is on the recorded display", tt.name, at)
		}
	}
}
