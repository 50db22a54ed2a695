//go:build !linux || (cgo && gtk3)

// Command reelroom-desktop is the Reelroom desktop app: a Wails v3 window
// around the same React app the cloud serves, talking to the cloud service
// named in the user's settings. On Linux it builds with cgo and the gtk3
// tag (Debian 12 has WebKitGTK 4.1, not GTK 4); see `make desktop`.
package main

import (
	"log/slog"
	"os"
	"sync/atomic"
	"time"

	"github.com/wailsapp/wails/v3/pkg/application"
	"github.com/wailsapp/wails/v3/pkg/events"

	"github.com/reelroom/reelroom/desktop/internal/autostart"
	"github.com/reelroom/reelroom/desktop/internal/credentials"
	"github.com/reelroom/reelroom/desktop/internal/handoff"
	"github.com/reelroom/reelroom/desktop/internal/icon"
	"github.com/reelroom/reelroom/desktop/internal/link"
	"github.com/reelroom/reelroom/desktop/internal/pending"
	"github.com/reelroom/reelroom/desktop/internal/recorder"
	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/desktop/internal/webui"
	"github.com/reelroom/reelroom/shared/api"
)

// uniqueID names the app to the OS: single instance, D-Bus, config.
const uniqueID = "app.reelroom.desktop"

// SettingsPage is the window's settings screen (frontend route).
const settingsPage = "/settings"

func main() {
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	if err := run(log); err != nil {
		log.Error("reelroom-desktop stopped", "err", err)
		os.Exit(1)
	}
}

// hooks are the points a test build takes over (automation_e2e.go).
type hooks struct {
	// openURL opens an address in the system browser.
	openURL func(string) error
	// pollEvery is how often a sign-in asks the server.
	pollEvery time.Duration
	// started is called once the app, window and tray exist.
	started func(*desktop)
}

// installTestHooks is replaced in test builds.
var installTestHooks = func(*hooks, *slog.Logger) {}

// desktop is the running app's parts.
type desktop struct {
	app      *application.App
	window   *application.WebviewWindow
	tray     *trayUI
	recorder *recorderUI
}

func run(log *slog.Logger) error {
	store, err := settings.NewStore()
	if err != nil {
		return err
	}
	loaded, err := store.Load()
	if err != nil {
		// A broken file must not keep the app from starting; it is replaced on the next save.
		log.Warn("settings unreadable, using defaults", "err", err)
	}
	live := settings.NewLive(loaded)
	tokens, err := credentials.New()
	if err != nil {
		return err
	}
	recordings, err := pending.NewStore()
	if err != nil {
		return err
	}

	d := &desktop{}
	h := &hooks{
		openURL:   func(u string) error { return d.app.Browser.OpenURL(u) },
		pollEvery: handoff.PollInterval,
	}
	installTestHooks(h, log)

	server := func() string { return live.Get().Server }
	acct := newAccount(log, server, tokens)
	d.tray = &trayUI{acct: acct, language: func() string { return live.Get().Language },
		room: func() string { return live.Get().RecordChannelName }}
	d.recorder = newRecorderUI(log, live, acct, recordings, d)
	d.tray.recording = func() (bool, bool) {
		st := d.recorder.rec.State().Status
		return st == recorder.Recording || st == recorder.Paused || st == recorder.Countdown, st == recorder.Paused
	}
	flow := &signIn{log: log, server: server, tokens: tokens, appInfo: appInfo(),
		openURL: h.openURL, pollEvery: h.pollEvery,
		// The window takes the app's new pair as the web app's session.
		signedIn: func(p api.TokenPair) {
			d.window.ExecJS(session.SignInJS(p, time.Now()))
			application.InvokeAsync(func() { focus(d.window) })
			d.tray.refresh()
			go d.recorder.recover()
		}}
	// The server ended the sign-in (its refresh token ran out or was
	// revoked): the app and the window are signed out.
	acct.renew.Expired = func() {
		go func() {
			if err := acct.renew.Forget(); err != nil {
				log.Error("forget an ended sign-in", "err", err)
			}
			d.window.ExecJS(session.SignOutJS())
			d.tray.refresh()
		}()
	}
	signOut := func() {
		acct.forget("tray sign-out")
		d.window.ExecJS(session.SignOutJS())
		d.tray.refresh()
	}
	prefs := &prefsChange{log: log, store: store, live: live,
		leaveServer: func() { acct.forget("server changed") },
		changed: func(serverChanged bool) {
			if serverChanged {
				d.window.ExecJS(session.SignOutJS())
			}
			go d.tray.refresh()
			application.InvokeAsync(func() { d.recorder.hotkeys(d.app) })
		}}

	// A link can arrive as the first launch's argument or from a second
	// launch; either way the running window comes forward and takes it.
	onLink := func(raw string) {
		focus(d.window)
		auth, err := link.ParseAuth(raw)
		if err != nil {
			log.Warn("ignored a link", "err", err)
			return
		}
		flow.Complete(auth.Code)
	}

	d.app = application.New(application.Options{
		Name:        appName,
		Description: "Record your screen and camera; share a link the moment you stop.",
		Icon:        icon.PNG(256),
		Assets: application.AssetOptions{
			Handler: webui.Handler(webui.Shell{
				Settings:      live.Get,
				SaveSettings:  prefs.Apply,
				OpenURL:       h.openURL,
				CopyText:      func(s string) bool { return d.app.Clipboard.SetText(s) },
				SignIn:        flow.Start,
				PendingSignIn: flow.Pending,
				Renew:         acct.renew.Pair,
				// The page signed out (its avatar menu): the app's pair goes too.
				SignedOut: func() {
					go func() {
						acct.forget("the page signed out")
						d.tray.refresh()
					}()
				},
				AppLink:  func(raw string) { application.InvokeAsync(func() { onLink(raw) }) },
				Recorder: d.recorder.shell(),
			}),
			DisableLogging: true,
		},
		SingleInstance: &application.SingleInstanceOptions{
			UniqueID: uniqueID,
			OnSecondInstanceLaunch: func(sd application.SecondInstanceData) {
				raw, ok := link.FromArgs(sd.Args)
				application.InvokeAsync(func() {
					if ok {
						onLink(raw)
					} else {
						focus(d.window)
					}
				})
			},
		},
		Linux:    application.LinuxOptions{ProgramName: "reelroom-desktop"},
		Services: []application.Service{application.NewService(d.recorder.notify)},
	})
	d.app.Event.OnApplicationEvent(events.Common.ApplicationLaunchedWithUrl, func(e *application.ApplicationEvent) {
		onLink(e.Context().URL())
	})
	d.window = d.app.Window.NewWithOptions(application.WebviewWindowOptions{
		Name:   "main",
		Title:  "Reelroom",
		Width:  1200,
		Height: 800,
		URL:    "/",
		// Started at login: stay in the tray until asked.
		Hidden: autostart.HiddenRequested(os.Args[1:]),
	})
	// The recording bar: small, frameless, above other windows; shown while
	// a recording is under way.
	d.recorder.bar = d.app.Window.NewWithOptions(application.WebviewWindowOptions{
		Name:        "bar",
		Title:       "Reelroom recording",
		Width:       barWidth,
		Height:      barHeight,
		MinWidth:    barWidth,
		MinHeight:   barHeight,
		MaxWidth:    barWidth,
		MaxHeight:   barHeight,
		Frameless:   true,
		AlwaysOnTop: true,
		// Not DisableResize: on GTK a window that may not resize takes the
		// webview's natural height (200 px); equal min and max sizes keep
		// it at its own.
		Hidden:           true,
		BackgroundColour: application.NewRGB(0x2e, 0x2e, 0x2e),
		URL:              barPage,
	})
	d.recorder.bubble = newBubbleWindow(d.app)
	d.recorder.keep = prefs.Keep
	// Closing the window hides it; the app stays in the tray until Quit.
	var quitting atomic.Bool
	d.window.RegisterHook(events.Common.WindowClosing, func(e *application.WindowEvent) {
		if quitting.Load() {
			return
		}
		e.Cancel()
		d.window.Hide()
	})

	d.tray.app, d.tray.tray = d.app, d.app.SystemTray.New()
	d.tray.tray.SetIcon(icon.PNG(64))
	d.tray.actions = trayActions{
		open: func() { focus(d.window) },
		signIn: func() {
			focus(d.window)
			if _, err := flow.Start(); err != nil {
				log.Warn("sign-in did not start", "err", err)
			}
		},
		signOut: func() { go signOut() },
		record:  func() { go d.recorder.toggle() },
		pause:   func() { go d.recorder.pauseToggle() },
		settings: func() {
			d.window.SetURL(settingsPage)
			focus(d.window)
		},
		quit: func() {
			quitting.Store(true)
			d.app.Quit()
		},
	}
	d.tray.show("", false)
	d.app.Event.OnApplicationEvent(events.Common.ApplicationStarted, func(*application.ApplicationEvent) {
		go d.tray.refresh()
		go d.recorder.recover()
		d.recorder.hotkeys(d.app)
		if h.started != nil {
			h.started(d)
		}
	})

	log.Info("starting", "server", loaded.Server, "language", loaded.Language)
	return d.app.Run()
}

// focus brings the main window forward.
func focus(w *application.WebviewWindow) {
	if w == nil {
		return
	}
	w.Show()
	w.UnMinimise()
	w.Focus()
}
