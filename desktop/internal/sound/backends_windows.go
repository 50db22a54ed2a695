//go:build cgo

package sound

import (
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/gen2brain/malgo"
)

// WASAPI: capture devices are microphones; what an output device plays is
// recorded through WASAPI's loopback of that device.
func platformBackends() []malgo.Backend { return []malgo.Backend{malgo.BackendWasapi} }

// loopbacks lists the loopback of each output device: the default
// output's first, with no device ID (loopbackPrefix alone), so it follows
// the output Windows uses when the recording starts.
func loopbacks(ctx *malgo.AllocatedContext) ([]Device, error) {
	infos, err := ctx.Devices(malgo.Playback)
	if err != nil {
		return nil, fmt.Errorf("sound: list outputs: %w", err)
	}
	out := []Device{{ID: loopbackPrefix, Name: "Computer sound", Loopback: true}}
	for _, info := range infos {
		raw := strings.TrimRight(string(info.ID[:]), "\x00")
		out = append(out, Device{ID: loopbackPrefix + hex.EncodeToString([]byte(raw)),
			Name: "Computer sound: " + info.Name(), Loopback: true})
	}
	return out, nil
}
