package library_test

import (
	"database/sql"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// TestLibraryScale is the benchmark of bench/library/run.sh (run only when
// BENCH_LIBRARY=1): one user with 10,000 videos in 1,000 folders; it prints
// the p95 of listing a folder and of searching, as the handlers call them,
// and fails above the target.
func TestLibraryScale(t *testing.T) {
	if os.Getenv("BENCH_LIBRARY") != "1" {
		t.Skip("benchmark: set BENCH_LIBRARY=1 (bench/library/run.sh)")
	}
	const folders, videos, runs = 1000, 10000, 300
	const target = 20 * time.Millisecond
	dir := t.TempDir()
	if keep := os.Getenv("BENCH_KEEP_DIR"); keep != "" {
		dir = keep // the SQLite database stays there, to study its query plans
	}
	clk := apptest.NewClock(start)
	r := newRig(t, apptest.DatabaseURL(t, dir), filepath.Join(dir, "media"), clk)
	u := domain.User{Email: "bench@example.com", PasswordHash: "x", Nickname: "B", VideoLimit: api.Unlimited,
		CreatedAt: start, UpdatedAt: start}
	if err := r.st.CreateUser(bg, &u); err != nil {
		t.Fatal(err)
	}
	seeded := time.Now()
	ids := make([]int64, 0, folders)
	for i := range folders {
		pid := int64(0)
		if i >= 100 { // 100 at the root, the rest nested below them
			pid = ids[rand.IntN(len(ids))]
		}
		f := domain.Folder{UserID: u.ID, Pid: pid, Name: fmt.Sprintf("Folder %04d", i), ShareEnabled: true,
			CreatedAt: clk.Now(), UpdatedAt: clk.Now()}
		if err := r.st.CreateFolder(bg, &f); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, f.ID)
		clk.Add(time.Second)
	}
	for i := range videos {
		v := domain.Video{UserID: u.ID, FolderID: ids[i%folders], Title: fmt.Sprintf("Weekly demo %05d", i),
			Status: api.VideoOK, Version: 1, CreatedAt: clk.Now(), UpdatedAt: clk.Now()}
		if err := r.st.CreateVideo(bg, &v, api.Unlimited); err != nil {
			t.Fatal(err)
		}
		clk.Add(time.Second)
	}
	if os.Getenv("TEST_PG_DSN") != "" { // as autovacuum would after such a load
		db, err := sql.Open("pgx", r.url)
		if err == nil {
			_, err = db.Exec("ANALYZE")
			db.Close()
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("seeded %d folders and %d videos in %v", folders, videos, time.Since(seeded).Round(time.Millisecond))

	list := p95(t, runs, func(i int) error {
		_, err := r.lib.List(bg, u.ID, ids[rand.IntN(len(ids))], "")
		return err
	})
	root := p95(t, runs, func(int) error { _, err := r.lib.List(bg, u.ID, 0, "title:asc"); return err })
	search := p95(t, runs, func(i int) error {
		_, _, err := r.lib.Search(bg, u.ID, fmt.Sprintf("DEMO %03d", rand.IntN(1000)), 1)
		return err
	})
	broad := p95(t, runs, func(i int) error { _, _, err := r.lib.Search(bg, u.ID, "weekly", 1+i%50); return err })
	db := "SQLite"
	if os.Getenv("TEST_PG_DSN") != "" {
		db = "PostgreSQL"
	}
	fmt.Printf("library %s: p95 list a folder %v, list the root (100 folders) %v, search (10 hits) %v, search (10,000 hits, pages 1-50) %v\n",
		db, list, root, search, broad)
	for name, d := range map[string]time.Duration{"list": list, "root": root, "search": search, "broad search": broad} {
		if d > target {
			t.Errorf("%s: p95 %v over the target %v", name, d, target)
		}
	}
}

// p95 runs f runs times and answers the 95th percentile of its durations.
func p95(t *testing.T, runs int, f func(i int) error) time.Duration {
	t.Helper()
	took := make([]time.Duration, runs)
	for i := range runs {
		begin := time.Now()
		if err := f(i); err != nil {
			t.Fatal(err)
		}
		took[i] = time.Since(begin)
	}
	slices.Sort(took)
	return took[runs*95/100].Round(10 * time.Microsecond)
}
