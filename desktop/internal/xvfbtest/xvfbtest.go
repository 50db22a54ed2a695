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
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Fatal("Xvfb is missing: run `make deps-test`")
	}
	for n := 140; n < 200; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X%d-lock", n)); err == nil {
			continue
		}
		display := fmt.Sprintf(":%d", n)
		cmd := exec.Command("Xvfb", display, "-screen", "0", fmt.Sprintf("%dx%dx24", width, height), "-nolisten", "tcp", "-noreset")
		if err := cmd.Start(); err != nil {
			t.Fatalf("Xvfb: %v", err)
		}
		exited := make(chan struct{})
		go func() { cmd.Wait(); close(exited) }()
		socket := fmt.Sprintf("/tmp/.X11-unix/X%d", n)
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
			select {
			case <-exited:
				goto next // lost the race for this number
			default:
			}
			if _, err := os.Stat(socket); err == nil {
				t.Cleanup(func() { cmd.Process.Kill(); <-exited })
				t.Setenv("DISPLAY", display)
				return display
			}
		}
		cmd.Process.Kill()
		<-exited
		t.Fatalf("Xvfb %s did not come up", display)
	next:
	}
	t.Fatal("no free X display number")
	return ""
}
