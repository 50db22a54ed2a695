//go:build !linux || (cgo && gtk3)

// Command reelroom-desktop is the Reelroom desktop app: a Wails v3 window
// around the same React app the cloud serves, talking to the cloud service
// named in the user's settings. On Linux it builds with cgo and the gtk3
// tag (Debian 12 has WebKitGTK 4.1, not GTK 4); see `make desktop`.
package main

import (
	"log/slog"
	"os"

	"github.com/wailsapp/wails/v3/pkg/application"
	"github.com/wailsapp/wails/v3/pkg/events"

	"github.com/reelroom/reelroom/desktop/internal/handoff"
	"github.com/reelroom/reelroom/desktop/internal/link"
	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/desktop/internal/webui"
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
	flow := &signIn{log: log, server: server, tokens: tokens, appInfo: appInfo(),
		openURL: func(u string) error { return app.Browser.OpenURL(u) }}

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
	log.Info("starting", "server", prefs.Server, "language", prefs.Language)
	return app.Run()
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
