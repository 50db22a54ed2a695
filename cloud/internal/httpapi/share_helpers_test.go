package httpapi_test

import (
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// shareEnv is a running service with a direct line to its database, for
// what the API of this branch cannot do yet: make folders, move videos into
// them and put things in the trash.
type shareEnv struct {
	*apptest.Env
	db       *sql.DB
	postgres bool
}

func newShareEnv(t *testing.T) *shareEnv {
	t.Helper()
	cfg := apptest.Config(t)
	env := apptest.Start(t, cfg)
	driver, dsn := "pgx", cfg.DatabaseURL
	if path, ok := strings.CutPrefix(cfg.DatabaseURL, "sqlite:"); ok {
		driver, dsn = "sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return &shareEnv{Env: env, db: db, postgres: driver == "pgx"}
}

// rebind turns ? placeholders into PostgreSQL's $n.
func (e *shareEnv) rebind(q string) string {
	if !e.postgres {
		return q
	}
	var b strings.Builder
	n := 0
	for _, r := range q {
		if r == '?' {
			n++
			fmt.Fprintf(&b, "$%d", n)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (e *shareEnv) exec(t *testing.T, q string, args ...any) {
	t.Helper()
	if _, err := e.db.Exec(e.rebind(q), args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

func (e *shareEnv) count(t *testing.T, q string, args ...any) int {
	t.Helper()
	var n int
	if err := e.db.QueryRow(e.rebind(q), args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return n
}

// folder makes a folder of the user's in pid.
func (e *shareEnv) folder(t *testing.T, userID, pid int64, name string) int64 {
	t.Helper()
	var id int64
	err := e.db.QueryRow(e.rebind(`INSERT INTO folders (user_id, pid, name, created_at, updated_at)
		VALUES (?, ?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP) RETURNING id`), userID, pid, name).Scan(&id)
	if err != nil {
		t.Fatalf("make folder %q: %v", name, err)
	}
	return id
}

// moveVideo puts a video into a folder.
func (e *shareEnv) moveVideo(t *testing.T, videoID, folderID int64) {
	t.Helper()
	e.exec(t, "UPDATE videos SET folder_id = ? WHERE id = ?", folderID, videoID)
}

// trashVideo marks a video as in the trash, as the library does.
func (e *shareEnv) trashVideo(t *testing.T, videoID int64) {
	t.Helper()
	e.exec(t, "UPDATE videos SET trashed_at = CURRENT_TIMESTAMP, trash_root = TRUE WHERE id = ?", videoID)
}

// trashFolder marks a folder and the videos directly in it as in the trash.
func (e *shareEnv) trashFolder(t *testing.T, folderID int64) {
	t.Helper()
	e.exec(t, "UPDATE folders SET trashed_at = CURRENT_TIMESTAMP, trash_root = TRUE WHERE id = ?", folderID)
	e.exec(t, "UPDATE videos SET trashed_at = CURRENT_TIMESTAMP WHERE folder_id = ?", folderID)
}

// setStatus forces a video's status.
func (e *shareEnv) setStatus(t *testing.T, videoID int64, st api.VideoStatus) {
	t.Helper()
	e.exec(t, "UPDATE videos SET status = ? WHERE id = ?", int(st), videoID)
}

// setLimit sets how many videos a user's plan keeps.
func (e *shareEnv) setLimit(t *testing.T, userID int64, n int) {
	t.Helper()
	e.exec(t, "UPDATE users SET video_limit = ? WHERE id = ?", n, userID)
}

// storedVideoFiles counts the processed files the blob store holds.
func (e *shareEnv) storedVideoFiles(t *testing.T) int {
	t.Helper()
	return len(e.Stored(t, "videos/"))
}
