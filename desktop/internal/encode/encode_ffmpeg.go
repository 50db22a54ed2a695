//go:build cgo

package encode

/*
#cgo pkg-config: libavutil
#include <libavutil/frame.h>
#include <stdint.h>

// point_plane makes f's first plane the caller's pixels, without copying.
static void point_plane(AVFrame *f, uint8_t *pix, int stride) {
	f->data[0] = pix;
	f->linesize[0] = stride;
}

// planes gives f's plane pointers for writing samples.
static float *plane(AVFrame *f, int i) { return (float *)f->data[i]; }
*/
import "C"

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"
	"unsafe"

	"github.com/asticode/go-astiav"

	"github.com/reelroom/reelroom/desktop/internal/capture"
)

// FFmpeg's own messages (x264's statistics at each close) only for errors.
func init() { astiav.SetLogLevel(astiav.LogLevelError) }

// ms is the codecs' time base: timestamps are milliseconds of recording.
var ms = astiav.NewRational(1, 1000)

// Encoder writes one recording. Its methods are not safe for concurrent
// use; the recorder calls them from one goroutine.
type Encoder struct {
	o      Options
	outW   int
	outH   int
	format *astiav.FormatContext
	io     *astiav.IOContext
	video  *track
	audio  *track
	scale  *astiav.SoftwareScaleContext
	src    *astiav.Frame
	yuv    *astiav.Frame
	pcm    *astiav.Frame
	packet *astiav.Packet
	// pending holds sound not yet a whole AAC frame: interleaved samples.
	pending []float32
	// samples counts the sound sent to the encoder, for its timestamps.
	samples int64
	// lastVideo is the last video timestamp given, in ms.
	lastVideo int64
	closed    bool
}

// track is one stream: its encoder and where its packets go.
type track struct {
	codec  *astiav.CodecContext
	stream *astiav.Stream
}

// Create opens the file and writes the MP4's header (an empty index: the
// fragments carry their own).
func Create(o Options) (e *Encoder, err error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	e = &Encoder{o: o, lastVideo: -1}
	e.outW, e.outH = OutputSize(o.SourceWidth, o.SourceHeight, o.MaxHeight)
	defer func() {
		if err != nil {
			e.free()
			os.Remove(o.Path)
		}
	}()
	if e.format, err = astiav.AllocOutputFormatContext(nil, "mp4", o.Path); err != nil {
		return nil, fmt.Errorf("encode: mp4 muxer: %w", err)
	}
	if e.video, err = e.openVideo(); err != nil {
		return nil, err
	}
	if o.Channels > 0 {
		if e.audio, err = e.openAudio(); err != nil {
			return nil, err
		}
	}
	if e.io, err = astiav.OpenIOContext(o.Path, astiav.NewIOContextFlags(astiav.IOContextFlagWrite)); err != nil {
		return nil, fmt.Errorf("encode: open %s: %w", o.Path, err)
	}
	e.format.SetPb(e.io)
	opts := astiav.NewDictionary()
	defer opts.Free()
	// A fragment every quarter second (and at each key frame), each written
	// out at once: a crash loses at most the fragment being made.
	opts.Set("movflags", "frag_keyframe+empty_moov+default_base_moof", 0)
	opts.Set("frag_duration", strconv.Itoa(int(FragmentDuration/time.Microsecond)), 0)
	opts.Set("flush_packets", "1", 0)
	if err := e.format.WriteHeader(opts); err != nil {
		return nil, fmt.Errorf("encode: write header: %w", err)
	}
	e.packet = astiav.AllocPacket()
	return e, nil
}

func (e *Encoder) openVideo() (*track, error) {
	codec := astiav.FindEncoderByName("libx264")
	if codec == nil {
		return nil, errors.New("encode: FFmpeg has no libx264")
	}
	cc := astiav.AllocCodecContext(codec)
	t := &track{codec: cc}
	cc.SetWidth(e.outW)
	cc.SetHeight(e.outH)
	cc.SetPixelFormat(astiav.PixelFormatYuv420P)
	cc.SetTimeBase(ms)
	cc.SetFramerate(astiav.NewRational(e.o.FPS, 1))
	cc.SetGopSize(e.o.FPS) // a key frame, hence a fragment, every second
	if e.format.OutputFormat().Flags().Has(astiav.IOFormatFlagGlobalheader) {
		cc.SetFlags(cc.Flags().Add(astiav.CodecContextFlagGlobalHeader))
	}
	opts := astiav.NewDictionary()
	defer opts.Free()
	opts.Set("preset", e.o.Preset, 0)
	opts.Set("tune", "zerolatency", 0) // no look-ahead: each picture leaves at once
	opts.Set("crf", "26", 0)
	if err := cc.Open(codec, opts); err != nil {
		cc.Free()
		return nil, fmt.Errorf("encode: open libx264: %w", err)
	}
	if err := e.addStream(t); err != nil {
		return nil, err
	}
	var err error
	e.scale, err = astiav.CreateSoftwareScaleContext(e.o.SourceWidth, e.o.SourceHeight, astiav.PixelFormatBgr0,
		e.outW, e.outH, astiav.PixelFormatYuv420P, astiav.NewSoftwareScaleContextFlags(astiav.SoftwareScaleContextFlagFastBilinear))
	if err != nil {
		return nil, fmt.Errorf("encode: scaler: %w", err)
	}
	e.src = astiav.AllocFrame()
	e.src.SetWidth(e.o.SourceWidth)
	e.src.SetHeight(e.o.SourceHeight)
	e.src.SetPixelFormat(astiav.PixelFormatBgr0)
	e.yuv = astiav.AllocFrame()
	e.yuv.SetWidth(e.outW)
	e.yuv.SetHeight(e.outH)
	e.yuv.SetPixelFormat(astiav.PixelFormatYuv420P)
	if err := e.yuv.AllocBuffer(0); err != nil {
		return nil, fmt.Errorf("encode: picture buffer: %w", err)
	}
	return t, nil
}

func (e *Encoder) openAudio() (*track, error) {
	codec := astiav.FindEncoderByName("aac")
	if codec == nil {
		return nil, errors.New("encode: FFmpeg has no AAC encoder")
	}
	cc := astiav.AllocCodecContext(codec)
	t := &track{codec: cc}
	cc.SetSampleFormat(astiav.SampleFormatFltp)
	cc.SetSampleRate(e.o.SampleRate)
	layout := astiav.ChannelLayoutMono
	if e.o.Channels == 2 {
		layout = astiav.ChannelLayoutStereo
	}
	cc.SetChannelLayout(layout)
	cc.SetBitRate(128_000)
	cc.SetTimeBase(astiav.NewRational(1, e.o.SampleRate))
	if e.format.OutputFormat().Flags().Has(astiav.IOFormatFlagGlobalheader) {
		cc.SetFlags(cc.Flags().Add(astiav.CodecContextFlagGlobalHeader))
	}
	if err := cc.Open(codec, nil); err != nil {
		cc.Free()
		return nil, fmt.Errorf("encode: open AAC: %w", err)
	}
	if err := e.addStream(t); err != nil {
		return nil, err
	}
	e.pcm = astiav.AllocFrame()
	e.pcm.SetSampleFormat(astiav.SampleFormatFltp)
	e.pcm.SetSampleRate(e.o.SampleRate)
	e.pcm.SetChannelLayout(layout)
	e.pcm.SetNbSamples(cc.FrameSize())
	if err := e.pcm.AllocBuffer(0); err != nil {
		return nil, fmt.Errorf("encode: sound buffer: %w", err)
	}
	return t, nil
}

func (e *Encoder) addStream(t *track) error {
	t.stream = e.format.NewStream(nil)
	if t.stream == nil {
		t.codec.Free()
		return errors.New("encode: add stream")
	}
	if err := t.stream.CodecParameters().FromCodecContext(t.codec); err != nil {
		t.codec.Free()
		return fmt.Errorf("encode: stream parameters: %w", err)
	}
	t.stream.SetTimeBase(t.codec.TimeBase())
	return nil
}

// WriteVideo encodes one picture taken at `at` into the recording (paused
// time already taken out). Pictures must come in time order; one at the
// same millisecond as the last is dropped.
func (e *Encoder) WriteVideo(f capture.Frame, at time.Duration) error {
	if e.closed {
		return errors.New("encode: closed")
	}
	if f.Width != e.o.SourceWidth || f.Height != e.o.SourceHeight || len(f.Pix) < f.Stride*f.Height {
		return fmt.Errorf("encode: picture %dx%d does not match the source %dx%d", f.Width, f.Height, e.o.SourceWidth, e.o.SourceHeight)
	}
	pts := at.Milliseconds()
	if pts <= e.lastVideo {
		return nil
	}
	e.lastVideo = pts
	C.point_plane((*C.AVFrame)(e.src.UnsafePointer()), (*C.uint8_t)(unsafe.Pointer(&f.Pix[0])), C.int(f.Stride))
	if err := makeWritable(e.yuv); err != nil {
		return err
	}
	err := e.scale.ScaleFrame(e.src, e.yuv)
	// The source frame must not keep pointing at the caller's pixels.
	C.point_plane((*C.AVFrame)(e.src.UnsafePointer()), nil, 0)
	if err != nil {
		return fmt.Errorf("encode: scale: %w", err)
	}
	e.yuv.SetPts(pts)
	return e.encode(e.video, e.yuv)
}

// WriteAudio adds interleaved samples (Channels per sample instant, -1..1)
// whose first sample was heard at `at`. Sound is cut into AAC frames; its
// timestamps count samples, starting from the first call's `at`.
func (e *Encoder) WriteAudio(pcm []float32, at time.Duration) error {
	if e.closed {
		return errors.New("encode: closed")
	}
	if e.audio == nil {
		return errors.New("encode: the recording has no audio track")
	}
	if e.samples == 0 && len(e.pending) == 0 {
		e.samples = at.Microseconds() * int64(e.o.SampleRate) / 1_000_000
	}
	e.pending = append(e.pending, pcm...)
	size := e.audio.codec.FrameSize() * e.o.Channels
	sent := 0
	for ; len(e.pending)-sent >= size; sent += size {
		if err := e.sendSound(e.pending[sent : sent+size]); err != nil {
			return err
		}
	}
	// The rest moves to the front: the buffer is reused, not reallocated.
	e.pending = e.pending[:copy(e.pending, e.pending[sent:])]
	return nil
}

// sendSound encodes one AAC frame of interleaved samples.
func (e *Encoder) sendSound(interleaved []float32) error {
	if err := makeWritable(e.pcm); err != nil {
		return err
	}
	n, ch := len(interleaved)/e.o.Channels, e.o.Channels
	f := (*C.AVFrame)(e.pcm.UnsafePointer())
	for c := range ch {
		plane := unsafe.Slice((*float32)(unsafe.Pointer(C.plane(f, C.int(c)))), n)
		for i := range n {
			plane[i] = interleaved[i*ch+c]
		}
	}
	e.pcm.SetPts(e.samples)
	e.samples += int64(n)
	return e.encode(e.audio, e.pcm)
}

// encode sends frame (nil: flush) to t's encoder and muxes what comes out.
func (e *Encoder) encode(t *track, frame *astiav.Frame) error {
	if err := t.codec.SendFrame(frame); err != nil {
		return fmt.Errorf("encode: send frame: %w", err)
	}
	for {
		err := t.codec.ReceivePacket(e.packet)
		if errors.Is(err, astiav.ErrEagain) || errors.Is(err, astiav.ErrEof) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("encode: receive packet: %w", err)
		}
		e.packet.SetStreamIndex(t.stream.Index())
		e.packet.RescaleTs(t.codec.TimeBase(), t.stream.TimeBase())
		err = e.format.WriteInterleavedFrame(e.packet)
		e.packet.Unref()
		if err != nil {
			return fmt.Errorf("encode: write: %w", err)
		}
	}
}

// Close flushes the encoders and finishes the file.
func (e *Encoder) Close() error {
	if e.closed {
		return nil
	}
	e.closed = true
	var errs []error
	if e.audio != nil && len(e.pending) > 0 {
		// The last partial frame, padded with silence.
		last := make([]float32, e.audio.codec.FrameSize()*e.o.Channels)
		copy(last, e.pending)
		errs = append(errs, e.sendSound(last))
	}
	for _, t := range []*track{e.video, e.audio} {
		if t != nil {
			errs = append(errs, e.encode(t, nil))
		}
	}
	errs = append(errs, e.format.WriteTrailer())
	e.free()
	return errors.Join(errs...)
}

func (e *Encoder) free() {
	for _, t := range []*track{e.video, e.audio} {
		if t != nil {
			t.codec.Free()
		}
	}
	for _, f := range []*astiav.Frame{e.src, e.yuv, e.pcm} {
		if f != nil {
			f.Free()
		}
	}
	if e.scale != nil {
		e.scale.Free()
	}
	if e.packet != nil {
		e.packet.Free()
	}
	if e.io != nil {
		e.io.Close()
	}
	if e.format != nil {
		e.format.Free()
	}
	e.video, e.audio, e.src, e.yuv, e.pcm, e.scale, e.packet, e.io, e.format = nil, nil, nil, nil, nil, nil, nil, nil, nil
}
