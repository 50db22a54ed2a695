//go:build !linux || (cgo && gtk3)

package main

import (
	"log/slog"
	"strings"

	"github.com/wailsapp/wails/v3/pkg/application"
	"github.com/wailsapp/wails/v3/pkg/services/notifications"

	"github.com/reelroom/reelroom/desktop/internal/inbox"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// toastPage is the key of a toast's page in its notification's data.
const toastPage = "page"

// newInbox follows the signed-in user's notifications: mentions and
// replies through the app's notification service, the unread count on the
// tray.
func newInbox(log *slog.Logger, live *settings.Live, acct *account, d *desktop) *inbox.Inbox {
	return inbox.New(inbox.Deps{
		Log:      log,
		Client:   acct.renew.Client,
		Language: func() string { return live.Get().Language },
		Show:     func(t inbox.Toast) { showToast(log, d.recorder.notify, t) },
		Count:    func(int) { go d.tray.redraw() },
	})
}

// showToast sends t as a native notification whose click opens its page.
func showToast(log *slog.Logger, svc *notifications.NotificationService, t inbox.Toast) {
	if err := svc.SendNotification(notifications.NotificationOptions{
		ID: t.ID, Title: t.Title, Body: t.Body, Data: map[string]any{toastPage: t.Page},
	}); err != nil {
		log.Warn("notification", "err", err)
	}
}

// openToastClicks opens the page of a clicked toast in the main window.
// Only the app's own routes are taken (a path, not an address).
func openToastClicks(log *slog.Logger, svc *notifications.NotificationService, d *desktop) {
	svc.OnNotificationResponse(func(r notifications.NotificationResult) {
		if r.Error != nil {
			log.Warn("notification response", "err", r.Error)
			return
		}
		page, _ := r.Response.UserInfo[toastPage].(string)
		if !strings.HasPrefix(page, "/") || strings.HasPrefix(page, "//") {
			return
		}
		application.InvokeAsync(func() {
			d.window.SetURL(page)
			focus(d.window)
		})
	})
}
