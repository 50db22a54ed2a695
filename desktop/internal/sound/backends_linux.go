//go:build cgo

package sound

import "github.com/gen2brain/malgo"

func platformBackends() []malgo.Backend {
	return []malgo.Backend{malgo.BackendPulseaudio}
}
