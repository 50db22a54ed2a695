// Package pulsetest gives a test a PulseAudio server of its own with a null
// sink, plays tones into it, and measures the pitch of recorded sound.
package pulsetest

import (
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// Sink is the null sink's name; its monitor source, Sink+".monitor",
// records what is played into it.
const Sink = "reelroom_test"

// Start runs PulseAudio until the test ends, with the null sink as default
// sink and its monitor as default source, and points PULSE_SERVER at it.
func Start(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("pulseaudio"); err != nil {
		t.Fatal("pulseaudio is missing: run `make deps-test`")
	}
	dir := t.TempDir()
	socket := filepath.Join(dir, "native")
	cmd := exec.Command("pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "-n", "--use-pid-file=no",
		"--disable-shm=yes",
		"--load=module-native-protocol-unix socket="+socket+" auth-anonymous=1",
		"--load=module-null-sink sink_name="+Sink+" rate=48000",
		"--load=module-always-sink")
	cmd.Env = append(os.Environ(), "HOME="+dir, "XDG_RUNTIME_DIR="+dir, "XDG_CONFIG_HOME="+dir)
	log, _ := os.Create(filepath.Join(dir, "pulseaudio.log"))
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatalf("pulseaudio: %v", err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait(); log.Close() })
	t.Setenv("PULSE_SERVER", "unix:"+socket)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if exec.Command("pactl", "info").Run() == nil {
			break
		}
		if time.Now().After(deadline) {
			b, _ := os.ReadFile(log.Name())
			t.Fatalf("pulseaudio did not come up: %s", b)
		}
	}
	for _, args := range [][]string{{"set-default-sink", Sink}, {"set-default-source", Sink + ".monitor"}} {
		if out, err := exec.Command("pactl", args...).CombinedOutput(); err != nil {
			t.Fatalf("pactl %v: %v %s", args, err, out)
		}
	}
	warmUp(Sink)
}

// warmUp records a moment from sink's monitor: a fresh null sink's monitor
// gives its first recording stream nothing.
func warmUp(sink string) {
	exec.Command("timeout", "1.5", "parecord", "--raw", "--device="+sink+".monitor", os.DevNull).Run()
}

// AddSink adds another null sink named name to the server Start runs; its
// monitor, name+".monitor", is a second source (say, the computer's sound
// beside a microphone).
func AddSink(t testing.TB, name string) {
	t.Helper()
	if out, err := exec.Command("pactl", "load-module", "module-null-sink", "sink_name="+name, "rate=48000").CombinedOutput(); err != nil {
		t.Fatalf("pactl load-module: %v %s", err, out)
	}
	warmUp(name)
}

// Play plays a sine tone of freq Hz into the sink for d (in the background
// until the test ends or d passes).
func Play(t testing.TB, freq float64, d time.Duration) {
	t.Helper()
	PlayInto(t, Sink, freq, d)
}

// PlayInto is Play into the sink named sink.
func PlayInto(t testing.TB, sink string, freq float64, d time.Duration) {
	t.Helper()
	const rate = 48000
	n := int(d.Seconds() * rate)
	raw := make([]byte, n*4)
	for i := range n {
		s := float32(0.5 * math.Sin(2*math.Pi*freq*float64(i)/rate))
		binary.LittleEndian.PutUint32(raw[i*4:], math.Float32bits(s))
	}
	file := filepath.Join(t.TempDir(), fmt.Sprintf("tone-%.0f.raw", freq))
	if err := os.WriteFile(file, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("pacat", "--playback", "--raw", "--format=float32le", "--rate=48000", "--channels=1",
		"--latency-msec=20", "--device="+sink, file)
	if err := cmd.Start(); err != nil {
		t.Fatalf("pacat: %v", err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
}

// DominantFrequency is the frequency (1 Hz steps, 50 to 4000 Hz) with the
// most energy in pcm sampled at rate, by the Goertzel algorithm.
func DominantFrequency(pcm []float32, rate int) float64 {
	best, bestPower := 0.0, -1.0
	for f := 50.0; f <= 4000; f++ {
		if p := Power(pcm, rate, f); p > bestPower {
			best, bestPower = f, p
		}
	}
	return best
}

// Power is the energy of pcm (sampled at rate) at freq Hz, by the Goertzel
// algorithm; compare it between frequencies of the same pcm.
func Power(pcm []float32, rate int, freq float64) float64 {
	coeff := 2 * math.Cos(2*math.Pi*freq/float64(rate))
	var s1, s2 float64
	for _, x := range pcm {
		s0 := float64(x) + coeff*s1 - s2
		s2, s1 = s1, s0
	}
	return s1*s1 + s2*s2 - coeff*s1*s2
}
