package apptest

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
)

// MakeHugeFrameVideo writes a tiny MOV whose sample description declares a
// 16384x16384 picture: a file that would make a careless decoder allocate
// gigabytes.
func MakeHugeFrameVideo(tb testing.TB) string {
	tb.Helper()
	small := MakeRaw(tb, "-f", "lavfi", "-i", "color=size=16x16:rate=1", "-frames:v", "1",
		"-c:v", "rawvideo", "-pix_fmt", "rgb24", "small.mov")
	b, err := os.ReadFile(small)
	if err != nil {
		tb.Fatal(err)
	}
	// VisualSampleEntry: type, 6 reserved, data ref, 16 bytes, then width and height.
	p := bytes.Index(b, []byte("raw "))
	if p < 0 {
		tb.Fatal("no raw sample entry")
	}
	binary.BigEndian.PutUint16(b[p+28:], 16384)
	binary.BigEndian.PutUint16(b[p+30:], 16384)
	out := filepath.Join(tb.TempDir(), "huge.mov")
	if err := os.WriteFile(out, b, 0o644); err != nil {
		tb.Fatal(err)
	}
	return out
}
