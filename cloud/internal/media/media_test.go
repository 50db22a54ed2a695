package media_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/media"
)

func ffmpeg(t *testing.T, name string, args ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), name)
	all := append([]string{"-v", "error"}, args...)
	if b, err := exec.Command("ffmpeg", append(all, out)...).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v: %s", err, b)
	}
	return out
}

var pattern = []string{"-f", "lavfi", "-i", "testsrc=size=320x240:rate=30", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "2"}

func TestProcess(t *testing.T) {
	tools := media.NewToolbox("ffmpeg", "ffprobe")
	cases := []struct {
		name          string
		src           string
		wantW, wantH  int
		wantTranscode bool
		wantMs        int64
	}{
		{"h264 aac copies", ffmpeg(t, "a.mp4", append(pattern, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac")...), 320, 240, false, 2000},
		{"hevc transcodes", ffmpeg(t, "b.mp4", append(pattern, "-c:v", "libx265", "-preset", "ultrafast", "-tag:v", "hvc1", "-c:a", "aac")...), 320, 240, true, 2000},
		{"odd size transcodes to even", ffmpeg(t, "f.mov", append([]string{"-f", "lavfi", "-i", "testsrc=size=321x241:rate=30", "-t", "2"}, "-c:v", "mpeg4")...), 320, 240, true, 2000},
		{"mpeg4 in mov transcodes", ffmpeg(t, "c.mov", append(pattern, "-c:v", "mpeg4", "-c:a", "pcm_s16le")...), 320, 240, true, 2000},
		{"rotated iPhone video keeps its rotation", apptest.MediaSample(t, "iphone6s-ios9-h264-rotated.mov"), 720, 1280, false, 467},
		{"4:4:4 h264 transcodes", ffmpeg(t, "e.mp4", append(pattern, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv444p", "-an")...), 320, 240, true, 2000},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			res, err := tools.Process(context.Background(), tc.src, dir)
			if err != nil {
				t.Fatal(err)
			}
			if res.Width != tc.wantW || res.Height != tc.wantH || res.Transcoded != tc.wantTranscode {
				t.Fatalf("got %dx%d transcoded=%v", res.Width, res.Height, res.Transcoded)
			}
			if d := res.DurationMs - tc.wantMs; d < -50 || d > 50 || !res.HasCover {
				t.Fatalf("duration %d ms, cover %v", res.DurationMs, res.HasCover)
			}
			out, err := tools.Probe(context.Background(), filepath.Join(dir, media.VideoFile), media.ContainerMOV)
			if err != nil || out.Video.Codec != "h264" || out.Video.PixFmt != "yuv420p" {
				t.Fatalf("output: %+v %v", out.Video, err)
			}
			left, _ := filepath.Glob(filepath.Join(dir, ".tmp-*"))
			if len(left) != 0 {
				t.Fatalf("temporary files left: %v", left)
			}
		})
	}
}

func TestProcessRefuses(t *testing.T) {
	tools := media.NewToolbox("ffmpeg", "ffprobe")
	text := filepath.Join(t.TempDir(), "notes.mp4")
	os.WriteFile(text, []byte("these are not the bytes of a video"), 0o644)
	truncated := ffmpeg(t, "t.mp4", append(pattern, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p")...)
	b, _ := os.ReadFile(truncated)
	os.WriteFile(truncated, b[:len(b)/3], 0o644)
	cases := []struct {
		name string
		src  string
		want error
	}{
		{"text named .mp4", text, media.ErrFormat},
		{"webm is not an accepted type", ffmpeg(t, "w.webm", append(pattern, "-c:v", "libvpx", "-deadline", "realtime", "-c:a", "libopus")...), media.ErrFormat},
		{"picture over 8K", ffmpeg(t, "big.mp4", "-f", "lavfi", "-i", "color=size=8192x4608:rate=1", "-t", "1", "-c:v", "libx264", "-preset", "ultrafast"), media.ErrTooManyPels},
		{"truncated, index at the end lost", truncated, media.ErrUnreadable},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			_, err := tools.Process(context.Background(), tc.src, dir)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if _, err := os.Stat(filepath.Join(dir, media.VideoFile)); !os.IsNotExist(err) {
				t.Fatal("a refused file left an output behind")
			}
		})
	}
}
