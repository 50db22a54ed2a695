// Package icon draws the app's icon (the web app's favicon: a purple rounded
// square with a white ring around a red dot) as PNG at any size, for the
// tray and the window, so no image file needs to ship in the repository.
package icon

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

var (
	brand = color.NRGBA{0x5b, 0x4f, 0xf5, 0xff}
	white = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	red   = color.NRGBA{0xff, 0x5c, 0x7a, 0xff}
)

// samples per pixel side: 4x4 supersampling smooths the edges.
const samples = 4

// PNG is the icon, size pixels square.
func PNG(size int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	scale := 32 / float64(size) // the favicon's 32-unit view box
	for py := range size {
		for px := range size {
			var r, g, b, a float64
			for sy := range samples {
				for sx := range samples {
					x := (float64(px) + (float64(sx)+0.5)/samples) * scale
					y := (float64(py) + (float64(sy)+0.5)/samples) * scale
					if c, ok := at(x, y); ok {
						r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+1
					}
				}
			}
			if a == 0 {
				continue
			}
			n := float64(samples * samples)
			img.SetNRGBA(px, py, color.NRGBA{uint8(r / a), uint8(g / a), uint8(b / a), uint8(255 * a / n)})
		}
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return buf.Bytes()
}

// at is the colour at (x, y) of the 32-unit view box, ok false outside the icon.
func at(x, y float64) (color.NRGBA, bool) {
	if !inRoundedSquare(x, y, 32, 8) {
		return color.NRGBA{}, false
	}
	d := math.Hypot(x-16, y-16)
	switch {
	case d <= 3.5:
		return red, true
	case math.Abs(d-8) <= 1.25:
		return white, true
	}
	return brand, true
}

func inRoundedSquare(x, y, side, radius float64) bool {
	if x < 0 || y < 0 || x > side || y > side {
		return false
	}
	cx := math.Min(math.Max(x, radius), side-radius)
	cy := math.Min(math.Max(y, radius), side-radius)
	return math.Hypot(x-cx, y-cy) <= radius
}
