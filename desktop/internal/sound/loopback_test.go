package sound

import "testing"

func TestLoopbacks(t *testing.T) {
	for _, c := range []struct {
		goos, name, raw string
		want            bool
	}{
		{"linux", "Monitor of Built-in Audio", "alsa_output.pci.analog-stereo.monitor", true},
		{"linux", "Built-in Audio", "alsa_input.pci.analog-stereo", false},
		{"linux", "BlackHole 2ch", "x", false},
		{"darwin", "BlackHole 2ch", "BlackHole2ch_UID", true},
		{"darwin", "Loopback Audio", "x", true},
		{"darwin", "MacBook Pro Microphone", "BuiltInMicrophoneDevice", false},
	} {
		if got := isLoopback(c.goos, c.name, c.raw); got != c.want {
			t.Errorf("isLoopback(%s, %q) = %v, want %v", c.goos, c.name, got, c.want)
		}
	}
}
