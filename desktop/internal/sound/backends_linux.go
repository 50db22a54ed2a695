//go:build cgo

package sound

import "github.com/gen2brain/malgo"

func platformBackends() []malgo.Backend {
	return []malgo.Backend{malgo.BackendPulseaudio}
}

// loopbacks lists nothing more: PulseAudio's monitor sources, among the
// capture devices, are the loopbacks.
func loopbacks(*malgo.AllocatedContext) ([]Device, error) { return nil, nil }
