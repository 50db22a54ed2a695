// Package apptest starts the whole cloud service for tests: the real router
// over httptest, a fresh SQLite database per test, or a fresh PostgreSQL
// database when TEST_PG_DSN names a server, and real ffmpeg.
package apptest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"log/slog"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // "pgx" driver, to create test databases

	"github.com/reelroom/reelroom/cloud/internal/config"
	"github.com/reelroom/reelroom/cloud/internal/server"
	"github.com/reelroom/reelroom/shared/client"
)

// Env is one running service.
type Env struct {
	URL     string
	DataDir string
	App     *server.App
	Stop    func() // stops the service early, as a restart would
	cfg     config.Config
}

// New starts a service that stops when the test ends.
func New(tb testing.TB) *Env {
	tb.Helper()
	return Start(tb, Config(tb))
}

// Config is a configuration for a fresh service: its own data folder and
// database (PostgreSQL when TEST_PG_DSN is set), and its own bucket when
// TEST_S3_ENDPOINT is set.
func Config(tb testing.TB) config.Config {
	dir := tb.TempDir()
	cfg := config.Config{
		Port: 0, DataDir: dir, DatabaseURL: DatabaseURL(tb, dir), SigningKey: randomHex(32),
		LogLevel: "error", FFmpeg: "ffmpeg", FFprobe: "ffprobe", BcryptCost: 4, Storage: "local",
		LiveAppOrigins: config.DefaultAppOrigins,
	}
	if s3, ok := s3Config(tb); ok {
		cfg.Storage, cfg.S3 = "s3", s3
	}
	return cfg
}

var quietLogs sync.Once

// Start runs a service with cfg until Stop or the end of the test.
func Start(tb testing.TB, cfg config.Config) *Env {
	tb.Helper()
	quietLogs.Do(func() {
		slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: cfg.Level()})))
	})
	ctx, cancel := context.WithCancel(context.Background())
	app, err := server.New(ctx, cfg)
	if err != nil {
		cancel()
		tb.Fatalf("start service: %v", err)
	}
	ts := httptest.NewServer(app.Handler)
	var once sync.Once
	stop := func() {
		once.Do(func() {
			ts.Close()
			cancel()
			app.Jobs.Wait()
			app.Store.Close()
		})
	}
	tb.Cleanup(stop)
	return &Env{URL: ts.URL, DataDir: cfg.DataDir, App: app, Stop: stop, cfg: cfg}
}

// Client is an API client of the service with no token.
func (e *Env) Client() *client.Client { return client.New(e.URL) }

// DatabaseURL is a fresh database for one test.
func DatabaseURL(tb testing.TB, dir string) string {
	admin := os.Getenv("TEST_PG_DSN")
	if admin == "" {
		return "sqlite:" + filepath.Join(dir, "test.db")
	}
	db, err := sql.Open("pgx", admin)
	if err != nil {
		tb.Fatalf("postgres: %v", err)
	}
	defer db.Close()
	name := "rr_test_" + randomHex(8)
	if _, err := db.Exec("CREATE DATABASE " + name); err != nil {
		tb.Fatalf("postgres: create database: %v", err)
	}
	tb.Cleanup(func() {
		db, err := sql.Open("pgx", admin)
		if err != nil {
			return
		}
		defer db.Close()
		db.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	})
	u, err := url.Parse(admin)
	if err != nil {
		tb.Fatalf("TEST_PG_DSN: %v", err)
	}
	u.Path = "/" + name
	return u.String()
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// DatabaseURL is the service's database, for tests that look at it from outside.
func (e *Env) DatabaseURL() string { return e.cfg.DatabaseURL }
