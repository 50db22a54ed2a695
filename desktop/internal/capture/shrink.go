package capture

import "fmt"

// shrink writes src (BGRX, srcStride bytes a row) into dst, factor times
// smaller each way, each pixel the mean of its factor x factor block: a
// Retina display gives twice as many pixels each way as the points its
// Display counts, which are what windows are placed by. dst has
// width*4 bytes a row, width and height being src's divided by factor.
func shrink(dst, src []byte, srcStride, srcWidth, srcHeight, factor int) error {
	if factor < 1 || srcWidth%factor != 0 || srcHeight%factor != 0 {
		return fmt.Errorf("capture: cannot shrink %dx%d by %d", srcWidth, srcHeight, factor)
	}
	width, height := srcWidth/factor, srcHeight/factor
	if len(dst) < width*height*4 || len(src) < (srcHeight-1)*srcStride+srcWidth*4 {
		return fmt.Errorf("capture: buffers too small to shrink %dx%d by %d", srcWidth, srcHeight, factor)
	}
	if factor == 1 {
		for y := range height {
			copy(dst[y*width*4:(y+1)*width*4], src[y*srcStride:])
		}
		return nil
	}
	n := uint32(factor * factor)
	for y := range height {
		out := dst[y*width*4 : (y+1)*width*4]
		for x := range width {
			var b, g, r uint32
			for dy := range factor {
				row := src[(y*factor+dy)*srcStride+x*factor*4:]
				for dx := range factor {
					px := row[dx*4:]
					b, g, r = b+uint32(px[0]), g+uint32(px[1]), r+uint32(px[2])
				}
			}
			o := out[x*4:]
			o[0], o[1], o[2], o[3] = byte(b/n), byte(g/n), byte(r/n), 0xff
		}
	}
	return nil
}

// retinaFactor is how many pixels of a width x height picture make one
// point of display d each way (1 or 2 on Macs); 0 when the picture is not
// a whole multiple of the display.
func retinaFactor(d Display, width, height int) int {
	if d.Width <= 0 || d.Height <= 0 || width%d.Width != 0 {
		return 0
	}
	f := width / d.Width
	if f < 1 || f > 4 || height != d.Height*f {
		return 0
	}
	return f
}
