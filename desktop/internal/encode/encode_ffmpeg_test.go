//go:build cgo

package encode

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/mediatest"
)

// testPicture is a BGRX picture whose colour moves with n.
func testPicture(w, h, n int) capture.Frame {
	pix := make([]byte, w*h*4)
	for y := range h {
		for x := range w {
			i := (y*w + x) * 4
			pix[i], pix[i+1], pix[i+2] = byte(x+n*4), byte(y), byte(n*8)
		}
	}
	return capture.Frame{Pix: pix, Stride: w * 4, Width: w, Height: h}
}

func TestRecordsH264AndAACInFragments(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rec.mp4")
	e, err := Create(Options{Path: path, SourceWidth: 1280, SourceHeight: 800, MaxHeight: 720, FPS: 30,
		SampleRate: 48000, Channels: 1})
	if err != nil {
		t.Fatal(err)
	}
	// 3 s: 30 pictures a second and a 440 Hz tone in 10 ms pieces.
	var played int
	for n := range 90 {
		at := time.Duration(n) * time.Second / 30
		if err := e.WriteVideo(testPicture(1280, 800, n), at); err != nil {
			t.Fatal(err)
		}
		for played*10 < int(at/time.Millisecond)+33 {
			pcm := make([]float32, 480)
			for i := range pcm {
				s := float64(played*480 + i)
				pcm[i] = float32(0.5 * math.Sin(2*math.Pi*440*s/48000))
			}
			if err := e.WriteAudio(pcm, time.Duration(played)*10*time.Millisecond); err != nil {
				t.Fatal(err)
			}
			played++
		}
		if n == 75 {
			// Mid-recording, what is on disk already plays: whole fragments.
			partial := filepath.Join(t.TempDir(), "partial.mp4")
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(partial, b, 0o600)
			if d := mediatest.Probe(t, partial).Duration; d < 2 {
				t.Fatalf("2.5 s in, the file on disk plays %.2f s; want at least 2", d)
			}
		}
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	p := mediatest.Probe(t, path)
	d := p.Duration
	if len(p.Streams) != 2 || p.Streams[0].CodecName != "h264" || p.Streams[1].CodecName != "aac" {
		t.Fatalf("streams %+v, want h264 and aac", p.Streams)
	}
	if p.Streams[0].Width != 1152 || p.Streams[0].Height != 720 {
		t.Fatalf("picture %dx%d, want 1152x720 (1280x800 scaled to 720 lines)", p.Streams[0].Width, p.Streams[0].Height)
	}
	if math.Abs(d-3) > 0.15 {
		t.Fatalf("duration %.3f s, want 3", d)
	}
	if out, err := exec.Command("ffmpeg", "-v", "error", "-i", path, "-f", "null", "-").CombinedOutput(); err != nil || len(out) > 0 {
		t.Fatalf("decoding the recording: %v %s", err, out)
	}
}

func TestOptions(t *testing.T) {
	for _, o := range []Options{
		{SourceWidth: 10, SourceHeight: 10},
		{Path: "x", SourceWidth: 1, SourceHeight: 10},
		{Path: "x", SourceWidth: 10, SourceHeight: 10, FPS: 120},
		{Path: "x", SourceWidth: 10, SourceHeight: 10, Preset: "veryslow"},
		{Path: "x", SourceWidth: 10, SourceHeight: 10, Channels: 3, SampleRate: 48000},
	} {
		if err := o.Validate(); err == nil {
			t.Errorf("Validate(%+v) accepted it", o)
		}
	}
	for _, c := range []struct{ w, h, max, wantW, wantH int }{
		{1920, 1080, 720, 1280, 720},
		{1280, 720, 1080, 1280, 720},
		{3840, 2160, 2160, 3840, 2160},
		{1366, 768, 720, 1280, 720},
		{1001, 501, 1080, 1000, 500},
	} {
		if w, h := OutputSize(c.w, c.h, c.max); w != c.wantW || h != c.wantH {
			t.Errorf("OutputSize(%d, %d, %d) = %dx%d, want %dx%d", c.w, c.h, c.max, w, h, c.wantW, c.wantH)
		}
	}
}
