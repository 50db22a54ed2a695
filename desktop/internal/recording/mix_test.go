package recording

import (
	"slices"
	"testing"
	"time"
)

func constant(v float32, n int) []float32 {
	pcm := make([]float32, n)
	for i := range pcm {
		pcm[i] = v
	}
	return pcm
}

func TestOneSourcePassesStraightThrough(t *testing.T) {
	m := newMixer(1)
	in := []float32{0.1, -0.2, 0.3}
	if got := m.add(0, in, time.Second); !slices.Equal(got, in) {
		t.Fatalf("mix = %v, want %v", got, in)
	}
	if m.origin != time.Second {
		t.Fatalf("origin %v, want the first piece's time", m.origin)
	}
}

func TestTwoSourcesAddUpAndClip(t *testing.T) {
	m := newMixer(2)
	if got := m.add(0, constant(0.25, 480), 0); len(got) != 0 {
		t.Fatalf("mixed %d samples before the second source came", len(got))
	}
	got := m.add(1, constant(0.5, 480), 0)
	if len(got) != 480 || got[0] != 0.75 || got[479] != 0.75 {
		t.Fatalf("mix = %d samples starting %v, want 480 of 0.75", len(got), got[:1])
	}
	m.add(0, constant(0.75, 100), 0)
	if got := m.add(1, constant(0.75, 100), 0); len(got) != 100 || got[0] != 1 {
		t.Fatalf("0.75+0.75 = %v, want clipped to 1", got[:1])
	}
}

func TestALateSourceStartsWithSilenceWhereItBegan(t *testing.T) {
	m := newMixer(2)
	m.add(0, constant(0.25, 4800), 0) // 100 ms of the microphone
	// The computer's sound begins 50 ms in: 2400 samples of silence first.
	got := m.add(1, constant(0.5, 4800), 50*time.Millisecond)
	if len(got) != 4800 || got[2399] != 0.25 || got[2400] != 0.75 {
		t.Fatalf("mix of %d: at 49.98 ms %v, at 50 ms %v; want 0.25 then 0.75", len(got), got[2399], got[2400])
	}
}

// piece10ms is the i-th 10 ms piece's time.
func piece10ms(i int) time.Duration { return time.Duration(i) * 10 * time.Millisecond }

func TestAStalledSourceDoesNotHoldTheMixBack(t *testing.T) {
	m := newMixer(2)
	m.add(1, constant(0.5, 10), 0)
	var out int
	for i := range 100 { // one second of the microphone, the other source silent
		out += len(m.add(0, constant(0.25, 480), piece10ms(i)))
	}
	if want := 48000 - mixLag; out != want {
		t.Fatalf("mixed %d samples of 48000 with one source stalled, want %d", out, want)
	}
	if rest := m.flush(); len(rest) != mixLag || rest[len(rest)-1] != 0.25 {
		t.Fatalf("flush gave %d samples, want the %d held back", len(rest), mixLag)
	}
}

// A source back from a stall goes where its time says, not where the mix
// had got to: otherwise it would stay early for the rest of the recording.
func TestASourceBackFromAStallGoesWhereItsTimeSays(t *testing.T) {
	m := newMixer(2)
	var mix []float32
	for i := range 200 { // two seconds; the computer's sound stalls from 0.5 s to 1 s
		mix = append(mix, m.add(0, constant(0.25, 480), piece10ms(i))...)
		if i < 50 || i >= 100 {
			mix = append(mix, m.add(1, constant(0.5, 480), piece10ms(i))...)
		}
	}
	mix = append(mix, m.flush()...)
	if len(mix) != 96000 {
		t.Fatalf("mixed %d samples, want 2 s", len(mix))
	}
	for _, c := range []struct {
		at   float64
		want float32
	}{{0.25, 0.75}, {0.9, 0.25}, {0.99, 0.25}, {1.01, 0.75}, {1.5, 0.75}} {
		if got := mix[int(c.at*48000)]; got != c.want {
			t.Errorf("at %.2f s the mix is %v, want %v", c.at, got, c.want)
		}
	}
}

// A device whose clock runs 2 % fast does not pull ahead of the other for
// good: its extra samples are dropped once they pass the drift allowed.
func TestAFastClockIsKeptInPlace(t *testing.T) {
	m := newMixer(2)
	var out int
	for i := range 500 { // five seconds
		out += len(m.add(0, constant(0.25, 480), piece10ms(i)))
		out += len(m.add(1, constant(0.5, 490), piece10ms(i)))
	}
	out += len(m.flush())
	if out < 5*48000 || out > 5*48000+drift+490 {
		t.Fatalf("mixed %d samples of five seconds, want at most %d more", out, drift+490)
	}
}
