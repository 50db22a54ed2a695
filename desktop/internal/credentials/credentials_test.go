package credentials_test

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/credentials"
	"github.com/reelroom/reelroom/shared/api"
)

// The D-Bus connection behind the system keyring is made once per process,
// so this test runs its steps in order: first with no credential store on
// the session bus, then with a real one (gnome-keyring's Secret Service).
func TestTokens(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the Secret Service runs on Linux")
	}
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_DATA_HOME", filepath.Join(home, ".local", "share"))
	tokens := &credentials.Tokens{Path: filepath.Join(home, "reelroom", "tokens.json"), Keyring: credentials.System{}}
	first := api.TokenPair{Token: "access-1", RefreshToken: "refresh-1"}
	second := api.TokenPair{Token: "access-2", RefreshToken: "refresh-2"}

	t.Run("without a credential store the file keeps the pair", func(t *testing.T) {
		t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+filepath.Join(home, "no-bus"))
		if _, ok, err := tokens.Load(); ok || err != nil {
			t.Fatalf("Load() before Save = %v, %v; want none", ok, err)
		}
		where, err := tokens.Save(first)
		if err != nil || where != credentials.InFile {
			t.Fatalf("Save() = %q, %v; want the file", where, err)
		}
		mustHold(t, tokens, first)
		info, err := os.Stat(tokens.Path)
		if err != nil {
			t.Fatal(err)
		}
		if mode := info.Mode().Perm(); mode != 0o600 {
			t.Fatalf("token file mode = %o, want 600", mode)
		}
	})

	t.Run("with the Secret Service the pair moves out of the file", func(t *testing.T) {
		startSecretService(t, home)
		mustHold(t, tokens, first) // still read from the file
		where, err := tokens.Save(second)
		if err != nil || where != credentials.InKeyring {
			t.Fatalf("Save() = %q, %v; want the keyring", where, err)
		}
		if _, err := os.Stat(tokens.Path); !os.IsNotExist(err) {
			t.Fatalf("the file still holds tokens next to the keyring (stat: %v)", err)
		}
		secret, err := credentials.System{}.Get("Reelroom Desktop", "session")
		if err != nil || !strings.Contains(secret, "access-2") {
			t.Fatalf("keyring holds %q, %v", secret, err)
		}
		mustHold(t, tokens, second)
		if err := tokens.Clear(); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := tokens.Load(); ok || err != nil {
			t.Fatalf("Load() after Clear = %v, %v; want none", ok, err)
		}
		if err := tokens.Clear(); err != nil {
			t.Fatalf("a second Clear: %v", err)
		}
	})
}

func TestFileOnly(t *testing.T) {
	tokens := &credentials.Tokens{Path: filepath.Join(t.TempDir(), "tokens.json")}
	want := api.TokenPair{Token: "a", RefreshToken: "r"}
	if where, err := tokens.Save(want); err != nil || where != credentials.InFile {
		t.Fatalf("Save() = %q, %v", where, err)
	}
	mustHold(t, tokens, want)
	if err := os.WriteFile(tokens.Path, []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := tokens.Load(); ok || err == nil {
		t.Fatalf("a damaged file read as %v, %v; want an error", ok, err)
	}
	if err := tokens.Clear(); err != nil {
		t.Fatal(err)
	}
}

func mustHold(t *testing.T, tokens *credentials.Tokens, want api.TokenPair) {
	t.Helper()
	got, ok, err := tokens.Load()
	if err != nil || !ok || got != want {
		t.Fatalf("Load() = %+v, %v, %v; want %+v", got, ok, err, want)
	}
}

// startSecretService starts a private session bus with gnome-keyring's
// Secret Service on it, unlocked with a throwaway password, and points this
// process at it. Both stop with the test.
func startSecretService(t *testing.T, home string) {
	t.Helper()
	for _, bin := range []string{"dbus-daemon", "gnome-keyring-daemon"} {
		if _, err := exec.LookPath(bin); err != nil {
			t.Fatalf("%s is missing: run `make deps-test`", bin)
		}
	}
	bus := exec.Command("dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1")
	out, err := bus.Output()
	if err != nil {
		t.Fatalf("dbus-daemon: %v", err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	var addr string
	var pid int
	if sc.Scan() {
		addr = strings.TrimSpace(sc.Text())
	}
	if sc.Scan() {
		pid, _ = strconv.Atoi(strings.TrimSpace(sc.Text()))
	}
	if addr == "" || pid == 0 {
		t.Fatalf("dbus-daemon printed %q", out)
	}
	t.Cleanup(func() { syscall.Kill(pid, syscall.SIGTERM) })
	t.Setenv("DBUS_SESSION_BUS_ADDRESS", addr)
	password := filepath.Join(home, "keyring-password")
	if err := os.WriteFile(password, []byte("reelroom-test"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stopOwner(t, "org.freedesktop.secrets") })
	// Now and then (under load) the daemon leaves the new login keyring
	// locked; a fresh start then does it.
	for attempt := 1; ; attempt++ {
		startKeyring(t, home, password)
		if unlocked(5 * time.Second) {
			return
		}
		if attempt == 3 {
			t.Fatal("the login keyring stayed locked")
		}
		stopOwner(t, "org.freedesktop.secrets")
		os.RemoveAll(filepath.Join(home, ".local", "share", "keyrings"))
	}
}

// startKeyring starts gnome-keyring's Secret Service on the session bus,
// unlocking (creating) the login keyring with the password in the named file.
func startKeyring(t *testing.T, home, password string) {
	stdin, err := os.Open(password)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	keyring := exec.Command("gnome-keyring-daemon", "--daemonize", "--unlock", "--components=secrets")
	keyring.Env = append(os.Environ(), "HOME="+home, "XDG_RUNTIME_DIR="+home)
	keyring.Stdin = stdin
	if out, err := keyring.CombinedOutput(); err != nil {
		t.Fatalf("gnome-keyring-daemon: %v: %s", err, out)
	}
}

// unlocked waits up to timeout for the login keyring to exist unlocked.
// (Asking through go-keyring before then would raise an unlock prompt
// nobody answers.)
func unlocked(timeout time.Duration) bool {
	for deadline := time.Now().Add(timeout); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		out, err := exec.Command("dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.secrets",
			"/org/freedesktop/secrets/collection/login", "org.freedesktop.DBus.Properties.Get",
			"string:org.freedesktop.Secret.Collection", "string:Locked").Output()
		if err == nil && strings.Contains(string(out), "boolean false") {
			return true
		}
	}
	return false
}

// stopOwner stops the process that owns name on the session bus.
func stopOwner(t *testing.T, name string) {
	out, err := exec.Command("dbus-send", "--session", "--print-reply", "--dest=org.freedesktop.DBus",
		"/org/freedesktop/DBus", "org.freedesktop.DBus.GetConnectionUnixProcessID", "string:"+name).Output()
	if err != nil {
		t.Logf("find the owner of %s: %v", name, err)
		return
	}
	fields := strings.Fields(string(out))
	if pid, err := strconv.Atoi(fields[len(fields)-1]); err == nil && pid > 0 {
		syscall.Kill(pid, syscall.SIGTERM)
	}
}
