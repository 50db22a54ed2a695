package media

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// recording writes a fragmented MP4 like a browser's: H.264 and Opus, a
// fragment every second.
func recording(t *testing.T, seconds string) string {
	t.Helper()
	return fragmented(t, "-t", seconds, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p",
		"-g", "30", "-c:a", "libopus", "-movflags", "frag_keyframe+empty_moov+default_base_moof")
}

// fragmented encodes a test pattern and a tone with the given output options.
func fragmented(t *testing.T, opts ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "rec.mp4")
	args := append([]string{"-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=30",
		"-f", "lavfi", "-i", "sine=frequency=440"}, opts...)
	if b, err := exec.Command("ffmpeg", append(args, "-f", "mp4", out)...).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v: %s", err, b)
	}
	return out
}

// What the boxes say matches what ffprobe says, for the layouts recorders
// write; anything a browser might not play as it is goes to Process.
func TestCheckStreamableAgreesWithFFprobe(t *testing.T) {
	tools := NewToolbox("ffmpeg", "ffprobe")
	frag := []string{"-movflags", "frag_keyframe+empty_moov+default_base_moof"}
	cases := []struct {
		name string
		opts []string
		ok   bool
	}{
		{"baseline and opus", []string{"-t", "3", "-c:v", "libx264", "-profile:v", "baseline", "-pix_fmt", "yuv420p", "-g", "30", "-c:a", "libopus"}, true},
		{"high and aac", []string{"-t", "2.5", "-c:v", "libx264", "-profile:v", "high", "-pix_fmt", "yuv420p", "-g", "15", "-c:a", "aac"}, true},
		{"main without sound", []string{"-t", "2", "-an", "-c:v", "libx264", "-profile:v", "main", "-pix_fmt", "yuv420p", "-g", "30"}, true},
		{"half-second fragments", []string{"-t", "2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-g", "15", "-c:a", "libopus", "-frag_duration", "500000"}, true},
		{"4:4:4 picture", []string{"-t", "1", "-c:v", "libx264", "-pix_fmt", "yuv444p", "-g", "30", "-an"}, false},
		{"two sound tracks", []string{"-t", "1", "-map", "0:v", "-map", "1:a", "-map", "1:a", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-g", "30", "-c:a", "aac"}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := fragmented(t, append(tc.opts, frag...)...)
			res, err := tools.CheckStreamable(context.Background(), src)
			if !tc.ok {
				if err == nil {
					t.Fatalf("served as it is: %+v", res)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			in, err := tools.Probe(context.Background(), src, ContainerMOV)
			if err != nil {
				t.Fatal(err)
			}
			if d := res.DurationMs - in.DurationMs; d < -20 || d > 20 || res.Width != in.Video.Width || res.Height != in.Video.Height {
				t.Fatalf("boxes say %+v, ffprobe %d ms %dx%d", res, in.DurationMs, in.Video.Width, in.Video.Height)
			}
		})
	}
}

func TestCheckStreamable(t *testing.T) {
	tools := NewToolbox("ffmpeg", "ffprobe")
	src := recording(t, "3")
	res, err := tools.CheckStreamable(context.Background(), src)
	if err != nil {
		t.Fatal(err)
	}
	if res.DurationMs < 2900 || res.DurationMs > 3100 || res.Width != 320 || res.Height != 240 {
		t.Fatalf("got %+v", res)
	}
	l, err := readFragmentLayout(src)
	if err != nil || l.fragments != 3 || l.complete != l.size {
		t.Fatalf("layout %+v, %v", l, err)
	}
	// Cut inside the last fragment: not streamable as it is, and repair
	// cuts it back to the whole ones.
	data, _ := os.ReadFile(src)
	cut := filepath.Join(t.TempDir(), "cut.mp4")
	os.WriteFile(cut, data[:len(data)-1500], 0o644) // inside the last mdat
	if _, err := tools.CheckStreamable(context.Background(), cut); err == nil {
		t.Fatal("a cut recording passed as streamable")
	}
	n, err := repairFragments(cut)
	if err != nil || n == 0 {
		t.Fatalf("repair cut %d, %v", n, err)
	}
	if res, err := tools.CheckStreamable(context.Background(), cut); err != nil || res.DurationMs < 1900 || res.DurationMs > 2100 {
		t.Fatalf("after repair: %+v, %v", res, err)
	}
	// A regular MP4 is not a recording's layout.
	plain := filepath.Join(t.TempDir(), "plain.mp4")
	if b, err := exec.Command("ffmpeg", "-v", "error", "-i", src, "-c", "copy", plain).CombinedOutput(); err != nil {
		t.Fatalf("%v %s", err, b)
	}
	if _, err := tools.CheckStreamable(context.Background(), plain); err == nil {
		t.Fatal("a plain MP4 passed as a fragmented one")
	}
	if n, err := repairFragments(plain); n != 0 || err != nil {
		t.Fatalf("repair touched a plain MP4: %d %v", n, err)
	}
}

// Damaged or crafted indexes never panic the parser: thousands of copies of
// a recording with random bytes changed in its boxes, and runs cut short.
func TestFragInfoSurvivesDamage(t *testing.T) {
	data, err := os.ReadFile(recording(t, "2"))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	head := min(len(data), 4096) // ftyp, moov and the first moof
	for i := 0; i < 5000; i++ {
		b := bytes.Clone(data)
		for k := rng.IntN(4) + 1; k > 0; k-- {
			b[rng.IntN(head)] = byte(rng.IntN(256))
		}
		if i%2 == 1 {
			b = b[:rng.IntN(len(b))]
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("copy %d panicked: %v", i, r)
				}
			}()
			if fi, err := readFragInfo(bytes.NewReader(b), int64(len(b))); err == nil {
				fi.streamable(int64(len(b)))
			}
		}()
	}
}
