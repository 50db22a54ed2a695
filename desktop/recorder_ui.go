//go:build !linux || (cgo && gtk3)

package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"sync"
	"time"

	"github.com/wailsapp/wails/v3/pkg/application"
	"github.com/wailsapp/wails/v3/pkg/services/notifications"

	"github.com/reelroom/reelroom/desktop/internal/bubble"
	"github.com/reelroom/reelroom/desktop/internal/camera"
	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/locale"
	"github.com/reelroom/reelroom/desktop/internal/pending"
	"github.com/reelroom/reelroom/desktop/internal/recorder"
	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/desktop/internal/sound"
	"github.com/reelroom/reelroom/desktop/internal/webui"
)

// barPage is the recording bar's page (frontend route); the bar's window
// is barWidth x barHeight, at the top middle of the recorded display.
const (
	barPage   = "/desktop/bar"
	barWidth  = 460
	barHeight = 56
)

// recorderUI joins the recorder to the app: the tray, the recording bar
// window, the hotkeys, and what happens when a link is ready.
type recorderUI struct {
	log    *slog.Logger
	live   *settings.Live
	rec    *recorder.Recorder
	d      *desktop
	bar    *application.WebviewWindow
	bubble *application.WebviewWindow
	camera bubble.Bubble
	// starting is held while a start turns the camera on and the recorder
	// takes it, and while the camera is turned off: a second start or a
	// late event cannot turn off the camera a recording uses.
	starting sync.Mutex
	notify   *notifications.NotificationService
	// keep saves a change of the settings the app makes itself.
	keep func(func(*settings.Settings)) error
}

func newRecorderUI(log *slog.Logger, live *settings.Live, acct *account, store *pending.Store, d *desktop) *recorderUI {
	u := &recorderUI{log: log, live: live, d: d, notify: notifications.New()}
	u.rec = recorder.New(recorder.Deps{
		Log:             log,
		Server:          func() string { return live.Get().Server },
		Client:          acct.renew.Client,
		Store:           store,
		Event:           u.event,
		Done:            u.done,
		Stopped:         func() { go u.endCamera() },
		RoomUnavailable: u.roomUnavailable,
	})
	return u
}

// shell is what the bar and the main window may ask of the recorder.
func (u *recorderUI) shell() *webui.RecorderShell {
	return &webui.RecorderShell{
		State:   func() any { return u.rec.State() },
		Act:     u.act,
		Devices: devices,
		Waiting: func() (any, error) { return u.rec.Waiting() },
		CameraFrame: func(ctx context.Context, after uint64) ([]byte, uint64, error) {
			pic, n, err := u.camera.Frame(ctx, after)
			if errors.Is(err, bubble.ErrOff) {
				return nil, 0, webui.ErrNotFound
			}
			return pic, n, err
		},
		Retry: func(id string) error {
			err := u.rec.Retry(id, func(err error) {
				if err != nil {
					u.log.Warn("retry: the recording still waits", "id", id, "err", err)
				}
			})
			switch {
			case errors.Is(err, recorder.ErrNoSuchRecording):
				return webui.ErrNotFound
			case errors.Is(err, recorder.ErrBusy):
				return webui.ErrNotNow
			}
			return err
		},
	}
}

func (u *recorderUI) act(action string) error {
	ok := false
	switch action {
	case "start":
		return u.start()
	case "cancel":
		ok = u.rec.Cancel()
	case "pause":
		ok = u.rec.Pause()
	case "resume":
		ok = u.rec.Resume()
	case "stop":
		ok = u.rec.Stop()
	case "discard":
		ok = u.rec.Discard()
	}
	if !ok {
		return webui.ErrNotNow
	}
	return nil
}

// start counts down and records the display (with the camera bubble on it)
// or the camera alone, the microphone and the computer's sound, at the
// resolution of the settings (the primary display when the chosen one is
// gone).
func (u *recorderUI) start() error {
	u.starting.Lock()
	defer u.starting.Unlock()
	displays, err := capture.Displays()
	if err != nil {
		return err
	}
	if len(displays) == 0 {
		return errors.New("no display to record")
	}
	prefs := u.live.Get()
	display := displays[0]
	for _, d := range displays {
		if (prefs.Display == "" && d.Primary) || d.ID == prefs.Display {
			display = d
		}
	}
	o := recorder.Options{Display: display, Sound: prefs.Microphone, SystemSound: prefs.SystemSound,
		MaxHeight: prefs.Resolution, ChannelID: prefs.RecordChannelID}
	if u.rec.State().Status != recorder.Ready {
		return webui.ErrNotNow
	}
	// Camera-only records from the camera, which must be on first; the
	// bubble over a display waits until the recorder took the start, so a
	// refused one (signed out, at the limit) does not light the camera.
	cameraOnly := prefs.Mode == settings.ModeCamera
	// macOS records the screen only once the user allowed it: say where,
	// rather than count down to a recording that cannot start.
	if !cameraOnly {
		if err := capture.Allowed(); err != nil {
			go u.screenNotAllowed()
			return err
		}
	}
	if cameraOnly {
		if err := u.cameraFor(prefs, display, &o); err != nil {
			return err
		}
	}
	err = u.rec.Start(o)
	if err != nil && cameraOnly {
		u.cameraOff()
	}
	if err == nil && !cameraOnly {
		u.cameraFor(prefs, display, &o)
	}
	if errors.Is(err, recorder.ErrBusy) {
		return webui.ErrNotNow
	}
	if errors.Is(err, recorder.ErrSignedOut) {
		focus(u.d.window)
		return err
	}
	var limit *recorder.LimitError
	if errors.As(err, &limit) {
		// The main window offers Premium instead (spec 6).
		application.InvokeAsync(func() {
			u.d.window.SetURL(fmt.Sprintf("/my_videos?limit=%d", limit.Limit))
			focus(u.d.window)
		})
		return err
	}
	if err == nil {
		u.showBar(display)
		// The countdown has no event of its own: the tray offers Stop now.
		go u.d.tray.redraw()
	}
	return err
}

// toggle is the start/stop hotkey and the tray's item.
func (u *recorderUI) toggle() {
	switch u.rec.State().Status {
	case recorder.Ready:
		if err := u.start(); err != nil {
			u.log.Warn("recording did not start", "err", err)
		}
	case recorder.Countdown:
		u.rec.Cancel()
	case recorder.Recording, recorder.Paused:
		u.rec.Stop()
	}
}

// pauseToggle is the pause/resume hotkey.
func (u *recorderUI) pauseToggle() {
	if !u.rec.Pause() {
		u.rec.Resume()
	}
}

// showBar puts the bar at the top middle of the display being recorded.
func (u *recorderUI) showBar(on capture.Display) {
	application.InvokeAsync(func() {
		u.bar.SetURL(barPage)
		// Keep the bar out of screen captures where the OS can: Windows'
		// WDA_EXCLUDEFROMCAPTURE, macOS's NSWindowSharingNone (which
		// AVCaptureScreenInput, the macOS backend's source, does not honour:
		// see README, macOS); nothing on X11.
		u.bar.SetContentProtection(true)
		u.bar.Show()
		// GTK sizes a window from its content the first time it shows.
		u.bar.SetSize(barWidth, barHeight)
		u.bar.SetPosition(on.X+(on.Width-barWidth)/2, on.Y+24)
	})
}

// event follows the recorder: the camera goes off when the recording ends,
// the bar leaves when it is ready again, the tray's item says Start or Stop.
func (u *recorderUI) event(name string) {
	u.log.Info("recorder", "event", name)
	switch name {
	case recorder.EventStop:
		u.hideBubble() // the camera stays on until the file is finished (Stopped)
	case recorder.EventAbortStop:
		go u.endCamera()
	case recorder.EventReady:
		application.InvokeAsync(func() { u.bar.Hide() })
		go u.endCamera()
	}
	go u.d.tray.redraw()
}

// done puts the link on the clipboard, says so, and opens the video in the
// main window with the rename dialog (spec 4): in its room for a room
// recording, whose link is the room's page of it.
func (u *recorderUI) done(fin recorder.Finished) {
	application.InvokeAsync(func() {
		u.d.app.Clipboard.SetText(fin.Link)
		words := locale.RecorderFor(u.live.Get().Language)
		title, page := words.LinkReady, fmt.Sprintf("/video/%d", fin.VideoID)
		if fin.ChannelID != 0 {
			title, page = words.RoomLinkReady, fmt.Sprintf("/roomDetail/%d/%d", fin.ChannelID, fin.VideoID)
		}
		if err := u.notify.SendNotification(notifications.NotificationOptions{
			ID: fmt.Sprintf("video-%d", fin.VideoID), Title: title, Body: fin.Link,
		}); err != nil {
			u.log.Warn("notification", "err", err)
		}
		u.d.window.SetURL(page + "?rename=" + url.QueryEscape(fin.Title))
		focus(u.d.window)
	})
}

// roomUnavailable hears that the room chosen for the recording starting now
// is gone or closed to the user: the recording goes into My Videos (the bar
// says so too), and so do the next ones until a room is chosen again, so the
// tray and the window name where recordings really go.
func (u *recorderUI) roomUnavailable(channelID int64) {
	prefs := u.live.Get()
	name := ""
	if prefs.RecordChannelID == channelID {
		name = prefs.RecordChannelName
		if err := u.keep(func(s *settings.Settings) {
			if s.RecordChannelID == channelID {
				s.RecordChannelID, s.RecordChannelName = 0, ""
			}
		}); err != nil {
			u.log.Warn("forget the unavailable room", "err", err)
		}
	}
	words := locale.RecorderFor(prefs.Language)
	if err := u.notify.SendNotification(notifications.NotificationOptions{
		ID: fmt.Sprintf("room-unavailable-%d", channelID), Title: words.RoomUnavailable, Body: words.RoomGoneText(name),
	}); err != nil {
		u.log.Warn("notification", "err", err)
	}
	go u.d.tray.redraw()
}

// recover finishes what earlier runs left, once signed in.
func (u *recorderUI) recover() {
	go u.askNotifications()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	done, err := u.rec.Recover(ctx)
	if err != nil {
		u.log.Warn("recordings left from before: some still wait", "err", err)
	}
	if len(done) > 0 {
		u.log.Info("recordings left from before are uploaded", "count", len(done))
	}
}

// hotkeys registers the global shortcuts of the settings (start/stop and
// pause/resume, anywhere), replacing those registered before; a desktop
// that refuses them (a Wayland compositor without the portal, another app
// holding the keys) leaves the tray and the bar.
func (u *recorderUI) hotkeys(app *application.App) {
	if err := app.GlobalShortcut.UnregisterAll(); err != nil {
		u.log.Warn("hotkeys: unregister", "err", err)
	}
	prefs := u.live.Get()
	for key, do := range map[string]func(){prefs.HotkeyRecord: u.toggle, prefs.HotkeyPause: u.pauseToggle} {
		do := do
		if err := app.GlobalShortcut.Register(key, func() { go do() }); err != nil {
			u.log.Warn("hotkey not registered", "key", key, "err", err)
		}
	}
}

// deviceList is what can be recorded.
type deviceList struct {
	Displays    []capture.Display `json:"displays"`
	Microphones []sound.Device    `json:"microphones"`
	Cameras     []camera.Device   `json:"cameras"`
}

// devices lists the displays, sound sources and cameras; a system without
// sound or cameras still lists its displays.
func devices() (any, error) {
	displays, err := capture.Displays()
	if err != nil {
		return nil, err
	}
	mics, err := sound.Devices()
	if err != nil {
		mics = []sound.Device{}
	}
	cams, err := camera.Devices()
	if err != nil {
		cams = []camera.Device{}
	}
	return deviceList{Displays: displays, Microphones: mics, Cameras: cams}, nil
}
