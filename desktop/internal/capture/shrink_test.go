package capture

import (
	"bytes"
	"testing"
)

func TestShrinkAveragesEachBlock(t *testing.T) {
	// 4x2 BGRX with 4 bytes of padding a row, shrunk by 2: two pixels.
	stride := 4*4 + 4
	src := make([]byte, stride*2)
	put := func(x, y int, b, g, r byte) { copy(src[y*stride+x*4:], []byte{b, g, r, 0}) }
	put(0, 0, 0, 0, 0)
	put(1, 0, 100, 0, 0)
	put(0, 1, 200, 40, 0)
	put(1, 1, 100, 0, 8)
	for x := 2; x < 4; x++ {
		put(x, 0, 10, 20, 30)
		put(x, 1, 10, 20, 30)
	}
	dst := make([]byte, 2*1*4)
	if err := shrink(dst, src, stride, 4, 2, 2); err != nil {
		t.Fatal(err)
	}
	if want := []byte{100, 10, 2, 0xff, 10, 20, 30, 0xff}; !bytes.Equal(dst, want) {
		t.Fatalf("shrunk = %v, want %v", dst, want)
	}
	// Factor 1 drops the padding only.
	same := make([]byte, 4*2*4)
	if err := shrink(same, src, stride, 4, 2, 1); err != nil || !bytes.Equal(same[16:20], src[stride:stride+4]) {
		t.Fatalf("factor 1: %v %v", same, err)
	}
	if shrink(dst, src, stride, 3, 2, 2) == nil || shrink(dst[:4], src, stride, 4, 2, 2) == nil {
		t.Fatal("shrink accepted a size it cannot halve or a short buffer")
	}
}

func TestRetinaFactor(t *testing.T) {
	d := Display{Width: 1440, Height: 900}
	for _, c := range []struct{ w, h, want int }{{1440, 900, 1}, {2880, 1800, 2}, {2880, 1801, 0}, {2000, 1250, 0}, {720, 450, 0}} {
		if got := retinaFactor(d, c.w, c.h); got != c.want {
			t.Errorf("retinaFactor(%dx%d) = %d, want %d", c.w, c.h, got, c.want)
		}
	}
}
