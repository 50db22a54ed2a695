//go:build cgo

package sound

import "github.com/gen2brain/malgo"

// platformBackends: Core Audio. macOS asks the user the first time a
// microphone opens (Info.plist's NSMicrophoneUsageDescription); refused,
// the device gives silence, which the bar reports as no sound. macOS has no
// loopback of its output in Core Audio: the computer's sound is recordable
// only through a virtual device (BlackHole and the like), listed as a
// microphone.
func platformBackends() []malgo.Backend {
	return []malgo.Backend{malgo.BackendCoreaudio}
}

// loopbacks lists nothing more: the virtual devices are among the capture
// devices (isLoopback).
func loopbacks(*malgo.AllocatedContext) ([]Device, error) { return nil, nil }
