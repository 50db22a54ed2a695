//go:build cgo

package sound

import (
	"encoding/hex"
	"math"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/pulsetest"
)

func TestRecordsTheSystemSound(t *testing.T) {
	pulsetest.Start(t)
	devices, err := Devices()
	if err != nil {
		t.Fatal(err)
	}
	var monitor *Device
	for i, d := range devices {
		if d.ID == hex.EncodeToString([]byte(pulsetest.Sink+".monitor")) {
			monitor = &devices[i]
		}
	}
	if monitor == nil || !monitor.Loopback {
		t.Fatalf("no loopback of the test sink among %+v", devices)
	}

	pulsetest.Play(t, 440, 5*time.Second)
	var mu sync.Mutex
	var got []float32
	var first time.Time
	opened := time.Now()
	c, err := Open(monitor.ID, func(pcm []float32, at time.Time) {
		mu.Lock()
		if first.IsZero() {
			first = at
		}
		got = append(got, pcm...)
		mu.Unlock()
	})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond)
	c.Close()
	closed := time.Now()
	mu.Lock()
	defer mu.Unlock()
	if len(got) < SampleRate {
		t.Fatalf("%d samples in 1.5 s, want at least a second's", len(got))
	}
	// Stamped with the time it was heard: after the device opened, before it
	// closed (a window, not a guess at how late the first samples come).
	if first.Before(opened) || first.After(closed) {
		t.Fatalf("first sample stamped %v after opening, the device closed %v after", first.Sub(opened), closed.Sub(opened))
	}
	tail := got[len(got)-SampleRate/2:]
	if f := pulsetest.DominantFrequency(tail, SampleRate); math.Abs(f-440) > 5 {
		t.Fatalf("recorded %v Hz, want 440", f)
	}
	if l := Level(tail); l < 0.3 || l > 0.7 {
		t.Fatalf("level %.2f of a tone at half scale", l)
	}
	if _, err := Open("zz", func([]float32, time.Time) {}); err == nil {
		t.Fatal("Open accepted a device that is not there")
	}
}
