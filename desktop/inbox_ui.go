//go:build !linux || (cgo && gtk3)

package main

import (
	"log/slog"

	"github.com/wailsapp/wails/v3/pkg/application"

	"github.com/reelroom/reelroom/desktop/internal/inbox"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// newInbox follows the signed-in user's notifications: mentions and
// replies through the app's notification service (the recorder's), the
// unread count on the tray.
func newInbox(log *slog.Logger, live *settings.Live, acct *account, d *desktop) *inbox.Inbox {
	toasts := inbox.Notifier{Log: log, Service: d.recorder.notify}
	return inbox.New(inbox.Deps{
		Log:      log,
		Client:   acct.renew.Client,
		Language: func() string { return live.Get().Language },
		Show:     toasts.Show,
		Count:    func(int) { go d.tray.redraw() },
	})
}

// openToastClicks opens the page of a clicked notification in the main
// window.
func openToastClicks(log *slog.Logger, d *desktop) {
	inbox.Notifier{Log: log, Service: d.recorder.notify}.OnClick(func(page string) {
		application.InvokeAsync(func() {
			d.window.SetURL(page)
			focus(d.window)
		})
	})
}
