//go:build !linux || (cgo && gtk3)

package inbox

import (
	"log/slog"
	"strings"

	"github.com/wailsapp/wails/v3/pkg/services/notifications"
)

// toastPage is the key of a toast's page in its notification's data.
const toastPage = "page"

// Notifier shows toasts through the app's Wails notification service.
type Notifier struct {
	Log     *slog.Logger
	Service *notifications.NotificationService
}

// Show sends t as a native notification that carries its page.
func (n Notifier) Show(t Toast) {
	if err := n.Service.SendNotification(notifications.NotificationOptions{
		ID: t.ID, Title: t.Title, Body: t.Body, Data: map[string]any{toastPage: t.Page},
	}); err != nil {
		n.Log.Warn("notification", "err", err)
	}
}

// OnClick calls open with the page of a clicked toast. Only the app's own
// routes are taken (a path, not an address); clicks on the app's other
// notifications, which carry no page, are left alone.
func (n Notifier) OnClick(open func(page string)) {
	n.Service.OnNotificationResponse(func(r notifications.NotificationResult) {
		if r.Error != nil {
			n.Log.Warn("notification response", "err", r.Error)
			return
		}
		page, _ := r.Response.UserInfo[toastPage].(string)
		if strings.HasPrefix(page, "/") && !strings.HasPrefix(page, "//") {
			open(page)
		}
	})
}
