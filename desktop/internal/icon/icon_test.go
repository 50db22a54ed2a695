package icon

import (
	"bytes"
	"image/png"
	"testing"
)

func TestPNG(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(PNG(64)))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 64 || b.Dy() != 64 {
		t.Fatalf("size %v", b)
	}
	check := func(x, y int, wantR, wantG, wantB uint32, wantOpaque bool) {
		t.Helper()
		r, g, b, a := img.At(x, y).RGBA()
		if wantOpaque != (a == 0xffff) || (wantOpaque && (r>>8 != wantR || g>>8 != wantG || b>>8 != wantB)) {
			t.Errorf("pixel (%d,%d) = %d %d %d %d", x, y, r>>8, g>>8, b>>8, a>>8)
		}
	}
	check(0, 0, 0, 0, 0, false)           // the rounded corner is clear
	check(32, 32, 0xff, 0x5c, 0x7a, true) // red dot
	check(32, 16, 0xff, 0xff, 0xff, true) // white ring
	check(6, 32, 0x5b, 0x4f, 0xf5, true)  // purple square
}
