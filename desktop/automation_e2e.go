//go:build e2e && (!linux || (cgo && gtk3))

package main

// The automation of test builds (`make desktop-e2e`: tags e2e and mcp).
// The window is driven through Wails' own automation (the mcp tag: an MCP
// server on WAILS_MCP_PORT evaluating scripts, clicking and typing in the
// page). What Wails does not reach is here: with REELROOM_AUTOMATION=
// host:port the app serves the tray's menu to list and click, the
// recorder's state, and the addresses it would have opened in the browser. Release builds have none
// of this.

import (
	"encoding/json"
	"log/slog"
	"net"
	"net/http"
	"os"
	"sync"
	"time"
)

func init() { installTestHooks = installAutomation }

type automation struct {
	log *slog.Logger
	d   *desktop

	mu     sync.Mutex
	opened []string
}

func installAutomation(h *hooks, log *slog.Logger) {
	addr := os.Getenv("REELROOM_AUTOMATION")
	if addr == "" {
		return
	}
	a := &automation{log: log}
	// The browser is the test's: record what would open.
	h.openURL = func(u string) error {
		a.mu.Lock()
		a.opened = append(a.opened, u)
		a.mu.Unlock()
		log.Info("automation: browser asked to open", "url", u)
		return nil
	}
	if every, err := time.ParseDuration(os.Getenv("REELROOM_AUTOMATION_POLL")); err == nil {
		h.pollEvery = every
	}
	// Only the running instance listens: a second launch hands over and exits
	// before it starts.
	h.started = func(d *desktop) {
		a.d = d
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			log.Error("automation: listen", "err", err)
			os.Exit(3)
		}
		go http.Serve(ln, a.routes())
		log.Info("automation: listening", "addr", ln.Addr().String())
	}
}

func (a *automation) routes() http.Handler {
	mux := http.NewServeMux()
	// GET /opened: the addresses the app asked the browser to open.
	mux.HandleFunc("GET /opened", func(w http.ResponseWriter, r *http.Request) {
		a.mu.Lock()
		defer a.mu.Unlock()
		reply(w, append([]string{}, a.opened...))
	})
	// GET /tray: the tray menu's items as they stand.
	mux.HandleFunc("GET /tray", func(w http.ResponseWriter, r *http.Request) {
		reply(w, a.d.tray.Items())
	})
	// GET /inbox: whether the notification socket is subscribed, and the
	// unread count it last heard.
	mux.HandleFunc("GET /inbox", func(w http.ResponseWriter, r *http.Request) {
		reply(w, map[string]any{"subscribed": a.d.inbox.Subscribed(), "unread": a.d.inbox.Unread()})
	})
	// POST /tray/click?label=...: clicks an enabled item.
	mux.HandleFunc("POST /tray/click", func(w http.ResponseWriter, r *http.Request) {
		label := r.URL.Query().Get("label")
		for _, it := range a.d.tray.Items() {
			if it.Label == label {
				if !it.Enabled || it.do == nil {
					http.Error(w, "item disabled", http.StatusConflict)
					return
				}
				go it.do()
				w.WriteHeader(http.StatusNoContent)
				return
			}
		}
		http.Error(w, "no such item", http.StatusNotFound)
	})
	// GET /recorder: the recorder's state.
	mux.HandleFunc("GET /recorder", func(w http.ResponseWriter, r *http.Request) {
		reply(w, a.d.recorder.rec.State())
	})
	return mux
}

func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}
