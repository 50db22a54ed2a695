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
	out := filepath.Join(tb.TempDir(), fmt.Sprintf("test-%ds.mp4", seconds))
	args := []string{"-v", "error", "-f", "lavfi", "-i", "testsrc=size=" + size + ":rate=30",
		"-f", "lavfi", "-i", "sine=frequency=440", "-t", fmt.Sprint(seconds),
		"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"}
	args = append(append(args, extra...), out)
	if b, err := exec.Command("ffmpeg", args...).CombinedOutput(); err != nil {
		tb.Fatalf("ffmpeg: %v: %s", err, b)
	}
	return out
}
