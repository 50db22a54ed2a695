package apptest

import (
	"fmt"
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
