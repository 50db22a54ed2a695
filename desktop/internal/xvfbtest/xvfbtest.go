// Package xvfbtest starts a virtual X display (Xvfb) for a test and points
// $DISPLAY at it.
package xvfbtest

import (
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"
)

// Start runs Xvfb with a width x height screen on a free display number
// until the test ends, and sets DISPLAY for the test.
func Start(t testing.TB, width, height int) string {
	t.Helper()
	display, stop, err := Run(width, height)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	t.Setenv("DISPLAY", display)
	return display
}

// Run starts Xvfb with a width x height screen on a free display number
// and gives its name (":N") and how to stop it.
func Run(width, height int) (display string, stop func(), err error) {
	if _, err := exec.LookPath("Xvfb"); err != nil {
		return "", nil, fmt.Errorf("xvfbtest: Xvfb is missing: run `make deps-test`")
	}
	for n := 140; n < 200; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		display := fmt.Sprintf(":%d", n)
		cmd := exec.Command("Xvfb", display, "-screen", "0", fmt.Sprintf("%dx%dx24", width, height), "-nolisten", "tcp", "-noreset")
		if err := cmd.Start(); err != nil {
			return "", nil, fmt.Errorf("xvfbtest: %w", err)
		}
		exited := make(chan struct{})
		go func() { cmd.Wait(); close(exited) }()
		stop := func() { cmd.Process.Kill(); <-exited }
		if up(fmt.Sprintf("/tmp/.X11-unix/X%d", n), exited) {
			return display, stop, nil
		}
		stop()
	}
	return "", nil, fmt.Errorf("xvfbtest: no X display could be started")
}

// up waits for the display's socket; false when Xvfb exited first (it lost
// the race for the number) or never came up.
func up(socket string, exited <-chan struct{}) bool {
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		select {
		case <-exited:
			return false
		default:
		}
		if _, err := os.Stat(socket); err == nil {
			return true
		}
	}
	return false
}
