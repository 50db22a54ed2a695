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

// A phone's fragmented MP4 with a turned picture and 5.1 sound is not served
// as it is; WebM from browsers' recorders becomes a playable MP4 when it is a
// recording.
func TestRecordingsFromRealDevices(t *testing.T) {
	tools := media.NewToolbox("ffmpeg", "ffprobe")
	if res, err := tools.CheckStreamable(context.Background(), apptest.MediaSample(t, "fragmented-iso5-rotated-5.1audio.mp4")); err == nil {
		t.Fatalf("a turned picture was served as it is: %+v", res)
	}
	for _, name := range []string{"chrome57-mediarecorder-vp8-opus.webm", "chrome-mediarecorder-opus-no-duration.webm"} {
		t.Run(name, func(t *testing.T) {
			src := filepath.Join(t.TempDir(), "upload")
			data, err := os.ReadFile(apptest.MediaSample(t, name))
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(src, data, 0o644)
			res, err := tools.ProcessRecording(context.Background(), src, t.TempDir())
			if name == "chrome-mediarecorder-opus-no-duration.webm" {
				if !errors.Is(err, media.ErrNoVideo) { // it has sound only
					t.Fatalf("sound-only recording: %+v, %v", res, err)
				}
				return
			}
			if err != nil || res.DurationMs <= 0 || !res.Transcoded {
				t.Fatalf("webm recording: %+v, %v", res, err)
			}
		})
	}
}
