package media_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/media"
)

// A plan's limits: a longer video is cut at the limit, a larger picture is
// scaled down until its shorter side fits, its shape kept; a video within
// them is kept as it is.
func TestProcessWithinLimits(t *testing.T) {
	tools := media.NewToolbox("ffmpeg", "ffprobe")
	long := func(size string) []string {
		return []string{"-f", "lavfi", "-i", "testsrc=size=" + size + ":rate=30", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "4",
			"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"}
	}
	cases := []struct {
		name         string
		src          string
		recording    bool
		lim          media.Limits
		wantW, wantH int
		wantMs       int64
		transcoded   bool
	}{
		{"within the limits: kept as it is", ffmpeg(t, "a.mp4", long("320x240")...), false,
			media.Limits{MaxDurationMs: 5000, MaxHeight: 240}, 320, 240, 4000, false},
		{"too long: cut", ffmpeg(t, "b.mp4", long("320x240")...), false,
			media.Limits{MaxDurationMs: 2000, MaxHeight: 1080}, 320, 240, 2000, false},
		{"too large: scaled", ffmpeg(t, "c.mp4", long("320x240")...), false,
			media.Limits{MaxHeight: 120}, 160, 120, 4000, true},
		{"portrait: its width is the shorter side", ffmpeg(t, "d.mp4", long("240x320")...), false,
			media.Limits{MaxHeight: 120}, 120, 160, 4000, true},
		{"long and large recording: cut and scaled", ffmpeg(t, "e.mp4", long("320x240")...), true,
			media.Limits{MaxDurationMs: 2000, MaxHeight: 120}, 160, 120, 2000, true},
		{"rotated phone video: scaled upright", apptest.MediaSample(t, "iphone6s-ios9-h264-rotated.mov"), false,
			media.Limits{MaxHeight: 360}, 360, 640, 467, true},
		{"sound only: cut", ffmpeg(t, "f.m4a", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "4", "-c:a", "aac"), false,
			media.Limits{MaxDurationMs: 2000}, media.WaveWidth, media.WaveHeight, 2000, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			res, err := tools.ProcessWithin(context.Background(), tc.src, dir, tc.recording, tc.lim)
			if err != nil {
				t.Fatal(err)
			}
			if res.Width != tc.wantW || res.Height != tc.wantH || (res.Transcoded != tc.transcoded && !res.AudioOnly) {
				t.Fatalf("got %dx%d transcoded=%v, want %dx%d %v", res.Width, res.Height, res.Transcoded, tc.wantW, tc.wantH, tc.transcoded)
			}
			// A cut ends at a frame (or an audio packet) near the limit.
			if d := res.DurationMs - tc.wantMs; d < -100 || d > 100 {
				t.Fatalf("duration %d ms, want about %d", res.DurationMs, tc.wantMs)
			}
			out, err := tools.Probe(context.Background(), filepath.Join(dir, media.VideoFile), media.ContainerMOV)
			if err != nil || out.Video == nil || out.Video.Codec != "h264" {
				t.Fatalf("output: %+v %v", out, err)
			}
		})
	}
}
