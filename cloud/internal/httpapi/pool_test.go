package httpapi_test

import (
	"database/sql"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
)

// On PostgreSQL, steady API traffic is served by the pool's connections:
// after a warm-up, many more calls start no new backend session.
func TestSteadyTrafficOpensNoSession(t *testing.T) {
	admin := os.Getenv("TEST_PG_DSN")
	if admin == "" {
		t.Skip("needs TEST_PG_DSN")
	}
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	u, err := url.Parse(env.DatabaseURL())
	if err != nil {
		t.Fatal(err)
	}
	dbName := strings.TrimPrefix(u.Path, "/")
	db, err := sql.Open("pgx", admin)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	sessions := func() map[int]bool {
		t.Helper()
		rows, err := db.Query("SELECT pid FROM pg_stat_activity WHERE datname = $1", dbName)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		pids := map[int]bool{}
		for rows.Next() {
			var pid int
			if err := rows.Scan(&pid); err != nil {
				t.Fatal(err)
			}
			pids[pid] = true
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		return pids
	}
	traffic := func(rounds int) {
		t.Helper()
		for range rounds {
			for _, path := range []string{"/api/user/info", "/api/video/list/0", "/api/folder/all"} {
				if status, e := call(t, env, "GET", path, ann.Token, nil); status != 200 || e.Code != 0 {
					t.Fatalf("GET %s: %d %d %s", path, status, e.Code, e.Msg)
				}
			}
			res, err := http.Get(env.URL + "/healthz")
			if err != nil || res.StatusCode != 200 {
				t.Fatalf("healthz: %v %v", res, err)
			}
			res.Body.Close()
		}
	}
	traffic(10)
	warm := sessions()
	if len(warm) == 0 {
		t.Fatalf("no session of %s in pg_stat_activity", dbName)
	}
	traffic(100)
	for pid := range sessions() {
		if !warm[pid] {
			t.Fatalf("backend %d started during steady traffic; after warm-up there were %v", pid, warm)
		}
	}
}
