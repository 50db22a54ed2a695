//go:build !linux || (cgo && gtk3)

package main

import (
	"os"

	"github.com/wailsapp/wails/v3/pkg/application"

	"github.com/reelroom/reelroom/desktop/internal/autostart"
	"github.com/reelroom/reelroom/desktop/internal/locale"
)

// newMainWindow is the app's window: the web app, hidden when the app was
// started at login (it stays in the tray until asked).
func newMainWindow(app *application.App) *application.WebviewWindow {
	return app.Window.NewWithOptions(application.WebviewWindowOptions{
		Name:   "main",
		Title:  "Reelroom",
		Width:  1200,
		Height: 800,
		URL:    "/",
		Hidden: autostart.HiddenRequested(os.Args[1:]),
	})
}

// newBarWindow is the recording bar: small, frameless, above other windows,
// shown while a recording is under way, named in the app's language.
func newBarWindow(app *application.App, language string) *application.WebviewWindow {
	return app.Window.NewWithOptions(application.WebviewWindowOptions{
		Name:        "bar",
		Title:       locale.RecorderFor(language).BarTitle,
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
}
