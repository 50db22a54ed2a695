//go:build !linux || (cgo && gtk3)

package main

import (
	"github.com/wailsapp/wails/v3/pkg/application"

	"github.com/reelroom/reelroom/desktop/internal/bubble"
	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/recorder"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// bubblePage is the camera bubble's page (frontend route).
const bubblePage = "/desktop/bubble"

// newBubbleWindow is the camera bubble: round, frameless, above other
// windows, shown while a recording with the camera runs. Over the display
// it is recorded the way the user sees it; in camera-only mode it is the
// user's view of what is recorded.
func newBubbleWindow(app *application.App) *application.WebviewWindow {
	side := bubble.Pixels[settings.BubbleMedium]
	return app.Window.NewWithOptions(application.WebviewWindowOptions{
		Name:           "bubble",
		Title:          "Reelroom camera",
		Width:          side,
		Height:         side,
		MinWidth:       side,
		MinHeight:      side,
		MaxWidth:       side,
		MaxHeight:      side,
		Frameless:      true,
		AlwaysOnTop:    true,
		Hidden:         true,
		BackgroundType: application.BackgroundTypeTransparent,
		URL:            bubblePage,
	})
}

// cameraFor turns on the camera of the settings for a recording of
// display and shows the bubble on it; in camera-only mode the camera is
// what is recorded. No camera chosen leaves it off.
func (u *recorderUI) cameraFor(prefs settings.Settings, on capture.Display, o *recorder.Options) error {
	if prefs.Camera == "" {
		return nil
	}
	side := bubble.Pixels[prefs.CameraSize]
	cam, err := u.camera.On(prefs.Camera, side)
	if err != nil {
		if prefs.Mode == settings.ModeCamera {
			return err
		}
		// The display is still recorded, without the bubble.
		u.log.Warn("camera bubble: the camera did not start", "err", err)
		return nil
	}
	if prefs.Mode == settings.ModeCamera {
		o.Camera = cam
	}
	application.InvokeAsync(func() {
		u.bubble.SetURL(bubblePage)
		u.bubble.Show()
		// Held by equal min and max sizes, not DisableResize (see the bar).
		u.bubble.SetMinSize(side, side)
		u.bubble.SetMaxSize(side, side)
		u.bubble.SetSize(side, side)
		u.bubble.SetPosition(bubble.Place(prefs.BubbleAt, on, side))
	})
	return nil
}

// hideBubble hides the bubble, keeping where the user left it for the next
// recording.
func (u *recorderUI) hideBubble() {
	application.InvokeAsync(func() {
		if !u.bubble.IsVisible() {
			return
		}
		x, y := u.bubble.Position()
		u.bubble.Hide()
		go func() {
			if err := u.keep(func(s *settings.Settings) { s.BubbleAt = &settings.Point{X: x, Y: y} }); err != nil {
				u.log.Warn("camera bubble: keep its place", "err", err)
			}
		}()
	})
}

// cameraOff hides the bubble and turns the camera off.
func (u *recorderUI) cameraOff() {
	u.hideBubble()
	u.camera.Off()
}

// endCamera turns the camera off once no recording needs it: a start in
// progress, or a recording begun since the event that asked, keeps it.
func (u *recorderUI) endCamera() {
	u.starting.Lock()
	defer u.starting.Unlock()
	switch u.rec.State().Status {
	case recorder.Countdown, recorder.Recording, recorder.Paused:
		return
	}
	u.cameraOff()
}
