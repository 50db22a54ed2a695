package server

import (
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/httpapi"
)

// Timeouts bound how long a client may hold a connection without sending.
type Timeouts struct {
	// ReadHeader is for a request's headers.
	ReadHeader time.Duration
	// Read is for a whole request, body included. The JSON calls' bodies
	// are small (1 MiB at most); tus uploads replace this deadline with
	// tusd's own, extended while bytes flow (upload.ReadTimeout), and media
	// files lift it while they are sent.
	Read time.Duration
	// Idle is how long a kept-alive connection may wait for its next request.
	Idle time.Duration
}

// DefaultTimeouts are the service's; tests use shorter ones.
var DefaultTimeouts = Timeouts{ReadHeader: 10 * time.Second, Read: 30 * time.Second, Idle: 2 * time.Minute}

// HTTPServer is the server Run listens with. No write timeout: a video may
// take long to download, and a reader that stops is TCP's to notice.
func (a *App) HTTPServer(t Timeouts) *http.Server {
	return &http.Server{
		Handler:           a.Handler,
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       t.Read,
		IdleTimeout:       t.Idle,
		ConnContext:       httpapi.ConnContext,
	}
}

// makeDataDir creates DATA_DIR readable by the service's user alone: it
// holds the database, the signing key and everyone's videos. A folder that
// already exists is left as its owner set it, with a warning when others
// can read it.
func makeDataDir(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("server: create DATA_DIR %s: %w", dir, err)
	}
	if st, err := os.Stat(dir); err == nil && st.Mode().Perm()&0o077 != 0 {
		slog.Warn("DATA_DIR can be read by other users; chmod 700 it", "dir", dir, "mode", st.Mode().Perm().String())
	}
	return nil
}
