package media_test

import (
	"context"
	"encoding/binary"
	"errors"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/media"
)

// checkWaveformOutput asserts what a sound-only upload must become: a
// faststart MP4 with AAC sound and a 1280x720 H.264 picture that ends no later
// than the sound, and a JPEG cover of the same size.
func checkWaveformOutput(t *testing.T, tools *media.Toolbox, dir string, o media.Info) {
	t.Helper()
	if o.Audio == nil || o.Audio.Codec != "aac" {
		t.Fatalf("output sound: %+v", o.Audio)
	}
	if o.Video == nil || o.Video.Width != media.WaveWidth || o.Video.Height != media.WaveHeight {
		t.Fatalf("output picture: %+v", o.Video)
	}
	if boxes := topBoxTypes(t, filepath.Join(dir, media.VideoFile)); indexOf(boxes, "moov") > indexOf(boxes, "mdat") {
		t.Fatalf("index after the media: %v", boxes)
	}
	f, err := os.Open(filepath.Join(dir, media.CoverFile))
	if err != nil {
		t.Fatalf("no cover: %v", err)
	}
	defer f.Close()
	cfg, err := jpeg.DecodeConfig(f)
	if err != nil || cfg.Width != media.WaveWidth || cfg.Height != media.WaveHeight {
		t.Fatalf("cover %dx%d: %v", cfg.Width, cfg.Height, err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".tmp-*"))
	if len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}

// topBoxTypes lists the types of a file's top-level boxes.
func topBoxTypes(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var types []string
	for len(b) >= 8 {
		size := uint64(binary.BigEndian.Uint32(b))
		if size == 1 && len(b) >= 16 {
			size = binary.BigEndian.Uint64(b[8:])
		}
		types = append(types, string(b[4:8]))
		if size < 8 || size > uint64(len(b)) {
			break
		}
		b = b[size:]
	}
	return types
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return len(list)
}

// Sound-only files in every container and codec the spec accepts become a
// waveform video; the sound keeps its length.
func TestProcessSoundOnly(t *testing.T) {
	tools := media.NewToolbox("ffmpeg", "ffprobe")
	tone := []string{"-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100", "-t", "3"}
	stereo := []string{"-f", "lavfi", "-i", "sine=frequency=440", "-f", "lavfi", "-i", "sine=frequency=660",
		"-filter_complex", "[0][1]amerge=inputs=2", "-t", "3"}
	withArt := []string{"-f", "lavfi", "-i", "sine=frequency=440", "-f", "lavfi", "-i", "color=c=red:size=300x300",
		"-t", "3", "-map", "0:a", "-map", "1:v", "-frames:v", "1", "-c:v", "mjpeg", "-disposition:v", "attached_pic"}
	cases := []struct {
		name string
		src  string
	}{
		{"AAC in m4a", ffmpeg(t, "a.m4a", append(tone, "-c:a", "aac")...)},
		{"stereo AAC in mp4", ffmpeg(t, "b.mp4", append(stereo, "-c:a", "aac")...)},
		{"MP3 in mp4 becomes AAC", ffmpeg(t, "c.mp4", append(tone, "-c:a", "libmp3lame")...)},
		{"ALAC in m4a becomes AAC", ffmpeg(t, "d.m4a", append(tone, "-c:a", "alac")...)},
		{"PCM in mov becomes AAC", ffmpeg(t, "e.mov", append(tone, "-c:a", "pcm_s16le")...)},
		{"Opus in mp4 becomes AAC", ffmpeg(t, "f.mp4", append(tone, "-c:a", "libopus")...)},
		{"m4a with album art is still sound only", ffmpeg(t, "g.m4a", append(withArt, "-c:a", "aac")...)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			res, err := tools.Process(context.Background(), tc.src, dir)
			if err != nil {
				t.Fatal(err)
			}
			if !res.AudioOnly || !res.HasCover || res.Width != media.WaveWidth || res.Height != media.WaveHeight {
				t.Fatalf("result %+v", res)
			}
			if d := res.DurationMs - 3000; d < -50 || d > 50 {
				t.Fatalf("duration %d ms, want 3000", res.DurationMs)
			}
			o, err := tools.Probe(context.Background(), filepath.Join(dir, media.VideoFile), media.ContainerMOV)
			if err != nil {
				t.Fatal(err)
			}
			checkWaveformOutput(t, tools, dir, o)
		})
	}
}

// A sound file cut short is refused with its own reason, and a recording
// (which always has a picture) with sound only still is.
func TestProcessSoundOnlyRefuses(t *testing.T) {
	tools := media.NewToolbox("ffmpeg", "ffprobe")
	// Index first, then the sound cut off half way.
	full := ffmpeg(t, "memo.m4a", "-f", "lavfi", "-i", "sine=frequency=440", "-t", "10", "-c:a", "aac", "-movflags", "+faststart")
	b, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(t.TempDir(), "cut.m4a")
	os.WriteFile(cut, b[:len(b)/2], 0o644)
	dir := t.TempDir()
	if _, err := tools.Process(context.Background(), cut, dir); !errors.Is(err, media.ErrTruncated) {
		t.Fatalf("cut sound: err = %v, want %v", err, media.ErrTruncated)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("a refused file left %v", entries)
	}
	rec := filepath.Join(t.TempDir(), "upload")
	os.WriteFile(rec, b, 0o644)
	if _, err := tools.ProcessRecording(context.Background(), rec, t.TempDir()); !errors.Is(err, media.ErrNoVideo) {
		t.Fatalf("sound-only recording: err = %v, want %v", err, media.ErrNoVideo)
	}
}
