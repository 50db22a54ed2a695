package httpapi_test

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// shareEnv is a running service with a direct line to its database, for
// what no API call does: forcing a status or a plan's limit, and counting
// rows. Folders, moves and the trash go through the library's calls.
type shareEnv struct {
	*apptest.Env
	db       *sql.DB
	postgres bool
}

func newShareEnv(t *testing.T) *shareEnv {
	t.Helper()
	cfg := apptest.Config(t)
	env := apptest.Start(t, cfg)
	db, postgres := openDatabase(t, cfg.DatabaseURL)
	return &shareEnv{Env: env, db: db, postgres: postgres}
}

// openDatabase is a direct line to a service's database (closed when the
// test ends), and whether it is PostgreSQL.
func openDatabase(t *testing.T, databaseURL string) (*sql.DB, bool) {
	t.Helper()
	driver, dsn := "pgx", databaseURL
	if path, ok := strings.CutPrefix(databaseURL, "sqlite:"); ok {
		driver, dsn = "sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"
	}
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, driver == "pgx"
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

// folder makes a folder of owner's in pid.
func (e *shareEnv) folder(t *testing.T, owner *client.Client, pid int64, name string) int64 {
	t.Helper()
	f, err := owner.FolderCreate(context.Background(), name, pid)
	if err != nil {
		t.Fatalf("make folder %q: %v", name, err)
	}
	return f.ID
}

// sharedUpload uploads a short video of owner's and shares it by link; it
// returns the video's ID (as in URLs) and the link's key.
func (e *shareEnv) sharedUpload(t *testing.T, owner *client.Client, title string) (int64, string) {
	t.Helper()
	v := e.Upload(t, owner, apptest.MakeVideo(t, 1, "160x120"), title)
	s, err := owner.ShareCreate(context.Background(), v.ID, api.SharePublic)
	if err != nil {
		t.Fatalf("share %q: %v", title, err)
	}
	return v.ID, s.ShareKey
}

// moveVideo puts one of owner's videos into a folder.
func (e *shareEnv) moveVideo(t *testing.T, owner *client.Client, videoID, folderID int64) {
	t.Helper()
	if _, err := owner.ItemsMove(context.Background(), api.ItemsMoveRequest{Videos: []int64{videoID}, Target: folderID}); err != nil {
		t.Fatalf("move video %d into %d: %v", videoID, folderID, err)
	}
}

// trash puts one of owner's folders or videos in the trash.
func (e *shareEnv) trash(t *testing.T, owner *client.Client, items api.Items) {
	t.Helper()
	if err := owner.ItemsTrash(context.Background(), items); err != nil {
		t.Fatalf("trash %+v: %v", items, err)
	}
}

// setStatus forces a video's status.
func (e *shareEnv) setStatus(t *testing.T, videoID int64, st api.VideoStatus) {
	t.Helper()
	e.exec(t, "UPDATE videos SET status = ? WHERE id = ?", int(st), videoID)
}

// setLimit sets how many videos a user's plan keeps: n at or above 1000
// (or Unlimited) makes them Premium through an operator's grant; a smaller
// n ends their grants and makes Basic keep n (Basic's limit is the
// service's, so it is every Basic user's).
func (e *shareEnv) setLimit(t *testing.T, userID int64, n int) {
	t.Helper()
	ctx := context.Background()
	if n == api.Unlimited || n >= 1000 {
		e.App.Plans.SetBasic(plan.Basic)
		if _, err := e.App.Plans.GrantPremium(ctx, userID, 0); err != nil {
			t.Fatal(err)
		}
		return
	}
	if _, err := e.App.Plans.RevokePremium(ctx, userID); err != nil {
		t.Fatal(err)
	}
	basic := plan.Basic
	basic.VideoLimit = n
	e.App.Plans.SetBasic(basic)
}

// storedVideoFiles counts the processed files the blob store holds.
func (e *shareEnv) storedVideoFiles(t *testing.T) int {
	t.Helper()
	return len(e.Stored(t, "videos/"))
}
