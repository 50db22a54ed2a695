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

	"github.com/reelroom/reelroom/desktop/internal/handoff"
	"github.com/reelroom/reelroom/desktop/internal/link"
	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/desktop/internal/webui"
	"github.com/reelroom/reelroom/shared/api"
)

// uniqueID names the app to the OS: single instance, D-Bus, config.
const uniqueID = "app.reelroom.desktop"

func main() {
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	if err := run(log); err != nil {
		log.Error("reelroom-desktop stopped", "err", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger) error {
	store, err := settings.NewStore()
	if err != nil {
		return err
	}
	prefs, err := store.Load()
	if err != nil {
		// A broken file must not keep the app from starting; it is replaced on the next save.
		log.Warn("settings unreadable, using defaults", "err", err)
	}
	tokens, err := handoff.NewTokens()
	if err != nil {
		return err
	}

	var app *application.App
	var window *application.WebviewWindow
	server := func() string { return prefs.Server }
	acct := &account{log: log, server: server, tokens: tokens}
	tray := &trayUI{acct: acct}
	flow := &signIn{log: log, server: server, tokens: tokens, appInfo: appInfo(),
		openURL: func(u string) error { return app.Browser.OpenURL(u) },
		// The window takes the app's new pair as the web app's session.
		signedIn: func(p api.TokenPair) {
			window.ExecJS(session.SignInJS(p, time.Now()))
			application.InvokeAsync(func() { focus(window) })
			tray.refresh()
		}}

	// A link can arrive as the first launch's argument or from a second
	// launch; either way the running window comes forward and takes it.
	onLink := func(raw string) {
		focus(window)
		auth, err := link.ParseAuth(raw)
		if err != nil {
			log.Warn("ignored a link", "err", err)
			return
		}
		flow.Complete(auth.Code)
	}

	app = application.New(application.Options{
		Name:        appName,
		Description: "Record your screen and camera; share a link the moment you stop.",
		Assets: application.AssetOptions{
			Handler: webui.Handler(webui.Shell{
				Server:   server,
				OpenURL:  func(u string) error { return app.Browser.OpenURL(u) },
				CopyText: func(s string) bool { return app.Clipboard.SetText(s) },
				SignIn:   flow.Start,
				AppLink:  func(raw string) { application.InvokeAsync(func() { onLink(raw) }) },
			}),
			DisableLogging: true,
		},
		SingleInstance: &application.SingleInstanceOptions{
			UniqueID: uniqueID,
			OnSecondInstanceLaunch: func(d application.SecondInstanceData) {
				raw, ok := link.FromArgs(d.Args)
				application.InvokeAsync(func() {
					if ok {
						onLink(raw)
					} else {
						focus(window)
					}
				})
			},
		},
		Linux: application.LinuxOptions{ProgramName: "reelroom-desktop"},
	})
	app.Event.OnApplicationEvent(events.Common.ApplicationLaunchedWithUrl, func(e *application.ApplicationEvent) {
		onLink(e.Context().URL())
	})
	window = app.Window.NewWithOptions(application.WebviewWindowOptions{
		Name:   "main",
		Title:  "Reelroom",
		Width:  1200,
		Height: 800,
		URL:    "/",
	})
	// Closing the window hides it; the app stays in the tray until Quit.
	var quitting atomic.Bool
	window.RegisterHook(events.Common.WindowClosing, func(e *application.WindowEvent) {
		if quitting.Load() {
			return
		}
		e.Cancel()
		window.Hide()
	})

	tray.app, tray.tray = app, app.SystemTray.New()
	tray.tray.SetTooltip("Reelroom")
	tray.actions = trayActions{
		open: func() { focus(window) },
		signIn: func() {
			focus(window)
			if err := flow.Start(); err != nil {
				log.Warn("sign-in did not start", "err", err)
			}
		},
		signOut: func() {
			go func() {
				if err := acct.SignOut(); err != nil {
					log.Error("sign-out", "err", err)
				}
				window.ExecJS(session.SignOutJS())
				tray.refresh()
			}()
		},
		settings: func() {
			window.SetURL(session.AfterSignIn)
			focus(window)
		},
		quit: func() {
			quitting.Store(true)
			app.Quit()
		},
	}
	tray.tray.SetMenu(tray.menu("", false))
	app.Event.OnApplicationEvent(events.Common.ApplicationStarted, func(*application.ApplicationEvent) {
		go tray.refresh()
	})

	log.Info("starting", "server", prefs.Server, "language", prefs.Language)
	return app.Run()
}

// trayActions are what the tray's items do.
type trayActions struct {
	open, signIn, signOut, settings, quit func()
}

// trayUI is the tray icon and its menu, which names who is signed in.
type trayUI struct {
	app     *application.App
	tray    *application.SystemTray
	acct    *account
	actions trayActions
}

// menu is the tray's menu for the signed-in user label (signedIn) or for
// no sign-in.
func (t *trayUI) menu(label string, signedIn bool) *application.Menu {
	a := t.actions
	on := func(f func()) func(*application.Context) { return func(*application.Context) { f() } }
	m := t.app.NewMenu()
	m.Add("Open Reelroom").OnClick(on(a.open))
	m.Add("Start recording (comes with the recorder)").
		SetTooltip("Recording comes with the recorder, in a later version").
		SetEnabled(false)
	m.AddSeparator()
	if signedIn {
		m.Add(label).SetEnabled(false)
		m.Add("Sign out").OnClick(on(a.signOut))
	} else {
		m.Add("Sign in").OnClick(on(a.signIn))
	}
	m.Add("Settings…").OnClick(on(a.settings))
	m.AddSeparator()
	m.Add("Quit").OnClick(on(a.quit))
	return m
}

// refresh asks who is signed in (a server call: keep it off the main
// thread) and puts the matching menu on the tray.
func (t *trayUI) refresh() {
	if t.tray == nil {
		return
	}
	label, ok := t.acct.Label()
	t.tray.SetMenu(t.menu(label, ok))
	t.acct.log.Info("tray menu updated", "signed_in", ok)
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
