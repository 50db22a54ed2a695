package media

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

// Output names inside a video's work folder.
const (
	VideoFile = "video.mp4"
	CoverFile = "cover.jpg"
)

// Result is what Process made.
type Result struct {
	DurationMs int64
	Width      int // as displayed, after rotation
	Height     int
	SizeBytes  int64
	HasCover   bool
	Transcoded bool
	AudioOnly  bool // the upload had sound only; the picture is its waveform
}

// Limits are what the owner's plan keeps of a video: at most MaxDurationMs
// of it (0: all) and a picture whose shorter side is at most MaxHeight
// pixels (0: any; 1080 keeps a portrait 1080x1920 as it is).
type Limits struct {
	MaxDurationMs int64
	MaxHeight     int
}

// Process turns src into a faststart MP4 that browsers play (copying the
// streams when they already can) and a cover image, both in dir. A file with
// sound only gets its waveform as picture and cover (audio.go). Each output
// appears whole, by rename, or not at all.
func (t *Toolbox) Process(ctx context.Context, src, dir string) (Result, error) {
	return t.process(ctx, src, dir, false, Limits{})
}

// ProcessRecording is Process for what a recorder sent while it recorded:
// WebM is accepted too (browsers without MP4 recording make it), and a
// fragmented MP4 cut off inside a fragment is first cut back to its last
// whole one. src may be shortened.
func (t *Toolbox) ProcessRecording(ctx context.Context, src, dir string) (Result, error) {
	return t.process(ctx, src, dir, true, Limits{})
}

// ProcessWithin is Process (ProcessRecording when recording) keeping what
// lim allows: a longer video is cut at the limit, a larger picture scaled
// down, its shape kept.
func (t *Toolbox) ProcessWithin(ctx context.Context, src, dir string, recording bool, lim Limits) (Result, error) {
	return t.process(ctx, src, dir, recording, lim)
}

// Over reports what of a video of durationMs and width x height (as
// displayed) lim does not keep: its length, its size.
func (lim Limits) Over(durationMs int64, width, height int) (long, large bool) {
	return lim.MaxDurationMs > 0 && durationMs > lim.MaxDurationMs,
		lim.MaxHeight > 0 && min(width, height) > lim.MaxHeight
}

func (t *Toolbox) process(ctx context.Context, src, dir string, recording bool, lim Limits) (Result, error) {
	// An in-place rewrite cut short leaves src unreadable until it is finished.
	if err := finishPendingFaststart(src); err != nil {
		return Result{}, err
	}
	c, err := Sniff(src)
	if err != nil {
		return Result{}, fmt.Errorf("media: read upload: %w", err)
	}
	if c == "" || (c == ContainerWebM && !recording) {
		return Result{}, ErrFormat
	}
	if recording && c == ContainerMOV {
		if _, err := repairFragments(src); err != nil {
			return Result{}, err
		}
	}
	in, err := t.Probe(ctx, src, c)
	if err != nil {
		return Result{}, err
	}
	switch {
	case in.Video == nil && in.Audio == nil:
		return Result{}, fmt.Errorf("%w: no sound or picture in it", ErrUnreadable)
	case in.Video == nil && recording:
		return Result{}, ErrNoVideo // a recorder always sends a picture
	case in.Video == nil:
		return t.processAudio(ctx, src, c, in, dir, lim.MaxDurationMs)
	}
	if in.Video.Width <= 0 || in.Video.Height <= 0 {
		return Result{}, ErrUnreadable // a picture of no size, or one FFmpeg will not allocate
	}
	if in.Video.Width*in.Video.Height > MaxPixels {
		return Result{}, ErrTooManyPels
	}
	plan := planFor(in)
	w, h := in.Video.Width, in.Video.Height
	long, large := lim.Over(in.DurationMs, w, h)
	if long {
		plan.cutMs = lim.MaxDurationMs
	}
	if large {
		plan.transcodeVideo, plan.maxHeight = true, lim.MaxHeight
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Result{}, fmt.Errorf("media: create %s: %w", dir, err)
	}
	dst := filepath.Join(dir, VideoFile)
	if err := t.fastOrConvert(ctx, src, c, dst, plan, in); err != nil {
		return Result{}, err
	}
	out, err := t.Probe(ctx, dst, ContainerMOV)
	if err != nil || out.Video == nil {
		return Result{}, fmt.Errorf("media: check output: %w", err)
	}
	st, err := os.Stat(dst)
	if err != nil {
		return Result{}, fmt.Errorf("media: stat output: %w", err)
	}
	res := Result{DurationMs: out.DurationMs, Width: out.Video.Width, Height: out.Video.Height,
		SizeBytes: st.Size(), Transcoded: plan.transcodeVideo}
	if out.Video.Rotation%180 != 0 {
		res.Width, res.Height = res.Height, res.Width
	}
	cover := filepath.Join(dir, CoverFile)
	res.HasCover = t.cover(ctx, dst, cover, min(out.DurationMs/2, 1000)) == nil
	if !res.HasCover {
		// A clip of a few frames may have none at the chosen time: take the first.
		res.HasCover = t.cover(ctx, dst, cover, 0) == nil
	}
	return res, nil
}

type plan struct {
	transcodeVideo bool
	audio          string // "copy", "aac" or "" for none
	cutMs          int64  // keep this much (0: all)
	maxHeight      int    // scale the shorter side down to this (0: keep the size)
}

// Browsers play H.264 in 8-bit 4:2:0 with AAC, Opus or MP3 audio.
func planFor(in Info) plan {
	p := plan{transcodeVideo: in.Video.Codec != "h264" ||
		(in.Video.PixFmt != "yuv420p" && in.Video.PixFmt != "yuvj420p")}
	if in.Audio != nil {
		switch in.Audio.Codec {
		case "aac", "opus", "mp3":
			p.audio = "copy"
		default:
			p.audio = "aac"
		}
	}
	return p
}

// fastOrConvert makes dst from src: by moving src's index to the front in
// place and linking it, when its streams already play in browsers, else with
// FFmpeg. The link keeps src, so an attempt cut short can run again. A
// fragmented MP4 is remuxed into one index, which every player seeks in.
func (t *Toolbox) fastOrConvert(ctx context.Context, src string, c Container, dst string, p plan, in Info) error {
	if c == ContainerMOV && !p.transcodeVideo && p.audio != "aac" && p.cutMs == 0 && !isFragmented(src) {
		tracks := 1
		if in.Audio != nil {
			tracks = 2
		}
		err := makeFaststart(src, tracks)
		if err == nil {
			tmp := tempFor(dst)
			if err := os.Link(src, tmp); err == nil {
				return os.Rename(tmp, dst)
			}
		} else if !errors.Is(err, errNoFastPath) {
			return fmt.Errorf("media: faststart in place: %w", err)
		}
	}
	return t.convert(ctx, src, c, dst, p)
}

// tempFor names a temporary file beside dst, unique to this run.
func tempFor(dst string) string {
	return filepath.Join(filepath.Dir(dst), ".tmp-"+strconv.FormatInt(time.Now().UnixNano(), 36)+"-"+filepath.Base(dst))
}

func (t *Toolbox) convert(ctx context.Context, src string, c Container, dst string, p plan) error {
	tmp := tempFor(dst)
	defer os.Remove(tmp)
	args := []string{"-hide_banner", "-nostdin", "-v", "error", "-y",
		"-protocol_whitelist", "file,pipe", "-max_pixels", maxPixelsArg, "-f", string(c), "-i", "file:" + src,
		"-map", "0:v:0", "-map", "0:a:0?", "-dn", "-sn", "-map_metadata", "-1"}
	if p.cutMs > 0 {
		args = append(args, "-t", strconv.FormatFloat(float64(p.cutMs)/1000, 'f', 3, 64))
	}
	if p.transcodeVideo {
		// 4:2:0 needs even sides; odd ones (434x343) lose a pixel row or column.
		scale := "scale=trunc(iw/2)*2:trunc(ih/2)*2"
		if p.maxHeight > 0 {
			// The shorter side (of the upright picture) becomes maxHeight,
			// the other keeps the shape, even.
			m := strconv.Itoa(p.maxHeight)
			scale = "scale=w='if(gte(iw,ih),-2," + m + ")':h='if(gte(iw,ih)," + m + ",-2)'"
		}
		args = append(args, "-vf", scale, "-c:v", "libx264",
			"-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p", "-threads", "2")
	} else {
		args = append(args, "-c:v", "copy")
	}
	switch p.audio {
	case "copy":
		args = append(args, "-c:a", "copy")
	case "aac":
		args = append(args, "-c:a", "aac", "-b:a", "128k")
	}
	args = append(args, "-movflags", "+faststart", "-f", "mp4", "file:"+tmp)
	if _, err := t.run(ctx, t.FFmpeg, args...); err != nil {
		return fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	return os.Rename(tmp, dst)
}

// coverMaxWidth is the widest a cover taken from a frame is made.
const coverMaxWidth = 640

// CoverSize is the size of the cover taken from a frame of a video of
// width x height (as displayed): at most coverMaxWidth wide, the height in
// proportion, rounded to an even number as the scale filter does. A
// sound-only upload's cover is its WaveWidth x WaveHeight picture, of the
// same shape as the size this gives for it.
func CoverSize(width, height int) (int, int) {
	if width <= 0 || height <= 0 {
		return 0, 0
	}
	w := min(width, coverMaxWidth)
	// av_rescale rounds to the nearest: h = round(w*height / (width*2)) * 2.
	h := (2*w*height + 2*width) / (4 * width) * 2
	return w, max(h, 2)
}

// cover grabs the frame at atMs, upright and at most coverMaxWidth pixels wide.
func (t *Toolbox) cover(ctx context.Context, video, dst string, atMs int64) error {
	tmp := tempFor(dst)
	defer os.Remove(tmp)
	_, err := t.run(ctx, t.FFmpeg, "-hide_banner", "-nostdin", "-v", "error", "-y",
		"-protocol_whitelist", "file,pipe", "-max_pixels", maxPixelsArg, "-ss", strconv.FormatFloat(float64(atMs)/1000, 'f', 3, 64),
		"-f", "mov", "-i", "file:"+video, "-frames:v", "1",
		"-vf", "scale='min("+strconv.Itoa(coverMaxWidth)+",iw)':-2", "-q:v", "4", "-f", "image2", "-c:v", "mjpeg", "file:"+tmp)
	if err != nil {
		return err
	}
	return os.Rename(tmp, dst)
}
