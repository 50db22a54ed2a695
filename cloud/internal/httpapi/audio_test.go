package httpapi_test

import (
	"bytes"
	"image/jpeg"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// Voice memos uploaded as they come off phones play as videos of their
// waveform, with that picture as their cover; cut-off ones are refused.
func TestVoiceMemosBecomePlayable(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	cases := []struct {
		file       string
		durationMs int64
	}{
		{"iphone-voice-memo-aac.m4a", 1000},
		{"ios9-voice-memo-qt-brand.m4a", 1137},
		{"faac-aac-audio-only.mp4", 22200},
	}
	for _, tc := range cases {
		t.Run(tc.file, func(t *testing.T) {
			v := env.Upload(t, c, apptest.MediaSample(t, tc.file), "memo")
			if v.Status != api.VideoOK || v.Width != 1280 || v.Height != 720 || v.Cover == "" || v.PlayURL == "" {
				t.Fatalf("status %d %q %dx%d cover %q", v.Status, v.FailReason, v.Width, v.Height, v.Cover)
			}
			if d := v.Duration - tc.durationMs; d < -100 || d > 100 {
				t.Fatalf("duration %d ms, want %d", v.Duration, tc.durationMs)
			}
			cover, err := jpeg.DecodeConfig(bytes.NewReader(readAll(t, get(t, env.URL+v.Cover, ""))))
			if err != nil || cover.Width != 1280 || cover.Height != 720 {
				t.Fatalf("cover %dx%d: %v", cover.Width, cover.Height, err)
			}
			body := readAll(t, get(t, env.URL+v.PlayURL, ""))
			if boxes := strings.Join(topLevelBoxes(t, body), " "); !strings.HasPrefix(boxes, "ftyp moov ") {
				t.Fatalf("played file's boxes: %v", boxes)
			}
			played := filepath.Join(t.TempDir(), "played.mp4")
			if err := os.WriteFile(played, body, 0o644); err != nil {
				t.Fatal(err)
			}
			codecs, err := exec.Command("ffprobe", "-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", played).Output()
			if err != nil || strings.Join(strings.Fields(string(codecs)), " ") != "h264 aac" {
				t.Fatalf("played file's streams %q: %v", codecs, err)
			}
		})
	}
	for _, name := range []string{"truncated-imovie-moov-no-mdat.m4a", "truncated-header-only.m4a"} {
		t.Run(name, func(t *testing.T) {
			v := env.Upload(t, c, apptest.MediaSample(t, name), "cut")
			if v.Status != api.VideoFail || !strings.HasPrefix(v.FailReason, "Invalid video") {
				t.Fatalf("status %d reason %q", v.Status, v.FailReason)
			}
		})
	}
}
