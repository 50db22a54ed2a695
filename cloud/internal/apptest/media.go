package apptest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// MakeVideo writes a test-pattern H.264/AAC MP4 of the given length and
// size with ffmpeg and returns its path.
func MakeVideo(tb testing.TB, seconds int, size string, extra ...string) string {
	tb.Helper()
	args := []string{"-f", "lavfi", "-i", "testsrc=size=" + size + ":rate=30",
		"-f", "lavfi", "-i", "sine=frequency=440", "-t", fmt.Sprint(seconds),
		"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"}
	return MakeRaw(tb, append(append(args, extra...), fmt.Sprintf("test-%ds.mp4", seconds))...)
}

// MakeRaw runs ffmpeg with args whose last one is an output file name, made
// in a temporary folder; it returns the output's path.
func MakeRaw(tb testing.TB, args ...string) string {
	tb.Helper()
	out := filepath.Join(tb.TempDir(), args[len(args)-1])
	all := append([]string{"-v", "error", "-y"}, args[:len(args)-1]...)
	if b, err := exec.Command("ffmpeg", append(all, out)...).CombinedOutput(); err != nil {
		tb.Fatalf("ffmpeg: %v: %s", err, b)
	}
	return out
}

// MediaSample is a real-world file of the shared media samples beside the
// repository (or in $MEDIA_SAMPLES).
func MediaSample(tb testing.TB, name string) string {
	tb.Helper()
	dir := os.Getenv("MEDIA_SAMPLES")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "..", "shared", "media-samples")
	}
	p := filepath.Join(dir, name)
	if _, err := os.Stat(p); err != nil {
		tb.Fatalf("media sample %s not found (set MEDIA_SAMPLES): %v", name, err)
	}
	return p
}
