//go:build unix

// Package dbustest gives a test its own D-Bus session bus and a
// notification daemon on it that keeps what apps ask it to show.
package dbustest

import (
	"bufio"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// StartBus runs a private session bus until the test ends and points
// DBUS_SESSION_BUS_ADDRESS at it.
func StartBus(t testing.TB) string {
	t.Helper()
	if _, err := exec.LookPath("dbus-daemon"); err != nil {
		t.Fatal("dbustest: dbus-daemon is missing: run `make deps-test`")
	}
	cmd := exec.Command("dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("dbustest: %v", err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	line := make(chan string, 1)
	go func() {
		s, _ := bufio.NewReader(out).ReadString('\n')
		line <- strings.TrimSpace(s)
	}()
	select {
	case addr := <-line:
		if addr == "" {
			t.Fatal("dbustest: dbus-daemon printed no address")
		}
		t.Setenv("DBUS_SESSION_BUS_ADDRESS", addr)
		return addr
	case <-time.After(30 * time.Second):
		t.Fatal(fmt.Errorf("dbustest: dbus-daemon printed no address within 30 s"))
		return ""
	}
}
