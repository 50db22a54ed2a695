//go:build unix

// Package xvfbtest starts a virtual X display (Xvfb) for a test and points
// $DISPLAY at it.
package xvfbtest

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
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

// Run starts Xvfb with a width x height screen and gives its display name
// (":N") and how to stop it. Xvfb picks the number itself (-displayfd), so
// it also takes over numbers whose server was killed and left its lock.
func Run(width, height int) (display string, stop func(), err error) {
	if _, err := exec.LookPath("Xvfb"); err != nil {
		return "", nil, fmt.Errorf("xvfbtest: Xvfb is missing: run `make deps-test`")
	}
	r, w, err := os.Pipe()
	if err != nil {
		return "", nil, fmt.Errorf("xvfbtest: %w", err)
	}
	defer r.Close()
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", width, height), "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{w}
	err = cmd.Start()
	w.Close()
	if err != nil {
		return "", nil, fmt.Errorf("xvfbtest: %w", err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	stop = func() { end(cmd, exited) }
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	select {
	case n := <-number:
		if n == "" {
			stop()
			return "", nil, fmt.Errorf("xvfbtest: Xvfb exited before it served a display")
		}
		return ":" + n, stop, nil
	case <-time.After(15 * time.Second):
		stop()
		return "", nil, fmt.Errorf("xvfbtest: Xvfb served no display within 15 s")
	}
}

// end asks Xvfb to quit, so that it removes its lock and socket, and kills
// it when it does not within five seconds.
func end(cmd *exec.Cmd, exited <-chan struct{}) {
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-exited:
		return
	case <-time.After(5 * time.Second):
	}
	cmd.Process.Kill()
	<-exited
}
