//go:build cgo && !linux && !darwin

package sound

import "github.com/gen2brain/malgo"

func platformBackends() []malgo.Backend { return nil }
