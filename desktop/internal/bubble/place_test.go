package bubble

import (
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

func TestPlaceKeepsWhereTheUserLeftItWhenItFits(t *testing.T) {
	second := capture.Display{X: 1920, Y: 0, Width: 1280, Height: 1024}
	tests := []struct {
		name string
		left *settings.Point
		x, y int
	}{
		{"never moved: bottom left corner", nil, 1920 + 32, 1024 - 240 - 32},
		{"left on this display", &settings.Point{X: 2500, Y: 100}, 2500, 100},
		{"left on another display", &settings.Point{X: 100, Y: 100}, 1920 + 32, 1024 - 240 - 32},
		{"too close to the right edge", &settings.Point{X: 1920 + 1280 - 240 - 5, Y: 100}, 1920 + 32, 1024 - 240 - 32},
		{"just inside the margins", &settings.Point{X: 1920 + 10, Y: 1024 - 240 - 10}, 1920 + 10, 1024 - 240 - 10},
	}
	for _, tt := range tests {
		if x, y := Place(tt.left, second, 240); x != tt.x || y != tt.y {
			t.Errorf("%s: Place = %d,%d; want %d,%d", tt.name, x, y, tt.x, tt.y)
		}
	}
}
