//go:build !linux || (cgo && gtk3)

package main

import (
	"github.com/wailsapp/wails/v3/pkg/services/notifications"

	"github.com/reelroom/reelroom/desktop/internal/locale"
)

// screenNotAllowed says, in the app's language, that the system does not
// let the app record the screen yet and where to allow it (macOS: System
// Settings; it has shown its own prompt the first time).
func (u *recorderUI) screenNotAllowed() {
	words := locale.PermissionFor(u.live.Get().Language)
	if err := u.notify.SendNotification(notifications.NotificationOptions{
		ID: "screen-permission", Title: words.ScreenTitle, Body: words.ScreenBody,
	}); err != nil {
		u.log.Warn("notification", "err", err)
	}
}
