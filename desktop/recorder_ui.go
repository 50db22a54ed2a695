//go:build !linux || (cgo && gtk3)

package main

import (
	"context"
	"errors"
	"fmt"
	"image"
	"log/slog"
	"net/url"
	"sync"
	"time"

	"github.com/wailsapp/wails/v3/pkg/application"
	"github.com/wailsapp/wails/v3/pkg/events"
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
	"github.com/reelroom/reelroom/shared/api"
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
	// barAt guards where the bar is and whether it shows (for the cover).
	barAt    sync.Mutex
	barRect  image.Rectangle
	barShown bool
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
		NoteUnsaved:     u.noteUnsaved,
		LimitReached:    u.limitReached,
		VideoLimit:      u.offerPremium,
	})
	return u
}

// offerPremium shows the upgrade prompt in the main window instead of a
// recording: the plan's video limit is reached (spec 6).
func (u *recorderUI) offerPremium(limit int) {
	application.InvokeAsync(func() {
		u.d.window.SetURL(fmt.Sprintf("/my_videos?limit=%d", limit))
		focus(u.d.window)
	})
}

// active says whether a recording is under way (counting down included),
// and whether it is paused: what the tray offers.
func (u *recorderUI) active() (active, paused bool) {
	st := u.rec.State().Status
	return st == recorder.Recording || st == recorder.Paused || st == recorder.Countdown, st == recorder.Paused
}

// nameBar names the bar's window in the app's language; on the main thread.
func (u *recorderUI) nameBar() {
	setWindowTitle(u.bar, locale.RecorderFor(u.live.Get().Language).BarTitle)
}

// noteUnsaved tells the user that a recording's recovery note could not be
// saved: recovery after a crash is not guaranteed (the bar says so too).
func (u *recorderUI) noteUnsaved(e *recorder.NoteError) {
	words := locale.RecorderFor(u.live.Get().Language)
	u.say(fmt.Sprintf("recovery-at-risk-%d", e.VideoID), words.RecoveryAtRisk, words.RecoveryAtRiskFor(e.Title))
}

// limitReached tells the user the plan's length limit stopped the recording.
func (u *recorderUI) limitReached(seconds int) {
	words := locale.RecorderFor(u.live.Get().Language)
	u.say("limit-reached", words.LimitReached, words.LimitReachedAfter(seconds))
}

// say shows a notification, logging one the desktop refused.
func (u *recorderUI) say(id, title, body string) {
	if err := u.notify.SendNotification(notifications.NotificationOptions{ID: id, Title: title, Body: body}); err != nil {
		u.log.Warn("notification", "id", id, "err", err)
	}
}

// shell is what the bar and the main window may ask of the recorder.
func (u *recorderUI) shell() *webui.RecorderShell {
	return &webui.RecorderShell{
		State:   u.rec.State,
		Act:     u.act,
		Devices: devices,
		Waiting: u.rec.Waiting,
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

func (u *recorderUI) act(action api.DesktopRecorderAction) error {
	ok := false
	switch action {
	case api.DesktopStart:
		return u.start()
	case api.DesktopCancel:
		ok = u.rec.Cancel()
	case api.DesktopPause:
		ok = u.rec.Pause()
	case api.DesktopResume:
		ok = u.rec.Resume()
	case api.DesktopStop:
		ok = u.rec.Stop()
	case api.DesktopDiscard:
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
	// The bar stays out of the video: on a display not recorded, else
	// excluded from capture by the OS, else (X11) painted out of each picture.
	bar, cover := barPlace(displays, display, prefs.Mode == settings.ModeCamera)
	if cover && !excludesFromCapture {
		o.Cover = u.barCover
	}
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
		u.offerPremium(limit.Limit)
		return err
	}
	if err == nil {
		u.showBar(bar)
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

// showBar puts the bar at, and keeps where it is for the cover.
func (u *recorderUI) showBar(at image.Rectangle) {
	u.barAt.Lock()
	u.barRect, u.barShown = at, true
	u.barAt.Unlock()
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
		u.bar.SetPosition(at.Min.X, at.Min.Y)
	})
}

// hideBar hides the bar.
func (u *recorderUI) hideBar() {
	u.barAt.Lock()
	u.barShown = false
	u.barAt.Unlock()
	application.InvokeAsync(func() { u.bar.Hide() })
}

// followBar keeps where the bar is when the user drags it.
func (u *recorderUI) followBar() {
	u.bar.OnWindowEvent(events.Common.WindowDidMove, func(*application.WindowEvent) {
		b := u.bar.Bounds()
		u.barAt.Lock()
		u.barRect = image.Rect(b.X, b.Y, b.X+b.Width, b.Y+b.Height)
		u.barAt.Unlock()
	})
}

// barCover is where the bar is while shown (recorder.Cover).
func (u *recorderUI) barCover() (image.Rectangle, bool) {
	u.barAt.Lock()
	defer u.barAt.Unlock()
	return u.barRect, u.barShown
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
		u.hideBar()
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

// devices lists the displays, sound sources and cameras; a system without
// sound or cameras still lists its displays.
func devices() (api.DesktopDevices, error) {
	displays, err := capture.Displays()
	if err != nil {
		return api.DesktopDevices{}, err
	}
	mics, err := sound.Devices()
	if err != nil {
		mics = nil
	}
	cams, err := camera.Devices()
	if err != nil {
		cams = nil
	}
	return deviceList(displays, mics, cams), nil
}
