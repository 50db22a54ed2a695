package server_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/server"
	"github.com/reelroom/reelroom/shared/api"
)

// short are the timeouts under test; a connection must be closed well
// within closedWithin (40 times the timeout: a loaded machine is slow, an
// open connection stays open).
const (
	short        = 250 * time.Millisecond
	closedWithin = 40 * short
)

// serve runs the service with the real HTTP server and short timeouts.
func serve(t *testing.T) (*apptest.Env, string) {
	env := apptest.New(t)
	hs := env.App.HTTPServer(server.Timeouts{ReadHeader: short, Read: short, Idle: short})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	return env, ln.Addr().String()
}

// expectClosed reads until the server closes the connection, failing when
// it is still open after closedWithin.
func expectClosed(t *testing.T, conn net.Conn) {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(closedWithin))
	_, err := io.Copy(io.Discard, conn)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("the connection is still open after %s", closedWithin)
	}
}

func TestSlowBodyIsCut(t *testing.T) {
	_, addr := serve(t)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{")
	stop := make(chan struct{})
	defer close(stop)
	go func() { // one byte every tenth of the timeout, for ever
		for {
			select {
			case <-stop:
				return
			case <-time.After(short / 10):
				if _, err := conn.Write([]byte(" ")); err != nil {
					return
				}
			}
		}
	}()
	expectClosed(t, conn)
}

func TestSlowHeadersAreCut(t *testing.T) {
	_, addr := serve(t)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET /healthz HTTP/1.1\r\nHost: x\r\n")
	expectClosed(t, conn)
}

func TestIdleConnectionIsClosed(t *testing.T) {
	_, addr := serve(t)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	br := bufio.NewReader(conn)
	res, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || res.Close {
		t.Fatalf("health: %d, close %v", res.StatusCode, res.Close)
	}
	expectClosed(t, conn) // kept alive, then idle
}

// An upload whose bytes keep coming is not cut by the short read timeout:
// tusd extends the deadline after every read.
func TestUploadOutlastsTheReadTimeout(t *testing.T) {
	env, addr := serve(t)
	c := env.SignUp(t, "ann@example.com")
	c.BaseURL = "http://" + addr
	ctx := context.Background()
	init, err := c.RecordInit(ctx, api.RecordInitRequest{Title: "slow"})
	if err != nil {
		t.Fatal(err)
	}
	const size = 20
	loc, err := c.CreateUpload(ctx, init.UploadURL, init.VideoID, size)
	if err != nil {
		t.Fatal(err)
	}
	body, w := io.Pipe()
	go func() { // the whole body takes 4 read timeouts to arrive
		for range size {
			time.Sleep(short / 5)
			w.Write([]byte{0})
		}
		w.Close()
	}()
	req, _ := http.NewRequest("PATCH", loc, body)
	req.ContentLength = size
	req.Header.Set("Tus-Resumable", "1.0.0")
	req.Header.Set("Content-Type", "application/offset+octet-stream")
	req.Header.Set("Upload-Offset", "0")
	req.Header.Set("Authorization", "Bearer "+c.Token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusNoContent || res.Header.Get("Upload-Offset") != strconv.Itoa(size) {
		t.Fatalf("slow upload: %d, offset %q", res.StatusCode, res.Header.Get("Upload-Offset"))
	}
}

// DATA_DIR is made readable by the service's user alone, and so are the
// database and the signing key in it.
func TestDataDirIsPrivate(t *testing.T) {
	cfg := apptest.Config(t)
	cfg.DataDir = filepath.Join(t.TempDir(), "data")
	cfg.DatabaseURL = "sqlite:" + filepath.Join(cfg.DataDir, "reelroom.db")
	cfg.SigningKey = ""
	apptest.Start(t, cfg)
	files, _ := filepath.Glob(filepath.Join(cfg.DataDir, "reelroom.db*")) // with the WAL files
	if len(files) == 0 {
		t.Fatal("no database file")
	}
	want := map[string]os.FileMode{cfg.DataDir: 0o700, filepath.Join(cfg.DataDir, "signing.key"): 0o600}
	for _, f := range files {
		want[f] = 0o600
	}
	for name, mode := range want {
		st, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		if st.Mode().Perm() != mode {
			t.Errorf("%s: mode %v, want %v", name, st.Mode().Perm(), mode)
		}
	}
}
