package main

import (
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/autostart"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

func TestPrefsChange(t *testing.T) {
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	store := &settings.Store{Path: filepath.Join(config, "reelroom", "settings.json")}
	live := settings.NewLive(settings.Default())
	var left, serverChanges, changes int
	p := &prefsChange{
		log: slog.New(slog.NewTextHandler(io.Discard, nil)), store: store, live: live,
		leaveServer: func() {
			left++
			if live.Get().Server != settings.DefaultServer {
				t.Errorf("left %s, but the old server was %s", live.Get().Server, settings.DefaultServer)
			}
		},
		changed: func(serverChanged bool) {
			changes++
			if serverChanged {
				serverChanges++
			}
		},
	}

	// Language and launch at login: kept, registered, no sign-out.
	next := settings.Default()
	next.Language, next.LaunchAtLogin = settings.SimplifiedChinese, true
	if err := p.Apply(next); err != nil {
		t.Fatal(err)
	}
	if on, err := autostart.Has(); !on || err != nil {
		t.Fatalf("launch at login not registered: %v, %v", on, err)
	}
	if kept, _ := store.Load(); kept != next || live.Get() != next {
		t.Fatalf("kept %+v, in force %+v; want %+v", kept, live.Get(), next)
	}
	if left != 0 || changes != 1 || serverChanges != 0 {
		t.Fatalf("left %d times, %d changes (%d of server)", left, changes, serverChanges)
	}

	// A new server: the old one is left first, then the window starts over.
	next.Server, next.LaunchAtLogin = "https://video.example.com/", false
	if err := p.Apply(next); err != nil {
		t.Fatal(err)
	}
	if live.Get().Server != "https://video.example.com" || left != 1 || serverChanges != 1 {
		t.Fatalf("in force %+v; left %d times, %d server changes", live.Get(), left, serverChanges)
	}
	if on, _ := autostart.Has(); on {
		t.Fatal("launch at login still registered")
	}

	// Refused settings change nothing.
	before := live.Get()
	if err := p.Apply(settings.Settings{Server: "nope", Language: "en"}); !errors.Is(err, settings.ErrServer) {
		t.Fatalf("Apply(bad server) = %v", err)
	}
	// A settings file that cannot be replaced (a folder in its place): the
	// registration is undone.
	if err := os.Remove(store.Path); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(store.Path, "blocker"), 0o700); err != nil {
		t.Fatal(err)
	}
	bad := before
	bad.LaunchAtLogin = true
	if err := p.Apply(bad); err == nil {
		t.Fatal("Apply reported a save that could not happen")
	}
	if on, _ := autostart.Has(); on {
		t.Fatal("a failed save left launch at login registered")
	}
	if live.Get() != before {
		t.Fatalf("a refused change took effect: %+v", live.Get())
	}
}
