//go:build cgo

package sound

import (
	"encoding/hex"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"time"
	"unsafe"

	"github.com/gen2brain/malgo"
)

// backends are the audio systems to use, in order (nil: miniaudio's own
// order, whose PulseAudio start delivers no samples here; naming it works).
var backends = platformBackends()

// Devices lists the capture devices; on PulseAudio the monitor sources are
// the loopbacks of the outputs.
func Devices() ([]Device, error) {
	ctx, err := malgo.InitContext(backends, malgo.ContextConfig{}, nil)
	if err != nil {
		return nil, fmt.Errorf("sound: start audio: %w", err)
	}
	defer func() { ctx.Uninit(); ctx.Free() }()
	infos, err := ctx.Devices(malgo.Capture)
	if err != nil {
		return nil, fmt.Errorf("sound: list devices: %w", err)
	}
	out := make([]Device, 0, len(infos))
	for _, info := range infos {
		name := info.Name()
		raw := strings.TrimRight(string(info.ID[:]), "\x00")
		out = append(out, Device{
			ID:       hex.EncodeToString([]byte(raw)),
			Name:     name,
			Loopback: isLoopback(runtime.GOOS, name, raw),
			Default:  info.IsDefault != 0,
		})
	}
	more, err := loopbacks(ctx)
	return append(out, more...), err
}

// loopbackPrefix starts the ID of an output device's loopback (Windows):
// what it plays, recorded; the output's own ID follows, none for the
// default output.
const loopbackPrefix = "loopback:"

// Capture is one device being recorded.
type Capture struct {
	ctx    *malgo.AllocatedContext
	device *malgo.Device
	once   sync.Once
}

// Open records from the device named id ("" for the default microphone),
// handing each piece to onSamples until Close.
func Open(id string, onSamples Samples) (*Capture, error) {
	ctx, err := malgo.InitContext(backends, malgo.ContextConfig{}, nil)
	if err != nil {
		return nil, fmt.Errorf("sound: start audio: %w", err)
	}
	c := &Capture{ctx: ctx}
	kind := malgo.Capture
	if rest, ok := strings.CutPrefix(id, loopbackPrefix); ok {
		kind, id = malgo.Loopback, rest
	}
	cfg := malgo.DefaultDeviceConfig(kind)
	cfg.Capture.Format = malgo.FormatF32
	cfg.Capture.Channels = Channels
	cfg.SampleRate = SampleRate
	if id != "" {
		raw, err := hex.DecodeString(id)
		var devID malgo.DeviceID
		if err != nil || len(raw) >= len(devID) {
			c.free()
			return nil, fmt.Errorf("sound: no device %q", id)
		}
		copy(devID[:], raw)
		p := devID.Pointer()
		defer freeC(p)
		cfg.Capture.DeviceID = p
	}
	c.device, err = malgo.InitDevice(ctx.Context, cfg, malgo.DeviceCallbacks{
		Data: func(_, in []byte, frames uint32) {
			n := int(frames) * Channels
			if len(in) < n*4 || n == 0 {
				return
			}
			// Heard one period ago, roughly: the piece ends now.
			at := time.Now().Add(-time.Duration(frames) * time.Second / SampleRate)
			pcm := unsafe.Slice((*float32)(unsafe.Pointer(&in[0])), n)
			onSamples(pcm, at)
		},
	})
	if err != nil {
		c.free()
		return nil, fmt.Errorf("sound: open device: %w", err)
	}
	if err := c.device.Start(); err != nil {
		c.Close()
		return nil, fmt.Errorf("sound: start device: %w", err)
	}
	return c, nil
}

// Close stops recording.
func (c *Capture) Close() error {
	c.once.Do(func() {
		if c.device != nil {
			c.device.Uninit()
		}
		c.free()
	})
	return nil
}

func (c *Capture) free() {
	c.ctx.Uninit()
	c.ctx.Free()
}
