//go:build unix

// Command testnotifyd is a notification daemon for end-to-end tests of the
// desktop app: on the session bus ($DBUS_SESSION_BUS_ADDRESS) it owns
// org.freedesktop.Notifications, shows nothing, and writes each
// notification it is asked to show as one JSON line on stdout (the app's
// data, x-user-data, as "data"). SIGUSR1 clicks the latest one, as the
// user would.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/godbus/dbus/v5"

	"github.com/reelroom/reelroom/desktop/internal/dbustest"
)

// line is one notification as written.
type line struct {
	ID      uint32          `json:"id"`
	App     string          `json:"app"`
	Summary string          `json:"summary"`
	Body    string          `json:"body"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func main() {
	conn, err := dbus.ConnectSessionBus()
	if err != nil {
		fmt.Fprintln(os.Stderr, "testnotifyd:", err)
		os.Exit(1)
	}
	defer conn.Close()
	d, err := dbustest.Serve(conn)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testnotifyd:", err)
		os.Exit(1)
	}
	fmt.Fprintln(os.Stderr, "testnotifyd: serving")
	stop, click := make(chan os.Signal, 1), make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, syscall.SIGINT)
	signal.Notify(click, syscall.SIGUSR1)
	out := json.NewEncoder(os.Stdout)
	var latest uint32
	for {
		select {
		case <-click:
			if err := d.Click(latest); err != nil {
				fmt.Fprintln(os.Stderr, "testnotifyd: click:", err)
			}
			fmt.Fprintln(os.Stderr, "testnotifyd: clicked", latest)
		case n := <-d.Notifications():
			latest = n.ID
			l := line{ID: n.ID, App: n.App, Summary: n.Summary, Body: n.Body}
			if v, ok := n.Hints["x-user-data"].Value().(string); ok && json.Valid([]byte(v)) {
				l.Data = json.RawMessage(v)
			}
			if err := out.Encode(l); err != nil {
				fmt.Fprintln(os.Stderr, "testnotifyd:", err)
				os.Exit(1)
			}
		case <-stop:
			return
		}
	}
}
