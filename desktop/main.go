//go:build !linux || (cgo && gtk3)

// Command reelroom-desktop is the Reelroom desktop app: a Wails v3 window
// around the same React app the cloud serves, talking to the cloud service
// named in the user's settings. On Linux it builds with cgo and the gtk3
// tag (Debian 12 has WebKitGTK 4.1, not GTK 4); see `make desktop`.
package main

import (
	"context"
	"log/slog"
	"os"
	"sync/atomic"
	"time"

	"github.com/wailsapp/wails/v3/pkg/application"
	"github.com/wailsapp/wails/v3/pkg/events"

	"github.com/reelroom/reelroom/desktop/internal/credentials"
	"github.com/reelroom/reelroom/desktop/internal/handoff"
	"github.com/reelroom/reelroom/desktop/internal/icon"
	"github.com/reelroom/reelroom/desktop/internal/inbox"
	"github.com/reelroom/reelroom/desktop/internal/link"
	"github.com/reelroom/reelroom/desktop/internal/pending"
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
	inbox    *inbox.Inbox
}

// kept is what the app keeps on this computer: the settings (their file
// and those in force), the sign-in's tokens, and the recordings waiting
// for the server.
type kept struct {
	store      *settings.Store
	loaded     settings.Settings
	live       *settings.Live
	tokens     *credentials.Tokens
	recordings *pending.Store
}

// openKept opens what the app keeps. A settings file that cannot be read
// must not keep the app from starting: the defaults apply, and the next
// save replaces it.
func openKept(log *slog.Logger) (kept, error) {
	store, err := settings.NewStore()
	if err != nil {
		return kept{}, err
	}
	loaded, err := store.Load()
	if err != nil {
		log.Warn("settings unreadable, using defaults", "err", err)
	}
	tokens, err := credentials.New()
	if err != nil {
		return kept{}, err
	}
	recordings, err := pending.NewStore()
	if err != nil {
		return kept{}, err
	}
	return kept{store: store, loaded: loaded, live: settings.NewLive(loaded), tokens: tokens, recordings: recordings}, nil
}

func run(log *slog.Logger) error {
	k, err := openKept(log)
	if err != nil {
		return err
	}
	d := &desktop{}
	h := d.hooks(log)
	server := func() string { return k.live.Get().Server }
	acct := newAccount(log, server, k.tokens)
	d.tray = newTrayUI(acct, k.live)
	d.recorder = newRecorderUI(log, k.live, acct, k.recordings, d)
	d.inbox = newInbox(log, k.live, acct, d)
	d.tray.unread, d.tray.recording = d.inbox.Unread, d.recorder.active
	flow := d.signInFlow(log, server, k.tokens, h)
	d.endSignInWhenExpired(log, acct)
	prefs := d.prefsChange(log, k, acct)
	links := &linkOpener{log: log, d: d, flow: flow}

	d.app = application.New(d.appOptions(k.live, prefs, flow, acct, h, links))
	openToastClicks(log, d)
	d.app.Event.OnApplicationEvent(events.Common.ApplicationLaunchedWithUrl, func(e *application.ApplicationEvent) {
		links.open(e.Context().URL())
	})
	d.window = newMainWindow(d.app)
	d.recorder.bar = newBarWindow(d.app, k.live.Get().Language)
	d.recorder.followBar()
	d.recorder.bubble = newBubbleWindow(d.app)
	d.recorder.keep = prefs.Keep
	quitting := hideOnClose(d.window)
	d.setUpTray(log, flow, acct, quitting)
	d.onStarted(h)

	log.Info("starting", "server", k.loaded.Server, "language", k.loaded.Language)
	return d.app.Run()
}

// hooks are the points a test build takes over, with the release build's
// choices: the system browser, the usual sign-in poll.
func (d *desktop) hooks(log *slog.Logger) *hooks {
	h := &hooks{
		openURL:   func(u string) error { return d.app.Browser.OpenURL(u) },
		pollEvery: handoff.PollInterval,
	}
	installTestHooks(h, log)
	return h
}

// signInFlow is the browser sign-in; once it succeeds, the window takes
// the app's new pair as the web app's session.
func (d *desktop) signInFlow(log *slog.Logger, server func() string, tokens *credentials.Tokens, h *hooks) *signIn {
	return &signIn{log: log, server: server, tokens: tokens, appInfo: appInfo(),
		openURL: h.openURL, pollEvery: h.pollEvery,
		signedIn: func(p api.TokenPair) {
			d.window.ExecJS(session.SignInJS(p, time.Now()))
			application.InvokeAsync(func() { focus(d.window) })
			d.tray.refresh()
			d.inbox.Restart()
			go d.recorder.recover()
		}}
}

// endSignInWhenExpired signs the app and the window out when the server
// ended the sign-in (its refresh token ran out or was revoked).
func (d *desktop) endSignInWhenExpired(log *slog.Logger, acct *account) {
	acct.renew.Expired = func() {
		go func() {
			if err := acct.renew.Forget(); err != nil {
				log.Error("forget an ended sign-in", "err", err)
			}
			d.signedOut()
		}()
	}
}

// signedOut puts the window, the inbox and the tray in step with an app
// that is no longer signed in.
func (d *desktop) signedOut() {
	d.window.ExecJS(session.SignOutJS())
	d.inbox.Restart()
	d.tray.refresh()
}

// prefsChange applies the settings the window saves: a new server signs
// the app out first, and the tray and the hotkeys follow each change.
func (d *desktop) prefsChange(log *slog.Logger, k kept, acct *account) *prefsChange {
	return &prefsChange{log: log, store: k.store, live: k.live,
		leaveServer: func() { acct.forget("server changed") },
		changed: func(serverChanged bool) {
			if serverChanged {
				d.window.ExecJS(session.SignOutJS())
				d.inbox.Restart()
			}
			go d.tray.refresh()
			application.InvokeAsync(func() {
				d.recorder.hotkeys(d.app)
				d.recorder.nameBar()
			})
		}}
}

// linkOpener takes a reelroom:// link, whether it came as the first
// launch's argument or from a second launch: the running window comes
// forward and takes it.
type linkOpener struct {
	log  *slog.Logger
	d    *desktop
	flow *signIn
}

func (l *linkOpener) open(raw string) {
	focus(l.d.window)
	auth, err := link.ParseAuth(raw)
	if err != nil {
		l.log.Warn("ignored a link", "err", err)
		return
	}
	l.flow.Complete(auth.Code)
}

// secondLaunch hears a second launch: its link, else the window comes forward.
func (l *linkOpener) secondLaunch(sd application.SecondInstanceData) {
	raw, ok := link.FromArgs(sd.Args)
	application.InvokeAsync(func() {
		if ok {
			l.open(raw)
		} else {
			focus(l.d.window)
		}
	})
}

// appOptions are the app's: its name and icon, the window's content and
// shell calls (webui), one instance per user, and the notifications.
func (d *desktop) appOptions(live *settings.Live, prefs *prefsChange, flow *signIn, acct *account, h *hooks, links *linkOpener) application.Options {
	return application.Options{
		Name:        appName,
		Description: "Record your screen and camera; share a link the moment you stop.",
		Icon:        icon.PNG(256),
		Assets: application.AssetOptions{
			Handler:        webui.Handler(d.shell(live, prefs, flow, acct, h, links)),
			DisableLogging: true,
		},
		SingleInstance: &application.SingleInstanceOptions{
			UniqueID:               uniqueID,
			OnSecondInstanceLaunch: links.secondLaunch,
		},
		Linux:    application.LinuxOptions{ProgramName: "reelroom-desktop"},
		Services: []application.Service{application.NewService(d.recorder.notify)},
	}
}

// shell is what the page may ask of the app (the /_desktop calls).
func (d *desktop) shell(live *settings.Live, prefs *prefsChange, flow *signIn, acct *account, h *hooks, links *linkOpener) webui.Shell {
	return webui.Shell{
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
				d.inbox.Restart()
				d.tray.refresh()
			}()
		},
		AppLink:  func(raw string) { application.InvokeAsync(func() { links.open(raw) }) },
		Recorder: d.recorder.shell(),
	}
}

// hideOnClose makes closing the main window hide it: the app stays in the
// tray until Quit, which sets the flag it returns.
func hideOnClose(w *application.WebviewWindow) *atomic.Bool {
	var quitting atomic.Bool
	w.RegisterHook(events.Common.WindowClosing, func(e *application.WindowEvent) {
		if quitting.Load() {
			return
		}
		e.Cancel()
		w.Hide()
	})
	return &quitting
}

// setUpTray puts the tray icon up with its menu's actions.
func (d *desktop) setUpTray(log *slog.Logger, flow *signIn, acct *account, quitting *atomic.Bool) {
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
		signOut: func() {
			go func() {
				acct.forget("tray sign-out")
				d.signedOut()
			}()
		},
		record: func() { go d.recorder.toggle() },
		pause:  func() { go d.recorder.pauseToggle() },
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
}

// onStarted runs once the app runs: the tray names who is signed in,
// recordings left from before are finished, the inbox listens, the
// hotkeys and the bar's name are set.
func (d *desktop) onStarted(h *hooks) {
	d.app.Event.OnApplicationEvent(events.Common.ApplicationStarted, func(*application.ApplicationEvent) {
		go d.tray.refresh()
		go d.recorder.recover()
		go d.inbox.Run(context.Background())
		d.recorder.hotkeys(d.app)
		d.recorder.nameBar()
		if h.started != nil {
			h.started(d)
		}
	})
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
