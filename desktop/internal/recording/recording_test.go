//go:build cgo

package recording

import (
	"encoding/hex"
	"math"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/camera"
	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/mediatest"
	"github.com/reelroom/reelroom/desktop/internal/pulsetest"
	"github.com/reelroom/reelroom/desktop/internal/sound"
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
	began := time.Now()
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
	// At least the 3 s slept while recording; at most all the time from Start to
	// Stop minus the 1 s slept while paused. Bounds, not guesses: a slow machine
	// moves the calls, not the answer.
	if d, most := stats.Duration, time.Since(began)-time.Second; d < 3*time.Second || d > most {
		t.Fatalf("recorded %v, want 3 s to %v (the time from Start to Stop minus the 1 s pause)", d, most)
	}
	if stats.Frames < 80 || stats.DroppedPercent() > 5 {
		t.Fatalf("stats %+v", stats)
	}

	// The file: H.264 and AAC, as long as the recording says.
	m := mediatest.Probe(t, path)
	if codecs := m.Codecs(); len(codecs) != 2 || codecs[0] != "h264" || codecs[1] != "aac" || math.Abs(m.Duration-stats.Duration.Seconds()) > 0.3 {
		t.Fatalf("ffprobe: %v, %.3f s; the recording %v", codecs, m.Duration, stats.Duration)
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

// The microphone and the computer's sound go into one track: both tones are
// heard, and the bar watches the microphone alone.
func TestMixesTheMicrophoneWithTheComputersSound(t *testing.T) {
	xvfbtest.Start(t, 640, 360)
	pulsetest.Start(t)
	pulsetest.AddSink(t, "computer")
	pulsetest.Play(t, 440, 20*time.Second)
	pulsetest.PlayInto(t, "computer", 1000, 20*time.Second)
	displays, err := capture.Displays()
	if err != nil {
		t.Fatal(err)
	}
	devices, err := sound.Devices()
	if err != nil {
		t.Fatal(err)
	}
	// The two sinks' monitors, by their PulseAudio names (the IDs' bytes).
	mic, computer := hex.EncodeToString([]byte(pulsetest.Sink+".monitor")), hex.EncodeToString([]byte("computer.monitor"))
	if !slices.ContainsFunc(devices, func(d sound.Device) bool { return d.ID == mic }) ||
		!slices.ContainsFunc(devices, func(d sound.Device) bool { return d.ID == computer && d.Loopback }) {
		t.Fatalf("sources %+v: want the monitors of %s and computer", devices, pulsetest.Sink)
	}
	path := filepath.Join(t.TempDir(), "mix.mp4")
	s, err := Start(Options{Display: displays[0], Sound: mic, SystemSound: computer, Path: path, MaxHeight: 720})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	if !s.HasMicrophone() {
		t.Fatal("HasMicrophone is false with a microphone")
	}
	stats, err := s.Stop()
	if err != nil {
		t.Fatal(err)
	}
	if m := mediatest.Probe(t, path); math.Abs(m.Duration-stats.Duration.Seconds()) > 0.3 {
		t.Fatalf("file lasts %.2f s, the recording %v", m.Duration, stats.Duration)
	}
	pcm := mediatest.Sound(t, path, 1, 1.5, 48000)
	tone, other, off := pulsetest.Power(pcm, 48000, 440), pulsetest.Power(pcm, 48000, 1000), pulsetest.Power(pcm, 48000, 700)
	if tone < 100*off || other < 100*off || tone > 10*other || other > 10*tone {
		t.Fatalf("power at 440 Hz %.3g, at 1000 Hz %.3g, at 700 Hz %.3g: want both tones, alike, far above the rest", tone, other, off)
	}
}

// The computer's sound alone: a sound track, but nothing for the bar to
// watch (silence from the speakers is no fault).
func TestRecordsTheComputersSoundWithoutAMicrophone(t *testing.T) {
	xvfbtest.Start(t, 640, 360)
	pulsetest.Start(t)
	pulsetest.Play(t, 1000, 20*time.Second)
	displays, err := capture.Displays()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "computer.mp4")
	s, err := Start(Options{Display: displays[0], Sound: NoSound, SystemSound: "", Path: path, MaxHeight: 720})
	if err != nil {
		t.Fatal(err)
	}
	s.Stop()
	if codecs := mediatest.Probe(t, path).Codecs(); len(codecs) != 1 {
		t.Fatalf("no sound chosen: streams %v, want the picture alone", codecs)
	}
	devices, _ := sound.Devices()
	var monitor string
	for _, d := range devices {
		if d.Loopback {
			monitor = d.ID
		}
	}
	path = filepath.Join(t.TempDir(), "computer2.mp4")
	s, err = Start(Options{Display: displays[0], Sound: NoSound, SystemSound: monitor, Path: path, MaxHeight: 720})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(2500 * time.Millisecond)
	if s.HasMicrophone() {
		t.Fatal("HasMicrophone is true without a microphone")
	}
	if _, err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if codecs := mediatest.Probe(t, path).Codecs(); len(codecs) != 2 || codecs[1] != "aac" {
		t.Fatalf("streams %v, want h264 and aac", codecs)
	}
	if f := pulsetest.DominantFrequency(mediatest.Sound(t, path, 0.8, 1, 48000), 48000); math.Abs(f-1000) > 5 {
		t.Fatalf("recorded %v Hz, want the computer's 1000 Hz", f)
	}
}

// Camera-only: the camera's pictures are the video, at the camera's size.
func TestRecordsTheCameraAlone(t *testing.T) {
	t.Setenv(camera.FakeEnv, "1")
	cam, err := camera.Open(camera.Fake.ID)
	if err != nil {
		t.Fatal(err)
	}
	defer cam.Close()
	path := filepath.Join(t.TempDir(), "camera.mp4")
	s, err := Start(Options{Camera: cam, Sound: NoSound, Path: path, MaxHeight: 720})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(2 * time.Second)
	stats, err := s.Stop()
	if err != nil || stats.Frames < 50 || stats.Duration < 2*time.Second {
		t.Fatalf("stats %+v, %v", stats, err)
	}
	m := mediatest.Probe(t, path)
	if codecs := m.Codecs(); len(codecs) != 1 || codecs[0] != "h264" || math.Abs(m.Duration-stats.Duration.Seconds()) > 0.3 {
		t.Fatalf("ffprobe: %v, %.2f s; the recording %v", codecs, m.Duration, stats.Duration)
	}
	img := mediatest.Picture(t, path, 1)
	if len(img) != 640*360*3 {
		t.Fatalf("picture of %d bytes, want 640x360", len(img))
	}
	colours := map[[3]byte]bool{}
	for i := 0; i+3 <= len(img); i += 3 * 997 {
		colours[[3]byte(img[i:i+3])] = true
	}
	if len(colours) < 8 {
		t.Fatalf("%d colours, want the camera's test picture", len(colours))
	}
	// The camera stays open for its owner.
	if _, err := cam.Grab(); err != nil {
		t.Fatalf("after the recording the camera answers %v", err)
	}
}
