// Package mediatest reads recordings back for tests, with ffprobe and
// ffmpeg: what streams they hold and how long they last, their sound as
// samples, and a picture as pixels.
package mediatest

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"os/exec"
	"strconv"
	"testing"
)

// Media is what ffprobe says of a file.
type Media struct {
	Streams []struct {
		CodecName string `json:"codec_name"`
		CodecType string `json:"codec_type"`
		Width     int    `json:"width"`
		Height    int    `json:"height"`
	} `json:"streams"`
	Format struct {
		Duration string `json:"duration"`
	} `json:"format"`
	// Duration is Format.Duration in seconds.
	Duration float64 `json:"-"`
}

// Codecs are the streams' codecs, in order.
func (m Media) Codecs() []string {
	out := make([]string, len(m.Streams))
	for i, s := range m.Streams {
		out[i] = s.CodecName
	}
	return out
}

// Probe asks ffprobe about the file or URL.
func Probe(t testing.TB, source string) Media {
	t.Helper()
	out, err := exec.Command("ffprobe", "-v", "error", "-print_format", "json", "-show_streams", "-show_format", source).Output()
	if err != nil {
		t.Fatalf("ffprobe %s: %v", source, err)
	}
	var m Media
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatalf("ffprobe %s: %v", source, err)
	}
	m.Duration, _ = strconv.ParseFloat(m.Format.Duration, 64)
	return m
}

// Sound is the mono sound of path from `from` for `seconds`, at rate Hz.
func Sound(t testing.TB, path string, from, seconds float64, rate int) []float32 {
	t.Helper()
	raw, err := exec.Command("ffmpeg", "-v", "error", "-ss", fmt.Sprint(from), "-t", fmt.Sprint(seconds), "-i", path,
		"-vn", "-f", "f32le", "-ac", "1", "-ar", strconv.Itoa(rate), "-").Output()
	if err != nil {
		t.Fatalf("decode the sound of %s: %v", path, err)
	}
	pcm := make([]float32, len(raw)/4)
	for i := range pcm {
		pcm[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[i*4:]))
	}
	return pcm
}

// Picture is the picture of path at `at` seconds as RGB bytes, row by row.
func Picture(t testing.TB, path string, at float64) []byte {
	t.Helper()
	img, err := exec.Command("ffmpeg", "-v", "error", "-ss", fmt.Sprint(at), "-i", path, "-frames:v", "1",
		"-f", "rawvideo", "-pix_fmt", "rgb24", "-").Output()
	if err != nil {
		t.Fatalf("decode the picture of %s at %v s: %v", path, at, err)
	}
	return img
}
