package httpapi_test

import (
	"context"
	"database/sql"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// The token cache: a request whose token was found live in the last few
// seconds is let on without asking the database, and whatever ends a token
// drops it from every instance's cache at once.

// infoStatus is the status of GET /api/user/info with token on env.
func infoStatus(t *testing.T, env *apptest.Env, token string) int {
	t.Helper()
	status, _ := call(t, env, "GET", "/api/user/info", token, nil)
	return status
}

// frozenClock stops env's account clock at now plus what is added to the
// returned offset, so that only the test moves the time.
func frozenClock(env *apptest.Env) *atomic.Int64 {
	var offset atomic.Int64
	t0 := time.Now().UTC()
	env.App.Accounts.SetClock(func() time.Time { return t0.Add(time.Duration(offset.Load())) })
	return &offset
}

// revokeBehindItsBack revokes every sign-in of email in the database
// directly, as a change whose announcement was lost would.
func revokeBehindItsBack(t *testing.T, db *sql.DB, postgres bool, email string) {
	t.Helper()
	q := "UPDATE auth_tokens SET revoked_at = created_at WHERE user_id = (SELECT id FROM users WHERE email = ?)"
	if postgres {
		q = "UPDATE auth_tokens SET revoked_at = created_at WHERE user_id = (SELECT id FROM users WHERE email = $1)"
	}
	if _, err := db.Exec(q, email); err != nil {
		t.Fatal(err)
	}
}

func TestTokenCacheOneInstance(t *testing.T) {
	env := newShareEnv(t)
	offset := frozenClock(env.Env)
	ctx := context.Background()
	// Sign-ups announce nothing: what is cached below stays cached until the
	// test ends it (on PostgreSQL a late notification could empty it).

	// A change the cache never heard of lasts at most its TTL.
	dave := env.SignUp(t, "dave@example.com")
	if s := infoStatus(t, env.Env, dave.Token); s != 200 || env.App.Accounts.CachedTokens() != 1 {
		t.Fatalf("status %d, %d tokens cached", s, env.App.Accounts.CachedTokens())
	}
	revokeBehindItsBack(t, env.db, env.postgres, "dave@example.com")
	if s := infoStatus(t, env.Env, dave.Token); s != 200 {
		t.Fatalf("cached token: status %d", s)
	}
	offset.Add(int64(5 * time.Second))
	if s := infoStatus(t, env.Env, dave.Token); s != 401 {
		t.Fatalf("past the cache's TTL: status %d", s)
	}

	// An expired token is never served from the cache, however fresh its
	// entry: one cached a second before its expiry is refused a second later.
	carol := env.SignUp(t, "carol@example.com")
	offset.Add(int64(account.AccessTTL - time.Second))
	if s := infoStatus(t, env.Env, carol.Token); s != 200 || env.App.Accounts.CachedTokens() != 2 {
		t.Fatalf("a second before expiry: status %d, %d cached", s, env.App.Accounts.CachedTokens())
	}
	offset.Add(int64(time.Second))
	if s := infoStatus(t, env.Env, carol.Token); s != 401 {
		t.Fatalf("at expiry: status %d", s)
	}

	// Logout ends the cached token at once.
	ann := env.SignUp(t, "ann@example.com")
	if s := infoStatus(t, env.Env, ann.Token); s != 200 {
		t.Fatalf("ann: status %d", s)
	}
	if err := ann.Logout(ctx); err != nil {
		t.Fatal(err)
	}
	if s := infoStatus(t, env.Env, ann.Token); s != 401 {
		t.Fatalf("after logout: status %d", s)
	}

	// So does a refresh, for the access token it replaces.
	bob := signUpPair(t, env.Env, "bob@example.com")
	if s := infoStatus(t, env.Env, bob.Token); s != 200 {
		t.Fatalf("bob: status %d", s)
	}
	next, err := env.Client().Refresh(ctx, bob.RefreshToken)
	if err != nil {
		t.Fatal(err)
	}
	if infoStatus(t, env.Env, bob.Token) != 401 || infoStatus(t, env.Env, next.Token) != 200 {
		t.Fatal("the refresh did not replace the cached access token")
	}
}

// signUpPair signs email up on env and returns its token pair.
func signUpPair(t *testing.T, env *apptest.Env, email string) api.TokenPair {
	t.Helper()
	p, err := env.Client().Register(context.Background(), api.RegisterRequest{
		Email: email, Password: "quiet harbor kettle 42", Nickname: "Tester"})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// waitUncached waits until env's token cache is empty: until it has heard
// what the test did elsewhere. It fails the test after a generous while.
func waitUncached(t *testing.T, env *apptest.Env) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); env.App.Accounts.CachedTokens() != 0; {
		if time.Now().After(deadline) {
			t.Fatalf("the cache still holds %d tokens", env.App.Accounts.CachedTokens())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestTokenCacheAcrossInstances runs two instances on one PostgreSQL
// database: what ends a token on one is refused by the other as soon as it
// hears the notification (its clock is frozen, so no TTL runs out), and
// while its listening connection is down its cache is empty and unused.
func TestTokenCacheAcrossInstances(t *testing.T) {
	if os.Getenv("TEST_PG_DSN") == "" {
		t.Skip("TEST_PG_DSN not set")
	}
	ctx := context.Background()
	cfg := apptest.Config(t)
	one := apptest.Start(t, cfg)
	cfg.DataDir = t.TempDir()
	two := apptest.Start(t, cfg)
	frozenClock(two)
	db, _ := openDatabase(t, cfg.DatabaseURL)

	cached := func(token string) {
		t.Helper()
		if s := infoStatus(t, two, token); s != 200 || two.App.Accounts.CachedTokens() != 1 {
			t.Fatalf("on two: status %d, %d tokens cached", s, two.App.Accounts.CachedTokens())
		}
	}
	ann := one.SignUp(t, "ann@example.com")
	cached(ann.Token)
	if err := ann.Logout(ctx); err != nil {
		t.Fatal(err)
	}
	waitUncached(t, two)
	if s := infoStatus(t, two, ann.Token); s != 401 {
		t.Fatalf("logged out on one, two says %d", s)
	}

	bob := signUpPair(t, one, "bob@example.com")
	cached(bob.Token)
	next, err := one.Client().Refresh(ctx, bob.RefreshToken)
	if err != nil {
		t.Fatal(err)
	}
	waitUncached(t, two)
	if infoStatus(t, two, bob.Token) != 401 || infoStatus(t, two, next.Token) != 200 {
		t.Fatal("refreshed on one, two still takes the old access token")
	}

	// The listening connections break: notifications may be lost from then
	// on, so the cache is emptied and a change nobody announced is seen.
	var killed int
	err = db.QueryRow("SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity " +
		"WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()").Scan(&killed)
	if err != nil || killed < 2 {
		t.Fatalf("terminated %d listening connections: %v", killed, err)
	}
	waitUncached(t, two)
	revokeBehindItsBack(t, db, true, "bob@example.com")
	if s := infoStatus(t, two, next.Token); s != 401 {
		t.Fatalf("revoked while two was not listening: status %d", s)
	}
}
