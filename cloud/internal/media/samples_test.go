package media_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/media"
)

// TestRealWorldSamples runs every file of ../shared/media-samples (phones,
// cameras, screen recorders, browsers, broken files) through processing:
// each ends playable, upright and with its real duration, or refused.
func TestRealWorldSamples(t *testing.T) {
	tools := media.NewToolbox("ffmpeg", "ffprobe")
	type want struct {
		err        error
		w, h       int   // as displayed
		durationMs int64 // within 100 ms
		transcode  bool
		audioOnly  bool // sound only: the picture is a 1280x720 waveform
	}
	cases := map[string]want{
		"android-3gp5-brand-co64-rotated.mp4":        {w: 720, h: 1280, durationMs: 1323},
		"apple-coremedia-h263-amrnb.3gp":             {w: 176, h: 144, durationMs: 9700, transcode: true},
		"fragmented-iso5-rotated-5.1audio.mp4":       {w: 1080, h: 1920, durationMs: 2006},
		"ipad-ios17-hevc-rotated.mov":                {w: 720, h: 1280, durationMs: 1170, transcode: true},
		"iphone6s-ios9-h264-rotated.mov":             {w: 720, h: 1280, durationMs: 467},
		"iphone6s-livephoto-h264-pcm.mov":            {w: 1440, h: 1080, durationMs: 1254}, // PCM audio becomes AAC
		"macos-screen-recording-268x156.mov":         {w: 268, h: 156, durationMs: 84},
		"quicktime-mpeg4-amrnb.3g2":                  {w: 176, h: 144, durationMs: 4934, transcode: true},
		"samsung-android6-h264-moov-at-end.mp4":      {w: 1920, h: 1080, durationMs: 171},
		"screen-capture-vfr-3026x1386.mp4":           {w: 3026, h: 1386, durationMs: 8726},
		"sonyericsson-2004-h263-amrnb.3gp":           {w: 176, h: 144, durationMs: 15176, transcode: true},
		"chrome57-mediarecorder-vp8-opus.webm":       {err: media.ErrFormat},
		"chrome-mediarecorder-opus-no-duration.webm": {err: media.ErrFormat},
		"faac-aac-audio-only.mp4":                    {w: 1280, h: 720, durationMs: 22200, transcode: true, audioOnly: true},
		"ios9-voice-memo-qt-brand.m4a":               {w: 1280, h: 720, durationMs: 1137, transcode: true, audioOnly: true},
		"iphone-voice-memo-aac.m4a":                  {w: 1280, h: 720, durationMs: 1000, transcode: true, audioOnly: true},
		"truncated-header-only.m4a":                  {err: media.ErrUnreadable},
		"truncated-imovie-moov-no-mdat.m4a":          {err: media.ErrTruncated},
		"truncated-no-moov.mp4":                      {err: media.ErrUnreadable},
		"quicktime-reference-movie-no-ftyp.mov":      {err: media.ErrUnreadable},
	}
	dir := filepath.Dir(apptest.MediaSample(t, "iphone6s-ios9-h264-rotated.mov"))
	files, _ := filepath.Glob(filepath.Join(dir, "*.*"))
	seen := 0
	for _, f := range files {
		if filepath.Ext(f) == ".md" {
			continue
		}
		seen++
		name := filepath.Base(f)
		tc, known := cases[name]
		t.Run(name, func(t *testing.T) {
			if !known {
				t.Fatalf("new sample %s has no expected outcome", name)
			}
			out := t.TempDir()
			res, err := tools.Process(context.Background(), f, out)
			if tc.err != nil {
				if !errors.Is(err, tc.err) {
					t.Fatalf("err = %v, want %v", err, tc.err)
				}
				if _, statErr := os.Stat(filepath.Join(out, media.VideoFile)); !os.IsNotExist(statErr) {
					t.Fatal("a refused file left an output")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if res.Width != tc.w || res.Height != tc.h || res.Transcoded != tc.transcode || res.AudioOnly != tc.audioOnly {
				t.Fatalf("got %dx%d transcoded=%v, want %dx%d transcoded=%v", res.Width, res.Height, res.Transcoded, tc.w, tc.h, tc.transcode)
			}
			if d := res.DurationMs - tc.durationMs; d < -100 || d > 100 || !res.HasCover {
				t.Fatalf("duration %d ms (want %d), cover %v", res.DurationMs, tc.durationMs, res.HasCover)
			}
			o, err := tools.Probe(context.Background(), filepath.Join(out, media.VideoFile), media.ContainerMOV)
			if err != nil || o.Video.Codec != "h264" || o.Video.PixFmt != "yuv420p" && o.Video.PixFmt != "yuvj420p" {
				t.Fatalf("output not browser-playable: %+v %v", o.Video, err)
			}
			if o.Audio != nil && o.Audio.Codec != "aac" && o.Audio.Codec != "opus" && o.Audio.Codec != "mp3" {
				t.Fatalf("output audio %s", o.Audio.Codec)
			}
			if tc.audioOnly {
				checkWaveformOutput(t, tools, out, o)
			}
		})
	}
	if seen != len(cases) {
		t.Fatalf("found %d samples, expected %d", seen, len(cases))
	}
}
