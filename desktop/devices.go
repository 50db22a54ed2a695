package main

import (
	"github.com/reelroom/reelroom/desktop/internal/camera"
	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/sound"
	"github.com/reelroom/reelroom/shared/api"
)

// deviceList is what can be recorded, as the contract names it
// (GET /_desktop/devices): never null lists.
func deviceList(displays []capture.Display, mics []sound.Device, cams []camera.Device) api.DesktopDevices {
	out := api.DesktopDevices{Displays: []api.DesktopDisplay{}, Microphones: []api.DesktopSoundDevice{}, Cameras: []api.DesktopCamera{}}
	for _, d := range displays {
		out.Displays = append(out.Displays, api.DesktopDisplay{ID: d.ID, Name: d.Name, Primary: d.Primary,
			X: d.X, Y: d.Y, Width: d.Width, Height: d.Height})
	}
	for _, m := range mics {
		out.Microphones = append(out.Microphones, api.DesktopSoundDevice{ID: m.ID, Name: m.Name, Loopback: m.Loopback, Default: m.Default})
	}
	for _, c := range cams {
		out.Cameras = append(out.Cameras, api.DesktopCamera{ID: c.ID, Name: c.Name})
	}
	return out
}
