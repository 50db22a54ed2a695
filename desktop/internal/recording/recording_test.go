//go:build cgo

package recording

import (
	"math"
	"path/filepath"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/mediatest"
	"github.com/reelroom/reelroom/desktop/internal/pulsetest"
	"github.com/reelroom/reelroom/desktop/internal/xvfbtest"
)

func TestRecordsScreenAndSoundWithAPause(t *testing.T) {
	xvfbtest.Start(t, 1280, 720)
	xvfbtest.Pattern(t, 1280, 720)
	pulsetest.Start(t)
	pulsetest.Play(t, 440, 20*time.Second)
	displays, err := capture.Displays()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "rec.mp4")
	s, err := Start(Options{Display: displays[0], Sound: "", Path: path, MaxHeight: 720})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * time.Second)
	s.Pause()
	if !s.Paused() {
		t.Fatal("not paused")
	}
	time.Sleep(time.Second)
	s.Resume()
	time.Sleep(time.Second)
	level, noSamples, silent := s.Sound()
	if level < 0.3 || noSamples > time.Second || silent > time.Second {
		t.Fatalf("sound: level %.2f, no samples for %v, silent for %v", level, noSamples, silent)
	}
	stats, err := s.Stop()
	if err != nil {
		t.Fatal(err)
	}
	if d := stats.Duration; d < 2900*time.Millisecond || d > 3200*time.Millisecond {
		t.Fatalf("recorded %v, want 3 s (4 s minus a 1 s pause)", d)
	}
	if stats.Frames < 80 || stats.DroppedPercent() > 5 {
		t.Fatalf("stats %+v", stats)
	}

	// The file: H.264 and AAC, 3 s.
	m := mediatest.Probe(t, path)
	if codecs := m.Codecs(); len(codecs) != 2 || codecs[0] != "h264" || codecs[1] != "aac" || math.Abs(m.Duration-3) > 0.3 {
		t.Fatalf("ffprobe: %v, %.3f s", codecs, m.Duration)
	}
	// The sound is the tone.
	if f := pulsetest.DominantFrequency(mediatest.Sound(t, path, 1, 1, 48000), 48000); math.Abs(f-440) > 5 {
		t.Fatalf("recorded sound is %v Hz, want 440", f)
	}
	// A picture from the middle shows the bars.
	img := mediatest.Picture(t, path, 1.5)
	if len(img) != 1280*720*3 {
		t.Fatalf("middle picture: %d bytes", len(img))
	}
	bar := 1280 / len(xvfbtest.Bars)
	for i, want := range xvfbtest.Bars {
		x, y := i*bar+bar/2, 100
		px := img[(y*1280+x)*3:]
		for c, shift := range []uint{16, 8, 0} {
			if diff := int(px[c]) - int(byte(want>>shift)); diff < -40 || diff > 40 {
				t.Fatalf("bar %d at x=%d is %v, want %06x", i, x, px[:3], want)
			}
		}
	}
}
