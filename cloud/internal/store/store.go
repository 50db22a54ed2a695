// Package store keeps Reelroom's data in SQLite or PostgreSQL. It is the only
// package that knows GORM; its models are converted to domain types at its edge.
package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pressly/goose/v3"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"gorm.io/driver/postgres"
	"gorm.io/driver/sqlite"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"
	_ "modernc.org/sqlite" // registers the pure-Go "sqlite" driver
)

//go:embed migrations
var migrations embed.FS

// Store is a migrated database.
type Store struct {
	db      *gorm.DB
	sqlDB   *sql.DB
	dialect string
}

// Open connects to databaseURL ("postgres://..." or "sqlite:PATH") and applies
// the embedded migrations.
func Open(ctx context.Context, databaseURL string) (*Store, error) {
	dialector, dialect, err := dialectorFor(ctx, databaseURL)
	if err != nil {
		return nil, err
	}
	db, err := gorm.Open(dialector, &gorm.Config{
		Logger:  logger.Discard,
		NowFunc: func() time.Time { return time.Now().UTC() },
		// On SQLite each statement is parsed once per connection and kept:
		// parsing was a fifth of a folder listing's CPU. The cache is bounded
		// (statements with IN lists differ by the list's length). pgx keeps
		// its own cache of prepared statements, so PostgreSQL needs none.
		PrepareStmt:        dialect == "sqlite3",
		PrepareStmtMaxSize: preparedStmts,
		PrepareStmtTTL:     idleConnTime,
	})
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", dialect, err)
	}
	sqlDB, err := db.DB()
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	keepWarm(sqlDB, dialect)
	s := &Store{db: db, sqlDB: sqlDB, dialect: dialect}
	if err := s.migrate(ctx); err != nil {
		sqlDB.Close()
		return nil, err
	}
	return s, nil
}

// keepPrivate makes the SQLite file (created empty when missing, which
// SQLite takes as a new database) and its WAL files readable by the
// service's user alone; SQLite gives the WAL files the database's mode.
func keepPrivate(path string) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err == nil {
		f.Close()
	} else if !os.IsExist(err) {
		return fmt.Errorf("store: create database: %w", err)
	}
	for _, name := range []string{path, path + "-wal", path + "-shm"} {
		st, err := os.Stat(name)
		if err != nil || st.Mode().Perm()&0o077 == 0 {
			continue
		}
		if err := os.Chmod(name, st.Mode().Perm()&0o700); err != nil {
			return fmt.Errorf("store: make %s private: %w", name, err)
		}
	}
	return nil
}

func dialectorFor(ctx context.Context, databaseURL string) (gorm.Dialector, string, error) {
	switch {
	case strings.HasPrefix(databaseURL, "postgres://"), strings.HasPrefix(databaseURL, "postgresql://"):
		return postgres.Open(databaseURL), "postgres", nil
	case strings.HasPrefix(databaseURL, "sqlite:"):
		path := strings.TrimPrefix(databaseURL, "sqlite:")
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, "", fmt.Errorf("store: create database folder: %w", err)
		}
		if err := makeSQLite(ctx, path, migrations); err != nil {
			return nil, "", err
		}
		if err := keepPrivate(path); err != nil {
			return nil, "", err
		}
		dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)" +
			"&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_txlock=immediate"
		return sqlite.New(sqlite.Config{DriverName: "sqlite", DSN: dsn}), "sqlite3", nil
	}
	return nil, "", fmt.Errorf("store: DATABASE_URL must start with postgres:// or sqlite: (got %q)", Redact(databaseURL))
}

// migrationProvider is the provider of the dialect's embedded migrations.
func (s *Store) migrationProvider() (*goose.Provider, error) {
	if s.dialect == "postgres" {
		return newMigrationProvider(goose.DialectPostgres, s.sqlDB, migrations, "migrations/postgres")
	}
	return newMigrationProvider(goose.DialectSQLite3, s.sqlDB, migrations, "migrations/sqlite")
}

// newMigrationProvider is the provider of the migrations in fsys's folder dir, on db.
func newMigrationProvider(dialect goose.Dialect, db *sql.DB, fsys fs.FS, dir string) (*goose.Provider, error) {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("store: migrations: %w", err)
	}
	provider, err := goose.NewProvider(dialect, db, sub)
	if err != nil {
		return nil, fmt.Errorf("store: migrations: %w", err)
	}
	return provider, nil
}

func (s *Store) migrate(ctx context.Context) error {
	provider, err := s.migrationProvider()
	if err != nil {
		return err
	}
	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	return nil
}

// Close closes the database.
func (s *Store) Close() error { return s.sqlDB.Close() }

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.sqlDB.PingContext(ctx) }

// Dialect is "sqlite3" or "postgres".
func (s *Store) Dialect() string { return s.dialect }

// Redact hides the password in a database URL, for logs.
func Redact(u string) string {
	at := strings.LastIndex(u, "@")
	scheme := strings.Index(u, "://")
	if at < 0 || scheme < 0 {
		return u
	}
	creds := u[scheme+3 : at]
	if colon := strings.Index(creds, ":"); colon >= 0 {
		return u[:scheme+3] + creds[:colon] + ":***" + u[at:]
	}
	return u
}

var (
	// ErrNotFound means no row matched.
	ErrNotFound = domain.ErrNotFound
	// ErrConflict means a unique constraint or a state precondition failed.
	ErrConflict = domain.ErrConflict
	// ErrTaken means the row is held by another user.
	ErrTaken = domain.ErrTaken
)
