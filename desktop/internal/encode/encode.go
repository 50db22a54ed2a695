// Package encode turns captured pictures and sound into H.264 and AAC in a
// fragmented MP4 on local disk (FFmpeg through go-astiav): a key frame a
// second and a fragment every quarter second, each flushed to the file as
// it is made, so a crash loses at most the fragment being made and what was
// written plays as it is. Without cgo (the
// Windows cross-build) Create answers ErrUnavailable; the recorder's other
// parts do not depend on FFmpeg.
package encode

import (
	"errors"
	"fmt"
	"time"
)

// FragmentDuration is the longest stretch of recording one MP4 fragment holds.
const FragmentDuration = 250 * time.Millisecond

// ErrUnavailable is what Create answers in a build without FFmpeg.
var ErrUnavailable = errors.New("encode: this build has no encoder (FFmpeg)")

// Options say what to make.
type Options struct {
	// Path is the MP4 file to write (created or truncated).
	Path string
	// SourceWidth and SourceHeight are the captured pictures' size.
	SourceWidth, SourceHeight int
	// MaxHeight caps the recorded height (720, 1080, 2160); smaller
	// sources keep their size.
	MaxHeight int
	// FPS is the frame rate asked of the capture (30).
	FPS int
	// Preset is libx264's speed preset: ultrafast (default) or superfast.
	Preset string
	// SampleRate and Channels describe the sound given to WriteAudio; zero
	// Channels records no audio track.
	SampleRate, Channels int
}

// Validate checks o and fills its defaults.
func (o *Options) Validate() error {
	if o.Path == "" {
		return errors.New("encode: no output path")
	}
	if o.SourceWidth < 2 || o.SourceHeight < 2 {
		return fmt.Errorf("encode: source size %dx%d", o.SourceWidth, o.SourceHeight)
	}
	if o.MaxHeight == 0 {
		o.MaxHeight = 720
	}
	if o.FPS == 0 {
		o.FPS = 30
	}
	if o.FPS < 1 || o.FPS > 60 {
		return fmt.Errorf("encode: %d fps is out of range", o.FPS)
	}
	switch o.Preset {
	case "":
		o.Preset = "ultrafast"
	case "ultrafast", "superfast":
	default:
		return fmt.Errorf("encode: preset %q is not ultrafast or superfast", o.Preset)
	}
	if o.Channels < 0 || o.Channels > 2 || (o.Channels > 0 && (o.SampleRate < 8000 || o.SampleRate > 96000)) {
		return fmt.Errorf("encode: audio %d Hz, %d channels", o.SampleRate, o.Channels)
	}
	return nil
}

// OutputSize is the recorded size for a source: its own size when at most
// maxHeight tall, else scaled down to maxHeight keeping the aspect ratio.
// Both sides are even (H.264 with 4:2:0 chroma needs that).
func OutputSize(srcW, srcH, maxHeight int) (w, h int) {
	w, h = srcW, srcH
	if h > maxHeight {
		w, h = (srcW*maxHeight+srcH/2)/srcH, maxHeight
	}
	return w &^ 1, h &^ 1
}
