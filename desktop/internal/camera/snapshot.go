package camera

import (
	"bytes"
	"image"
	"image/jpeg"

	"github.com/reelroom/reelroom/desktop/internal/capture"
)

// Square is the middle square of f scaled to size x size (nearest pixel),
// as the round camera bubble shows it.
func Square(f capture.Frame, size int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	side := min(f.Width, f.Height)
	if side == 0 || size <= 0 {
		return img
	}
	left, top := (f.Width-side)/2, (f.Height-side)/2
	for y := range size {
		row := f.Pix[(top+y*side/size)*f.Stride:]
		out := img.Pix[y*img.Stride:]
		for x := range size {
			px := row[(left+x*side/size)*4:]
			out[x*4], out[x*4+1], out[x*4+2], out[x*4+3] = px[2], px[1], px[0], 0xff
		}
	}
	return img
}

// JPEG encodes the middle square of f at size x size.
func JPEG(f capture.Frame, size int) ([]byte, error) {
	var b bytes.Buffer
	err := jpeg.Encode(&b, Square(f, size), &jpeg.Options{Quality: 80})
	return b.Bytes(), err
}
