package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // "pgx" driver, for the admin connection
)

// testDatabase is a fresh database: PostgreSQL when TEST_PG_DSN names a
// server (with an admin connection to it), else SQLite.
// openTestStore is a migrated store on its own test database, closed when
// the test ends.
func openTestStore(t *testing.T) *Store {
	t.Helper()
	dbURL, _, _ := testDatabase(t)
	s, err := Open(context.Background(), dbURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func testDatabase(t *testing.T) (databaseURL string, admin *sql.DB, name string) {
	dsn := os.Getenv("TEST_PG_DSN")
	if dsn == "" {
		return "sqlite:" + filepath.Join(t.TempDir(), "test.db"), nil, ""
	}
	admin, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 8)
	rand.Read(b)
	name = "rr_test_" + hex.EncodeToString(b)
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
		admin.Close()
	})
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String(), admin, name
}

// A burst that uses every connection of the pool leaves them all open and
// idle, and the load after it is served by them: no connection is closed
// and opened again, which on PostgreSQL would start a backend session.
func TestPoolKeepsItsConnections(t *testing.T) {
	ctx := context.Background()
	databaseURL, admin, name := testDatabase(t)
	s, err := Open(ctx, databaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	size := sqliteConns
	if admin != nil {
		size = postgresConns
	}
	conns := make([]*sql.Conn, size)
	for i := range conns {
		if conns[i], err = s.sqlDB.Conn(ctx); err != nil {
			t.Fatal(err)
		}
		if err := conns[i].PingContext(ctx); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range conns {
		c.Close()
	}
	if st := s.sqlDB.Stats(); st.Idle != size || st.OpenConnections != size {
		t.Fatalf("after the burst: %d open, %d idle, want %d both", st.OpenConnections, st.Idle, size)
	}
	sessions := func() map[int]bool {
		pids := map[int]bool{}
		if admin == nil {
			return pids
		}
		rows, err := admin.Query("SELECT pid FROM pg_stat_activity WHERE datname = $1", name)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		for rows.Next() {
			var pid int
			if err := rows.Scan(&pid); err != nil {
				t.Fatal(err)
			}
			pids[pid] = true
		}
		return pids
	}
	warm := sessions()
	if admin != nil && len(warm) != size {
		t.Fatalf("%d sessions after the burst, want %d", len(warm), size)
	}

	var wg sync.WaitGroup
	for range size {
		wg.Go(func() {
			for range 20 {
				if _, err := s.UserByID(ctx, 1); !errors.Is(err, ErrNotFound) {
					t.Errorf("user 1: %v", err)
					return
				}
			}
		})
	}
	wg.Wait()
	st := s.sqlDB.Stats()
	if closed := st.MaxIdleClosed + st.MaxIdleTimeClosed + st.MaxLifetimeClosed; closed != 0 || st.OpenConnections != size {
		t.Fatalf("under load %d connections were closed, %d open, want none and %d", closed, st.OpenConnections, size)
	}
	for pid := range sessions() {
		if !warm[pid] {
			t.Fatalf("backend %d started under load; the burst left %v", pid, warm)
		}
	}
}
