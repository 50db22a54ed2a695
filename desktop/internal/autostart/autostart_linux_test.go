package autostart

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestXDGEntry(t *testing.T) {
	config := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", config)
	path := filepath.Join(config, "autostart", "app.reelroom.desktop.desktop")

	if on, err := Has(); on || err != nil {
		t.Fatalf("Has() on a fresh account = %v, %v", on, err)
	}
	exe := "/opt/Reel Room/reelroom-desktop"
	if err := Set(true, exe); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "\nExec=\"/opt/Reel Room/reelroom-desktop\" --hidden\n") ||
		!strings.HasPrefix(string(b), "[Desktop Entry]\n") {
		t.Fatalf("entry:\n%s", b)
	}
	if on, err := Has(); !on || err != nil {
		t.Fatalf("Has() after Set(true) = %v, %v", on, err)
	}
	if err := Set(false, exe); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("entry still there after Set(false): %v", err)
	}
	if err := Set(false, exe); err != nil {
		t.Fatalf("removing twice: %v", err)
	}
}

func TestExecArg(t *testing.T) {
	for in, want := range map[string]string{
		"/usr/bin/reelroom-desktop": "/usr/bin/reelroom-desktop",
		"/a b/c":                    `"/a b/c"`,
		`/a$b`:                      `"/a\\$b"`,
		`/a\b`:                      `"/a\\\\b"`,
		"/100%":                     `"/100%%"`,
	} {
		if got := execArg(in); got != want {
			t.Errorf("execArg(%q) = %s, want %s", in, got, want)
		}
	}
	if !HiddenRequested([]string{"x", HiddenFlag}) || HiddenRequested([]string{"reelroom://auth?code=1"}) {
		t.Error("HiddenRequested misreads the arguments")
	}
}
