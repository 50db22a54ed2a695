//go:build cgo

package camera

/*
#cgo pkg-config: libavutil
#include <libavutil/frame.h>
#include <stdint.h>
#include <string.h>

// copy_rows copies the first plane of f, rows of n bytes, into dst.
static void copy_rows(const AVFrame *f, uint8_t *dst, int stride, int n, int rows) {
	for (int y = 0; y < rows; y++) {
		memcpy(dst + (size_t)y * stride, f->data[0] + (size_t)y * f->linesize[0], n);
	}
}
*/
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"time"
	"unsafe"

	"github.com/asticode/go-astiav"

	"github.com/reelroom/reelroom/desktop/internal/capture"
)

var registerOnce sync.Once

// firstFrameWait bounds how long Open waits for the camera's first picture.
const firstFrameWait = 5 * time.Second

// Camera is an open camera. A goroutine reads and decodes its pictures;
// Grab gives the latest. Its methods are safe for concurrent use.
type Camera struct {
	input     *astiav.FormatContext
	interrupt astiav.IOInterrupter
	decoder   *astiav.CodecContext
	stream    int
	width     int
	height    int

	mu     sync.Mutex
	latest []byte // BGRX, width*4 bytes a row
	at     time.Time
	seq    uint64
	err    error
	out    []byte // what Grab gave last

	first chan struct{}
	stop  chan struct{}
	done  chan struct{}
	once  sync.Once
}

// Open starts the camera id (Devices) and waits for its first picture.
func Open(id string) (*Camera, error) {
	format, address, err := parseID(id)
	if err != nil {
		return nil, err
	}
	return openInput(id, format, address, func(opts *astiav.Dictionary) {
		switch format {
		case "v4l2", "avfoundation":
			// avfoundation's default, 29.97, is one most Mac cameras refuse.
			opts.Set("framerate", "30", 0)
		case "dshow":
			// Room for a moment of pictures while the reader is busy, instead
			// of DirectShow's 3 MB (a few 720p pictures) and dropped frames.
			opts.Set("rtbufsize", "64M", 0)
		}
	})
}

// openInput opens FFmpeg's input device format at address, with the
// options set sets, and waits for its first picture; id names it in errors.
func openInput(id, format, address string, set func(*astiav.Dictionary)) (*Camera, error) {
	registerOnce.Do(astiav.RegisterAllDevices)
	inFormat := astiav.FindInputFormat(format)
	if inFormat == nil {
		return nil, fmt.Errorf("camera: FFmpeg has no %s input", format)
	}
	c := &Camera{input: astiav.AllocFormatContext(), first: make(chan struct{}),
		stop: make(chan struct{}), done: make(chan struct{})}
	// Reads must not block: a camera that stops giving pictures (unplugged,
	// stalled) would hold Close, and Stop with it. The interrupt ends the
	// opening when no picture comes in time, and the reading at Close.
	c.input.SetFlags(c.input.Flags().Add(astiav.FormatContextFlagNonblock))
	c.interrupt = c.input.SetInterruptCallback()
	late := time.AfterFunc(firstFrameWait, c.interrupt.Interrupt)
	defer late.Stop()
	opts := astiav.NewDictionary()
	defer opts.Free()
	set(opts)
	if err := c.input.OpenInput(address, inFormat, opts); err != nil {
		c.input.Free()
		return nil, fmt.Errorf("camera: open %s: %w", id, err)
	}
	if err := c.openDecoder(); err != nil {
		c.input.CloseInput()
		c.input.Free()
		return nil, err
	}
	go c.run()
	select {
	case <-c.first:
		return c, nil
	case <-c.done:
		err := c.readErr()
		c.Close()
		return nil, fmt.Errorf("camera: %s gave no picture: %w", id, err)
	case <-time.After(firstFrameWait + time.Second):
		c.Close()
		return nil, fmt.Errorf("camera: %s gave no picture within %v", id, firstFrameWait)
	}
}

func (c *Camera) openDecoder() error {
	if err := c.input.FindStreamInfo(nil); err != nil {
		return fmt.Errorf("camera: read the stream: %w", err)
	}
	for _, s := range c.input.Streams() {
		params := s.CodecParameters()
		if params.MediaType() != astiav.MediaTypeVideo {
			continue
		}
		codec := astiav.FindDecoder(params.CodecID())
		if codec == nil {
			return fmt.Errorf("camera: no decoder for %s", params.CodecID())
		}
		c.decoder = astiav.AllocCodecContext(codec)
		if err := params.ToCodecContext(c.decoder); err != nil {
			c.decoder.Free()
			return fmt.Errorf("camera: decoder: %w", err)
		}
		if err := c.decoder.Open(codec, nil); err != nil {
			c.decoder.Free()
			return fmt.Errorf("camera: open the decoder: %w", err)
		}
		c.stream = s.Index()
		return nil
	}
	return errors.New("camera: the device gives no picture stream")
}

// run reads, decodes and converts pictures until Close.
func (c *Camera) run() {
	defer close(c.done)
	packet, frame, bgrx := astiav.AllocPacket(), astiav.AllocFrame(), astiav.AllocFrame()
	defer packet.Free()
	defer frame.Free()
	defer bgrx.Free()
	var scale *astiav.SoftwareScaleContext
	defer func() {
		if scale != nil {
			scale.Free()
		}
	}()
	for {
		select {
		case <-c.stop:
			return
		default:
		}
		if err := c.input.ReadFrame(packet); err != nil {
			if errors.Is(err, astiav.ErrEagain) {
				time.Sleep(5 * time.Millisecond)
				continue
			}
			c.fail(fmt.Errorf("camera: read: %w", err))
			return
		}
		if packet.StreamIndex() != c.stream {
			packet.Unref()
			continue
		}
		err := c.decoder.SendPacket(packet)
		packet.Unref()
		if err != nil {
			continue // a damaged picture; the next one may do
		}
		for c.decoder.ReceiveFrame(frame) == nil {
			w, h := frame.Width(), frame.Height()
			if scale == nil || scale.SourceWidth() != w || scale.SourceHeight() != h || scale.SourcePixelFormat() != frame.PixelFormat() {
				if scale != nil {
					scale.Free()
				}
				var err error
				scale, err = astiav.CreateSoftwareScaleContext(w, h, frame.PixelFormat(), w, h, astiav.PixelFormatBgr0,
					astiav.NewSoftwareScaleContextFlags(astiav.SoftwareScaleContextFlagFastBilinear))
				if err != nil {
					c.fail(fmt.Errorf("camera: convert: %w", err))
					return
				}
				bgrx.Unref()
				bgrx.SetWidth(w)
				bgrx.SetHeight(h)
				bgrx.SetPixelFormat(astiav.PixelFormatBgr0)
				if err := bgrx.AllocBuffer(0); err != nil {
					c.fail(fmt.Errorf("camera: convert: %w", err))
					return
				}
			}
			if err := scale.ScaleFrame(frame, bgrx); err == nil {
				c.keep(bgrx, w, h)
			}
			frame.Unref()
		}
	}
}

// keep makes f the latest picture.
func (c *Camera) keep(f *astiav.Frame, w, h int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if need := w * h * 4; cap(c.latest) < need {
		c.latest = make([]byte, need)
	} else {
		c.latest = c.latest[:need]
	}
	C.copy_rows((*C.AVFrame)(f.UnsafePointer()), (*C.uint8_t)(unsafe.Pointer(&c.latest[0])), C.int(w*4), C.int(w*4), C.int(h))
	first := c.seq == 0
	c.width, c.height, c.at = w, h, time.Now()
	c.seq++
	if first {
		close(c.first)
	}
}

func (c *Camera) fail(err error) {
	c.mu.Lock()
	c.err = err
	c.mu.Unlock()
}

func (c *Camera) readErr() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Size is the camera's picture size.
func (c *Camera) Size() (width, height int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.width, c.height
}

// Grab gives the latest picture (capture.Screen), valid until the next
// Grab. A camera that stopped giving pictures answers its error.
func (c *Camera) Grab() (capture.Frame, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err != nil {
		return capture.Frame{}, c.err
	}
	c.out = append(c.out[:0], c.latest...)
	return capture.Frame{Pix: c.out, Stride: c.width * 4, Width: c.width, Height: c.height, At: c.at}, nil
}

// Latest calls see with the latest picture and its number (which grows
// with each new one), without copying it; see must not keep pix.
func (c *Camera) Latest(see func(f capture.Frame, seq uint64)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	see(capture.Frame{Pix: c.latest, Stride: c.width * 4, Width: c.width, Height: c.height, At: c.at}, c.seq)
}

// Close stops the camera; Grab answers ErrClosed from then on.
func (c *Camera) Close() error {
	c.once.Do(func() {
		close(c.stop)
		c.interrupt.Interrupt()
		<-c.done
		c.fail(ErrClosed)
		c.decoder.Free()
		c.input.CloseInput()
		c.input.Free()
	})
	return nil
}
