//go:build e2e && (!linux || (cgo && gtk3))

package main

// The automation of test builds (`-tags e2e`, `make desktop-e2e`): with
// REELROOM_AUTOMATION=host:port the app serves a control API there, so an
// end-to-end test can drive it as a user would through the tray, see what
// the window shows, and catch the addresses the app would open in the
// browser. Release builds have none of this.

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

// reportJS makes the page post its address, title and text to the shell.
const reportJS = `fetch('/_desktop/report', {method: 'POST', body: JSON.stringify({url: location.pathname + location.search, title: document.title, lang: document.documentElement.lang, text: document.body.innerText})});`

type automation struct {
	log *slog.Logger
	d   *desktop

	mu      sync.Mutex
	opened  []string
	reports chan string
}

func installAutomation(h *hooks, log *slog.Logger) {
	addr := os.Getenv("REELROOM_AUTOMATION")
	if addr == "" {
		return
	}
	a := &automation{log: log, reports: make(chan string, 1)}
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
	h.report = func(body string) {
		select {
		case a.reports <- body:
		default:
		}
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
	// GET /page: what the main window shows (address, title, language, text).
	mux.HandleFunc("GET /page", func(w http.ResponseWriter, r *http.Request) {
		for { // drop a stale report
			select {
			case <-a.reports:
				continue
			default:
			}
			break
		}
		a.d.window.ExecJS(reportJS)
		select {
		case body := <-a.reports:
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(body))
		case <-time.After(5 * time.Second):
			http.Error(w, "the page did not report", http.StatusGatewayTimeout)
		}
	})
	// GET /window: whether the main window is shown.
	mux.HandleFunc("GET /window", func(w http.ResponseWriter, r *http.Request) {
		reply(w, map[string]bool{"visible": a.d.window.IsVisible()})
	})
	// POST /window/close: closes the main window as its close button does.
	mux.HandleFunc("POST /window/close", func(w http.ResponseWriter, r *http.Request) {
		a.d.window.Close()
		w.WriteHeader(http.StatusNoContent)
	})
	return mux
}

func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}
