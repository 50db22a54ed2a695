// Package cloudtest runs the real cloud service for the desktop app's
// tests: built once from ./cloud/cmd/reelroom (or REELROOM_BIN), started on
// a free port with a fresh data folder and SQLite.
package cloudtest

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

var (
	buildOnce sync.Once
	binary    string
	buildErr  error
)

// build makes the cloud binary once per test process, in a folder removed
// when the process's tests end (see Main).
func build() (string, error) {
	buildOnce.Do(func() {
		if bin := os.Getenv("REELROOM_BIN"); bin != "" {
			binary = bin
			return
		}
		_, here, _, _ := runtime.Caller(0)
		root := filepath.Join(filepath.Dir(here), "..", "..", "..")
		dir, err := os.MkdirTemp("", "reelroom-cloudtest")
		if err != nil {
			buildErr = err
			return
		}
		binary = filepath.Join(dir, "reelroom")
		cmd := exec.Command("go", "build", "-o", binary, "./cloud/cmd/reelroom")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("build the cloud service: %v\n%s", err, out)
		}
	})
	return binary, buildErr
}

// Main runs a package's tests and removes the built binary afterwards; call
// it from TestMain.
func Main(m *testing.M) {
	code := m.Run()
	if binary != "" && os.Getenv("REELROOM_BIN") == "" {
		os.RemoveAll(filepath.Dir(binary))
	}
	os.Exit(code)
}

// Start runs the cloud service until the test ends and returns its address.
func Start(t *testing.T) string {
	t.Helper()
	bin, err := build()
	if err != nil {
		t.Skipf("no cloud service to test against (set REELROOM_BIN to a built one): %v", err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	data := t.TempDir()
	log, err := os.Create(filepath.Join(data, "server.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), fmt.Sprint("PORT=", port), "DATA_DIR="+data, "DATABASE_URL=", "BCRYPT_COST=10")
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		log.Close()
		if t.Failed() {
			out, _ := os.ReadFile(log.Name())
			t.Logf("server log:\n%s", out)
		}
	})
	server := fmt.Sprint("http://127.0.0.1:", port)
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get(server + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return server
			}
		}
	}
	t.Fatal("the cloud service did not come up")
	return ""
}

// SignInOnWeb plays the web app: it registers a user and binds the app's
// check UID, returning the one-time code the web app would hand back.
func SignInOnWeb(t *testing.T, ctx context.Context, server, email, checkUID string) string {
	t.Helper()
	bound, err := webUser(t, ctx, server, email).HandoffBind(ctx, checkUID, "Reelroom Desktop test "+runtime.GOOS)
	if err != nil {
		t.Fatalf("bind: %v", err)
	}
	return bound.Code
}

// ApproveOnWeb plays the person whose link did not reach the app: it
// registers a user and types the user code the app shows.
func ApproveOnWeb(t *testing.T, ctx context.Context, server, email, checkUID, userCode string) {
	t.Helper()
	if err := webUser(t, ctx, server, email).HandoffApprove(ctx, checkUID, userCode); err != nil {
		t.Fatalf("approve: %v", err)
	}
}

func webUser(t *testing.T, ctx context.Context, server, email string) *client.Client {
	t.Helper()
	web := client.New(server)
	if _, err := web.Register(ctx, api.RegisterRequest{Email: email, Password: "correct-horse-9", Nickname: "Desktop"}); err != nil {
		t.Fatalf("register: %v", err)
	}
	return web
}

// MustSignIn checks a token pair signs in as email.
func MustSignIn(t *testing.T, ctx context.Context, server string, p api.TokenPair, email string) {
	t.Helper()
	if p.Token == "" || p.RefreshToken == "" {
		t.Fatalf("token pair %+v is incomplete", p)
	}
	app := client.New(server)
	app.Token = p.Token
	u, err := app.UserInfo(ctx)
	if err != nil {
		t.Fatalf("user info with the app's token: %v", err)
	}
	if u.Email != email {
		t.Fatalf("the app signed in as %q, want %q", u.Email, email)
	}
}
