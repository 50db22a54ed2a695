//go:build unix

package dbustest

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/godbus/dbus/v5"
)

const (
	notifyName  = "org.freedesktop.Notifications"
	notifyPath  = dbus.ObjectPath("/org/freedesktop/Notifications")
	notifyIface = "org.freedesktop.Notifications"
)

// Notification is one Notify call the daemon took.
type Notification struct {
	ID      uint32 // the id the daemon answered
	App     string
	Summary string
	Body    string
	Actions []string
	Hints   map[string]dbus.Variant
}

// Daemon is a notification daemon (org.freedesktop.Notifications) on the
// session bus that shows nothing and keeps every notification.
type Daemon struct {
	conn *dbus.Conn
	got  chan Notification

	mu   sync.Mutex
	last uint32
}

// StartDaemon owns org.freedesktop.Notifications on the session bus
// (DBUS_SESSION_BUS_ADDRESS, see StartBus) until the test ends.
func StartDaemon(t testing.TB) *Daemon {
	t.Helper()
	conn, err := dbus.ConnectSessionBus()
	if err != nil {
		t.Fatalf("dbustest: %v", err)
	}
	t.Cleanup(func() { conn.Close() })
	d, err := Serve(conn)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Serve owns org.freedesktop.Notifications on conn's bus and keeps what it
// is asked to show (see Notifications).
func Serve(conn *dbus.Conn) (*Daemon, error) {
	d := &Daemon{conn: conn, got: make(chan Notification, 64)}
	if err := conn.Export(server{d}, notifyPath, notifyIface); err != nil {
		return nil, fmt.Errorf("dbustest: export: %w", err)
	}
	reply, err := conn.RequestName(notifyName, dbus.NameFlagDoNotQueue)
	if err != nil {
		return nil, fmt.Errorf("dbustest: own %s: %w", notifyName, err)
	}
	if reply != dbus.RequestNameReplyPrimaryOwner {
		return nil, fmt.Errorf("dbustest: %s is taken (reply %d)", notifyName, reply)
	}
	return d, nil
}

// Notifications gives each notification as it comes.
func (d *Daemon) Notifications() <-chan Notification { return d.got }

// Next waits up to within for the next notification.
func (d *Daemon) Next(t testing.TB, within time.Duration) Notification {
	t.Helper()
	select {
	case n := <-d.got:
		return n
	case <-time.After(within):
		t.Fatalf("dbustest: no notification within %s", within)
		return Notification{}
	}
}

// None says whether no notification is waiting.
func (d *Daemon) None() bool { return len(d.got) == 0 }

// Click plays the user clicking notification id (its default action).
func (d *Daemon) Click(id uint32) error {
	return d.conn.Emit(notifyPath, notifyIface+".ActionInvoked", id, "default")
}

// server holds the daemon's D-Bus methods.
type server struct{ d *Daemon }

func (s server) Notify(app string, replaces uint32, icon, summary, body string, actions []string,
	hints map[string]dbus.Variant, timeout int32) (uint32, *dbus.Error) {
	s.d.mu.Lock()
	id := replaces
	if id == 0 {
		s.d.last++
		id = s.d.last
	}
	s.d.mu.Unlock()
	s.d.got <- Notification{ID: id, App: app, Summary: summary, Body: body, Actions: actions, Hints: hints}
	return id, nil
}

func (s server) GetCapabilities() ([]string, *dbus.Error) {
	return []string{"actions", "body"}, nil
}

func (s server) CloseNotification(id uint32) *dbus.Error {
	if err := s.d.conn.Emit(notifyPath, notifyIface+".NotificationClosed", id, uint32(3)); err != nil {
		return dbus.MakeFailedError(err)
	}
	return nil
}

func (s server) GetServerInformation() (name, vendor, version, spec string, err *dbus.Error) {
	return "reelroom-dbustest", "Reelroom", "1", "1.2", nil
}
