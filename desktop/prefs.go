package main

import (
	"fmt"
	"log/slog"
	"os"
	"sync"

	"github.com/reelroom/reelroom/desktop/internal/autostart"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// prefsChange applies settings the user saved on the settings screen.
type prefsChange struct {
	log   *slog.Logger
	store *settings.Store
	live  *settings.Live
	// leaveServer revokes and forgets the app's sign-in at the server in
	// force; it runs before a new server address takes over.
	leaveServer func()
	// changed hears of each change applied; serverChanged asks the window
	// to start over signed out.
	changed func(serverChanged bool)

	mu sync.Mutex
}

// Keep saves a change the app makes itself (where the camera bubble was
// left), without Apply's consequences.
func (p *prefsChange) Keep(change func(*settings.Settings)) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	next := p.live.Get()
	change(&next)
	if err := p.store.Save(next); err != nil {
		return err
	}
	p.live.Set(next)
	return nil
}

// Apply registers or unregisters the launch at login, keeps next, and puts
// it in force. A failure changes nothing. A new server address signs the
// app out: its tokens belong to the old server.
func (p *prefsChange) Apply(next settings.Settings) error {
	if err := next.Validate(); err != nil {
		return err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	old := p.live.Get()
	exe, exeErr := os.Executable()
	if next.LaunchAtLogin != old.LaunchAtLogin {
		if exeErr != nil {
			return fmt.Errorf("%w: %v", settings.ErrLaunchAtLogin, exeErr)
		}
		if err := autostart.Set(next.LaunchAtLogin, exe); err != nil {
			return fmt.Errorf("%w: %v", settings.ErrLaunchAtLogin, err)
		}
	}
	if err := p.store.Save(next); err != nil {
		if next.LaunchAtLogin != old.LaunchAtLogin {
			if undo := autostart.Set(old.LaunchAtLogin, exe); undo != nil {
				p.log.Error("settings: undo launch at login", "err", undo)
			}
		}
		return err
	}
	serverChanged := next.Server != old.Server
	if serverChanged {
		p.leaveServer()
	}
	p.live.Set(next)
	p.log.Info("settings changed", "server", next.Server, "language", next.Language, "launch_at_login", next.LaunchAtLogin)
	p.changed(serverChanged)
	return nil
}
