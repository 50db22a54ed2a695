//go:build !linux || (cgo && gtk3)

package main

import (
	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/locale"
)

// screenNotAllowed says, in the app's language, that the system does not
// let the app record the screen yet and where to allow it (macOS: System
// Settings, which a button opens; macOS showed its own prompt the first
// time). A dialog rather than a notification: macOS shows an app's
// notifications only once the user allowed those too. It waits for the
// user: call it on its own goroutine.
func (u *recorderUI) screenNotAllowed() {
	words := locale.PermissionFor(u.live.Get().Language)
	dialog := u.d.app.Dialog.Warning().SetTitle(words.ScreenTitle).SetMessage(words.ScreenBody)
	if capture.PermissionSettings != "" {
		dialog.AddButton(words.OpenSettings).SetAsDefault().OnClick(func() {
			if err := u.d.app.Browser.OpenURL(capture.PermissionSettings); err != nil {
				u.log.Warn("open the screen recording settings", "err", err)
			}
		})
	}
	dialog.AddButton(words.Close).SetAsCancel()
	dialog.Show()
}

// askNotifications asks macOS, once the app is signed in, to show the app's
// notifications (the link is ready, the room is gone): without the user's
// yes it drops them. macOS asks the user the first time only; elsewhere it
// is a yes at once. It can wait minutes for the answer: call it on its own
// goroutine.
func (u *recorderUI) askNotifications() {
	if allowed, err := u.notify.RequestNotificationAuthorization(); err != nil || !allowed {
		u.log.Info("notifications are not allowed; the link goes to the clipboard and the window only", "err", err)
	}
}
