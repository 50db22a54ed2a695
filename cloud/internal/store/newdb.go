package store

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/pressly/goose/v3"
)

// A new SQLite database is made aside, under a temporary name in the same
// folder, and linked into place once it holds every migration: a start that
// dies half way leaves only a temporary file, never a half-made database
// under the real name. Aside, nothing needs to survive a crash, so it is built
// without syncing (synchronous OFF, the rollback journal in memory) and
// synced once before it takes its name: two fsyncs instead of eight.
//
// It starts from the squashed schema (migrations/squashed/sqlite.sql): what
// migrations 1..N leave in an empty database, in one script. Running the
// migrations one by one costs about 15 ms of CPU (each ALTER TABLE and DROP
// makes SQLite read its schema again); the script about 3 ms. Migrations
// after N run as usual. TestSquashedSQLiteSchema checks that the script
// leaves exactly what the migrations leave and rewrites it with -update.

// squashedSQLite is the squashed schema's file in the embedded migrations.
const squashedSQLite = "migrations/squashed/sqlite.sql"

// newSQLiteSuffix marks the temporary name of a database being made.
const newSQLiteSuffix = ".new-"

// needsNewSQLite reports whether path holds no database yet: missing, or an
// empty file (which SQLite takes as a new database) with no write-ahead log
// beside it.
func needsNewSQLite(path string) (bool, error) {
	st, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: database: %w", err)
	}
	if st.Size() > 0 {
		return false, nil
	}
	wal, err := os.Stat(path + "-wal")
	return err != nil || wal.Size() == 0, nil
}

// makeSQLite makes a migrated database at path if there is none yet.
func makeSQLite(ctx context.Context, path string, migrationsFS fs.FS) error {
	fresh, err := needsNewSQLite(path)
	if err != nil || !fresh {
		return err
	}
	dir, base := filepath.Dir(path), filepath.Base(path) // dir "." for a bare name: CreateTemp("") would use /tmp
	removeStaleNewSQLite(dir, base)
	f, err := os.CreateTemp(dir, base+newSQLiteSuffix+"*") // mode 0600
	if err != nil {
		return fmt.Errorf("store: create database: %w", err)
	}
	tmp := f.Name()
	placed := false
	defer func() {
		f.Close()
		if !placed {
			removeSQLiteFiles(tmp)
		}
	}()
	if err := buildSQLite(ctx, tmp, migrationsFS); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("store: sync new database: %w", err)
	}
	if err := placeSQLite(tmp, path); err != nil {
		return err
	}
	placed = true
	os.Remove(tmp)
	return syncDir(dir)
}

// buildSQLite migrates the empty database file tmp without syncing and
// leaves it in WAL mode, closed.
func buildSQLite(ctx context.Context, tmp string, migrationsFS fs.FS) (err error) {
	db, err := sql.Open("sqlite", "file:"+tmp+"?_pragma=journal_mode(MEMORY)&_pragma=synchronous(OFF)"+
		"&_pragma=foreign_keys(1)&_pragma=busy_timeout(10000)&_txlock=immediate")
	if err != nil {
		return fmt.Errorf("store: new database: %w", err)
	}
	defer func() {
		if cerr := db.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("store: new database: %w", cerr)
		}
	}()
	db.SetMaxOpenConns(1) // the pragmas above are the connection's
	provider, err := newMigrationProvider(goose.DialectSQLite3, db, migrationsFS, "migrations/sqlite")
	if err != nil {
		return err
	}
	if err := applySquashedSQLite(ctx, db, migrationsFS, provider); err != nil {
		return err
	}
	if _, err := provider.Up(ctx); err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	// The WAL flag is kept in the file's header, so the service's own
	// connections find it set and have nothing to switch (and sync).
	if _, err := db.ExecContext(ctx, "PRAGMA journal_mode=WAL"); err != nil {
		return fmt.Errorf("store: new database: %w", err)
	}
	return nil
}

// applySquashedSQLite runs the squashed schema in one transaction when the
// migrations it stands for are exactly the embedded ones up to its last;
// otherwise (a migration numbered below its last was added since it was
// made) it does nothing and every migration runs.
func applySquashedSQLite(ctx context.Context, db *sql.DB, migrationsFS fs.FS, provider *goose.Provider) error {
	script, err := fs.ReadFile(migrationsFS, squashedSQLite)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("store: squashed schema: %w", err)
	}
	versions, err := squashedVersions(script)
	if err != nil {
		return err
	}
	if !sameVersions(versions, provider) {
		return nil
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: squashed schema: %w", err)
	}
	if _, err := tx.ExecContext(ctx, string(script)); err != nil {
		tx.Rollback()
		return fmt.Errorf("store: squashed schema: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: squashed schema: %w", err)
	}
	return nil
}

// squashedVersionsPrefix starts the squashed schema's line that lists the
// migrations it stands for.
const squashedVersionsPrefix = "-- versions:"

// squashedVersions reads the migration versions the squashed schema stands for.
func squashedVersions(script []byte) ([]int64, error) {
	sc := bufio.NewScanner(strings.NewReader(string(script)))
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), squashedVersionsPrefix)
		if !ok {
			continue
		}
		var versions []int64
		for _, field := range strings.Fields(line) {
			v, err := strconv.ParseInt(field, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("store: squashed schema: version %q: %w", field, err)
			}
			versions = append(versions, v)
		}
		if len(versions) > 0 {
			return versions, nil
		}
	}
	return nil, errors.New("store: squashed schema: no versions line")
}

// sameVersions reports whether versions, in order, are the provider's
// migrations up to the last of them.
func sameVersions(versions []int64, provider *goose.Provider) bool {
	last := versions[len(versions)-1]
	i := 0
	for _, src := range provider.ListSources() {
		if src.Version > last {
			break
		}
		if i >= len(versions) || versions[i] != src.Version {
			return false
		}
		i++
	}
	return i == len(versions)
}

// placeSQLite gives the made database its name: a hard link, which fails if
// another process made one meanwhile (then that one is kept), or, where
// there is only an empty file left by an older start or the file system has
// no hard links, a rename.
func placeSQLite(tmp, path string) error {
	err := os.Link(tmp, path)
	if err == nil {
		return nil
	}
	if errors.Is(err, fs.ErrExist) {
		if fresh, ferr := needsNewSQLite(path); ferr != nil || !fresh {
			return ferr
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("store: place new database: %w", err)
	}
	return nil
}

// removeStaleNewSQLite deletes what starts that died while making a
// database left behind; one made by a start under way now is younger.
func removeStaleNewSQLite(dir, base string) {
	names, _ := filepath.Glob(filepath.Join(dir, base+newSQLiteSuffix+"*"))
	for _, name := range names {
		if st, err := os.Stat(name); err == nil && time.Since(st.ModTime()) > time.Minute {
			os.Remove(name)
		}
	}
}

func removeSQLiteFiles(path string) {
	for _, name := range []string{path, path + "-journal", path + "-wal", path + "-shm"} {
		os.Remove(name)
	}
}

// syncDir makes a name just given in dir survive a crash.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("store: sync database folder: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("store: sync database folder: %w", err)
	}
	return nil
}
