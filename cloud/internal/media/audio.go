package media

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
)

// A sound-only upload (a voice memo, an m4a) becomes an MP4 whose picture is
// its waveform, held still: every player, download and link preview then
// shows something, and the list's cover is the same picture.
const (
	WaveWidth  = 1280
	WaveHeight = 720
	// waveFPS is the still picture's frame rate: low, as every frame is the
	// same, but high enough that the picture ends at most half a second
	// before the sound (the container's duration is the sound's).
	waveFPS = 2
	// waveGOP puts a key frame every 10 s, for seeking.
	waveGOP = 10 * waveFPS
)

// The waveform's colours: a light trace on the player's dark background.
const (
	waveBackground = "0x15171c"
	waveTrace      = "0x8b9cff"
)

// processAudio makes dir/video.mp4 (the waveform picture with src's sound in
// AAC, faststart) and dir/cover.jpg (the picture) from a file with sound only.
func (t *Toolbox) processAudio(ctx context.Context, src string, c Container, in Info, dir string, maxMs int64) (Result, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Result{}, fmt.Errorf("media: create %s: %w", dir, err)
	}
	work, err := os.MkdirTemp(dir, ".tmp-audio-")
	if err != nil {
		return Result{}, fmt.Errorf("media: create work folder: %w", err)
	}
	defer os.RemoveAll(work)
	sound := filepath.Join(work, "sound.m4a")
	soundMs, err := t.extractSound(ctx, src, c, in, sound, maxMs)
	if err != nil {
		return Result{}, err
	}
	picture := filepath.Join(work, CoverFile)
	if err := t.waveform(ctx, sound, picture); err != nil {
		return Result{}, fmt.Errorf("%w: draw waveform: %v", ErrUnreadable, err)
	}
	still := filepath.Join(work, "still.mp4")
	if err := t.stillVideo(ctx, picture, still, soundMs); err != nil {
		return Result{}, err
	}
	dst := filepath.Join(dir, VideoFile)
	if err := t.muxStill(ctx, still, sound, dst); err != nil {
		return Result{}, err
	}
	out, err := t.Probe(ctx, dst, ContainerMOV)
	if err != nil || out.Video == nil || out.Audio == nil {
		os.Remove(dst)
		return Result{}, fmt.Errorf("media: check output: %w", err)
	}
	st, err := os.Stat(dst)
	if err != nil {
		return Result{}, fmt.Errorf("media: stat output: %w", err)
	}
	if err := os.Rename(picture, filepath.Join(dir, CoverFile)); err != nil {
		return Result{}, fmt.Errorf("media: keep cover: %w", err)
	}
	return Result{DurationMs: out.DurationMs, Width: WaveWidth, Height: WaveHeight, SizeBytes: st.Size(),
		HasCover: true, Transcoded: true, AudioOnly: true}, nil
}

// extractSound copies src's first sound stream into an MP4 of its own as AAC
// (converting it when it is another codec) and says how long it really is. A
// file whose index promises more sound than it holds is refused: it was cut
// short, and what remains is not what its owner recorded.
func (t *Toolbox) extractSound(ctx context.Context, src string, c Container, in Info, dst string, maxMs int64) (int64, error) {
	codec := []string{"-c:a", "copy"}
	if in.Audio.Codec != "aac" {
		codec = []string{"-c:a", "aac", "-b:a", "128k"}
	}
	args := []string{"-hide_banner", "-nostdin", "-v", "error", "-y", "-protocol_whitelist", "file,pipe",
		"-f", string(c), "-i", "file:" + src, "-map", "0:a:0", "-vn", "-dn", "-sn", "-map_metadata", "-1"}
	args = append(args, codec...)
	want := in.DurationMs
	if maxMs > 0 && want > maxMs {
		args, want = append(args, "-t", strconv.FormatFloat(float64(maxMs)/1000, 'f', 3, 64)), maxMs
	}
	args = append(args, "-f", "mp4", "file:"+dst)
	if _, err := t.run(ctx, t.FFmpeg, args...); err != nil {
		return 0, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	got, err := t.Probe(ctx, dst, ContainerMOV)
	if err != nil {
		return 0, fmt.Errorf("%w: %v", ErrTruncated, err)
	}
	if got.Audio == nil || got.DurationMs <= 0 || got.DurationMs < want*9/10 {
		return 0, fmt.Errorf("%w: %d ms of sound where the file claims %d ms", ErrTruncated, got.DurationMs, in.DurationMs)
	}
	return got.DurationMs, nil
}

// waveform draws the whole sound, channels mixed, as one picture. The square
// root scale lifts quiet speech so a voice memo does not look like a line.
func (t *Toolbox) waveform(ctx context.Context, sound, dst string) error {
	const marginX, marginY = WaveWidth / 20, WaveHeight * 2 / 9
	graph := fmt.Sprintf("[0:a:0]aformat=channel_layouts=mono,showwavespic=s=%dx%d:colors=%s:scale=sqrt:draw=full[wave];"+
		"color=c=%s:s=%dx%d[bg];[bg][wave]overlay=x=%d:y=%d:shortest=1:format=auto,format=yuvj420p",
		WaveWidth-2*marginX, WaveHeight-2*marginY, waveTrace, waveBackground, WaveWidth, WaveHeight, marginX, marginY)
	_, err := t.run(ctx, t.FFmpeg, "-hide_banner", "-nostdin", "-v", "error", "-y", "-protocol_whitelist", "file,pipe",
		"-f", "mov", "-i", "file:"+sound, "-filter_complex", graph, "-frames:v", "1", "-q:v", "3",
		"-f", "image2", "-c:v", "mjpeg", "file:"+dst)
	return err
}

// stillVideo encodes picture as an H.264 track that ends no later than the
// sound, so the sound alone sets the duration.
func (t *Toolbox) stillVideo(ctx context.Context, picture, dst string, soundMs int64) error {
	frames := max(1, soundMs*waveFPS/1000)
	_, err := t.run(ctx, t.FFmpeg, "-hide_banner", "-nostdin", "-v", "error", "-y", "-protocol_whitelist", "file,pipe",
		"-loop", "1", "-framerate", strconv.Itoa(waveFPS), "-f", "image2", "-c:v", "mjpeg", "-i", "file:"+picture,
		"-map", "0:v:0", "-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-pix_fmt", "yuv420p",
		"-g", strconv.Itoa(waveGOP), "-threads", "2", "-frames:v", strconv.FormatInt(frames, 10),
		"-f", "mp4", "file:"+dst)
	if err != nil {
		return fmt.Errorf("media: encode waveform picture: %w", err)
	}
	return nil
}

// muxStill puts the picture track and the sound in one faststart MP4 at dst,
// whole by rename or not at all.
func (t *Toolbox) muxStill(ctx context.Context, still, sound, dst string) error {
	tmp := tempFor(dst)
	defer os.Remove(tmp)
	_, err := t.run(ctx, t.FFmpeg, "-hide_banner", "-nostdin", "-v", "error", "-y", "-protocol_whitelist", "file,pipe",
		"-f", "mov", "-i", "file:"+still, "-f", "mov", "-i", "file:"+sound,
		"-map", "0:v:0", "-map", "1:a:0", "-c", "copy", "-map_metadata", "-1",
		"-movflags", "+faststart", "-f", "mp4", "file:"+tmp)
	if err != nil {
		return fmt.Errorf("media: join waveform and sound: %w", err)
	}
	return os.Rename(tmp, dst)
}
