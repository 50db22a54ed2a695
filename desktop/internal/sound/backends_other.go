//go:build cgo && !linux && !darwin && !windows

package sound

import "github.com/gen2brain/malgo"

func platformBackends() []malgo.Backend { return nil }

// loopbacks lists no loopback devices where the OS's capture devices do
// not include them.
func loopbacks(*malgo.AllocatedContext) ([]Device, error) { return nil, nil }
