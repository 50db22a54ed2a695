package sound

import "strings"

// macLoopbacks name the virtual devices macOS users install to record the
// computer's sound (Core Audio has no loopback of its own): what is played
// to them comes back as their input.
var macLoopbacks = []string{"BlackHole", "Soundflower", "Loopback Audio"}

// isLoopback says whether the capture device named name (raw: its ID)
// records the system's output: a PulseAudio monitor source on Linux, one of
// macLoopbacks on macOS (goos).
func isLoopback(goos, name, raw string) bool {
	if strings.HasPrefix(name, "Monitor of ") || strings.HasSuffix(raw, ".monitor") {
		return true
	}
	if goos != "darwin" {
		return false
	}
	for _, prefix := range macLoopbacks {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}
