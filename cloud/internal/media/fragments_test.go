package media

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// recording writes a fragmented MP4 like a browser's: H.264 and Opus, a
// fragment every second.
func recording(t *testing.T, seconds string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "rec.mp4")
	cmd := exec.Command("ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=30",
		"-f", "lavfi", "-i", "sine=frequency=440", "-t", seconds, "-c:v", "libx264", "-preset", "ultrafast",
		"-pix_fmt", "yuv420p", "-g", "30", "-c:a", "libopus",
		"-movflags", "frag_keyframe+empty_moov+default_base_moof", "-f", "mp4", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v: %s", err, b)
	}
	return out
}

func TestCheckStreamable(t *testing.T) {
	tools := NewToolbox("ffmpeg", "ffprobe")
	src := recording(t, "3")
	res, err := tools.CheckStreamable(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	if res.DurationMs < 2900 || res.DurationMs > 3100 || res.Width != 320 || res.Height != 240 {
		t.Fatalf("got %+v", res)
	}
	l, err := readFragmentLayout(src)
	if err != nil || l.fragments != 3 || l.complete != l.size {
		t.Fatalf("layout %+v, %v", l, err)
	}
	// Cut inside the last fragment: not streamable as it is, and repair
	// cuts it back to the whole ones.
	data, _ := os.ReadFile(src)
	cut := filepath.Join(t.TempDir(), "cut.mp4")
	os.WriteFile(cut, data[:len(data)-1500], 0o644) // inside the last mdat
	if _, err := tools.CheckStreamable(context.Background(), cut); err == nil {
		t.Fatal("a cut recording passed as streamable")
	}
	n, err := repairFragments(cut)
	if err != nil || n == 0 {
		t.Fatalf("repair cut %d, %v", n, err)
	}
	if res, err := tools.CheckStreamable(context.Background(), cut); err != nil || res.DurationMs < 1900 || res.DurationMs > 2100 {
		t.Fatalf("after repair: %+v, %v", res, err)
	}
	// A regular MP4 is not a recording's layout.
	plain := filepath.Join(t.TempDir(), "plain.mp4")
	if b, err := exec.Command("ffmpeg", "-v", "error", "-i", src, "-c", "copy", plain).CombinedOutput(); err != nil {
		t.Fatalf("%v %s", err, b)
	}
	if _, err := tools.CheckStreamable(context.Background(), plain); err == nil {
		t.Fatal("a plain MP4 passed as a fragmented one")
	}
	if n, err := repairFragments(plain); n != 0 || err != nil {
		t.Fatalf("repair touched a plain MP4: %d %v", n, err)
	}
}
