//go:build !linux || (cgo && gtk3)

package main

import (
	"sync"

	"github.com/wailsapp/wails/v3/pkg/application"

	"github.com/reelroom/reelroom/desktop/internal/locale"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// trayActions are what the tray's items do.
type trayActions struct {
	open, record, pause, signIn, signOut, settings, quit func()
}

// trayItem is one entry of the tray's menu as it stands.
type trayItem struct {
	Label   string `json:"label"`
	Enabled bool   `json:"enabled"`
	do      func()
	// sep puts a separator before the item.
	sep bool
}

// trayUI is the tray icon and its menu, which names who is signed in and
// speaks the app's language.
type trayUI struct {
	app      *application.App
	tray     *application.SystemTray
	acct     *account
	language func() string
	// room names the room recordings go into, "" for My Videos.
	room    func() string
	actions trayActions
	// recording says whether a recording is under way, and paused.
	recording func() (active, paused bool)
	// unread is the signed-in user's unread notification count.
	unread func() int

	// drawing is held while a menu is put on the tray, so a redraw never
	// puts back a menu older than the one just shown.
	drawing sync.Mutex
	mu      sync.Mutex
	items   []trayItem
	// label and signedIn are the account the menu names (see show).
	label    string
	signedIn bool
}

// newTrayUI is the tray for the account acct, in the language and naming
// the room of the settings in force; its icon comes with the app (setUpTray).
func newTrayUI(acct *account, live *settings.Live) *trayUI {
	return &trayUI{acct: acct, language: func() string { return live.Get().Language },
		room: func() string { return live.Get().RecordChannelName }}
}

// show puts the menu for the signed-in user label (signedIn) or for no
// sign-in on the tray.
func (t *trayUI) show(label string, signedIn bool) {
	t.drawing.Lock()
	defer t.drawing.Unlock()
	t.draw(label, signedIn)
}

// draw is show, with drawing held.
func (t *trayUI) draw(label string, signedIn bool) {
	w := locale.TrayFor(t.language())
	rw := locale.RecorderFor(t.language())
	a := t.actions
	items := []trayItem{{Label: w.Open, Enabled: true, do: a.open}}
	active, paused := false, false
	if t.recording != nil {
		active, paused = t.recording()
	}
	switch {
	case active && paused:
		items = append(items, trayItem{Label: rw.StopRecording, Enabled: true, do: a.record},
			trayItem{Label: rw.Resume, Enabled: true, do: a.pause})
	case active:
		items = append(items, trayItem{Label: rw.StopRecording, Enabled: true, do: a.record},
			trayItem{Label: rw.Pause, Enabled: true, do: a.pause})
	default:
		room := ""
		if t.room != nil {
			room = t.room()
		}
		items = append(items, trayItem{Label: w.StartRecordingLabel(room), Enabled: signedIn, do: a.record})
	}
	unread := 0
	if signedIn && t.unread != nil {
		unread = t.unread()
	}
	iw := locale.InboxFor(t.language())
	if unread > 0 {
		items = append(items, trayItem{Label: iw.UnreadLabel(unread), Enabled: true, do: a.open, sep: true})
	}
	if signedIn {
		items = append(items, trayItem{Label: label, sep: true}, trayItem{Label: w.SignOut, Enabled: true, do: a.signOut})
	} else {
		items = append(items, trayItem{Label: w.SignIn, Enabled: true, do: a.signIn, sep: true})
	}
	items = append(items, trayItem{Label: w.Settings, Enabled: true, do: a.settings},
		trayItem{Label: w.Quit, Enabled: true, do: a.quit, sep: true})

	m := t.app.NewMenu()
	for _, it := range items {
		if it.sep {
			m.AddSeparator()
		}
		entry := m.Add(it.Label).SetEnabled(it.Enabled)
		if do := it.do; do != nil {
			entry.OnClick(func(*application.Context) { do() })
		}
	}
	t.tray.SetTooltip(iw.Tooltip(w.Tooltip, unread))
	t.tray.SetMenu(m)
	t.mu.Lock()
	t.items, t.label, t.signedIn = items, label, signedIn
	t.mu.Unlock()
}

// redraw puts the menu back for the account it names, after the recorder
// changed what it offers (Start or Stop); no server call.
func (t *trayUI) redraw() {
	t.drawing.Lock()
	defer t.drawing.Unlock()
	t.mu.Lock()
	label, signedIn := t.label, t.signedIn
	t.mu.Unlock()
	t.draw(label, signedIn)
}

// Items is the menu as it stands.
func (t *trayUI) Items() []trayItem {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]trayItem(nil), t.items...)
}

// refresh asks who is signed in (a server call: keep it off the main
// thread) and puts the matching menu on the tray.
func (t *trayUI) refresh() {
	if t.tray == nil {
		return
	}
	label, ok := t.acct.Label(locale.TrayFor(t.language()).SignedIn)
	t.show(label, ok)
	t.acct.log.Info("tray menu updated", "signed_in", ok)
}
