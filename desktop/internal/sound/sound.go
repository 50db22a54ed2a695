// Package sound records from a microphone, or from the system's own output
// where the OS offers a loopback (a PulseAudio monitor source on Linux,
// WASAPI's loopback of an output on Windows; on macOS a virtual device such
// as BlackHole), as 32-bit float samples for the encoder (miniaudio through
// malgo).
package sound

import (
	"errors"
	"math"
	"time"
)

// ErrUnavailable is what this package answers in a build without cgo.
var ErrUnavailable = errors.New("sound: this build cannot record sound")

// Device is a source of sound the user can pick.
type Device struct {
	// ID names the device for Open.
	ID   string `json:"id"`
	Name string `json:"name"`
	// Loopback is true for the system's output (what the speakers play).
	Loopback bool `json:"loopback"`
	Default  bool `json:"default"`
}

// Format is what Open delivers: 48 kHz mono, the encoder's input.
const (
	SampleRate = 48000
	Channels   = 1
)

// Samples receives each piece of sound and when its first sample was heard.
// It runs on the audio thread: it must copy pcm and return quickly.
type Samples func(pcm []float32, at time.Time)

// Level is the loudness of pcm as a fraction of full scale (peak), for the
// recording bar's meter and its "no sound" warning.
func Level(pcm []float32) float32 {
	var peak float32
	for _, s := range pcm {
		peak = max(peak, float32(math.Abs(float64(s))))
	}
	return min(peak, 1)
}
