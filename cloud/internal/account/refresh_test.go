package account_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// signedIn starts the service with a clock the test moves and signs up.
func signedIn(t *testing.T) (*apptest.Env, *clock, api.TokenPair) {
	t.Helper()
	env := apptest.New(t)
	c := &clock{t: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)}
	env.App.Accounts.SetClock(c.now)
	pair, err := env.Client().Register(context.Background(), api.RegisterRequest{
		Email: ownerEmail, Password: ownerPassword, Nickname: "Owner"})
	if err != nil {
		t.Fatal(err)
	}
	return env, c, pair
}

func outdated(err error) bool {
	var ae *api.Error
	return errors.As(err, &ae) && ae.Code.LoginOutdated()
}

// works reports whether a pair is live: its access token reads the user
// (the refresh token is checked by the callers, as using it rotates it).
func works(env *apptest.Env, p api.TokenPair) bool {
	c := client.New(env.URL)
	c.Token = p.Token
	_, err := c.UserInfo(context.Background())
	return err == nil
}

// Two tabs refreshing with the same token within the grace both get the
// same new pair, and it works; the sign-in is not revoked.
func TestRefreshTwiceWithinGraceGivesTheSamePair(t *testing.T) {
	env, c, first := signedIn(t)
	ctx := context.Background()
	a, err := env.Client().Refresh(ctx, first.RefreshToken)
	if err != nil {
		t.Fatal(err)
	}
	c.advance(account.RefreshGrace - time.Millisecond)
	b, err := env.Client().Refresh(ctx, first.RefreshToken)
	if err != nil {
		t.Fatalf("second refresh within the grace: %v", err)
	}
	if a != b || a.Token == first.Token || a.RefreshToken == first.RefreshToken {
		t.Fatalf("pairs differ or did not rotate: %+v vs %+v", a, b)
	}
	if !works(env, a) {
		t.Fatal("the shared new pair does not work")
	}
	next, err := env.Client().Refresh(ctx, b.RefreshToken)
	if err != nil || !works(env, next) {
		t.Fatalf("the shared refresh token does not refresh: %v", err)
	}
}

// Refreshes racing for real: all get the same pair, none signs out.
func TestConcurrentRefreshesShareOnePair(t *testing.T) {
	env, _, first := signedIn(t)
	const tabs = 4
	pairs := make([]api.TokenPair, tabs)
	errs := make([]error, tabs)
	var wg sync.WaitGroup
	for i := range tabs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pairs[i], errs[i] = env.Client().Refresh(context.Background(), first.RefreshToken)
		}()
	}
	wg.Wait()
	for i := range tabs {
		if errs[i] != nil || pairs[i] != pairs[0] {
			t.Fatalf("tab %d: %+v, %v; tab 0: %+v", i, pairs[i], errs[i], pairs[0])
		}
	}
	if !works(env, pairs[0]) {
		t.Fatal("the shared pair does not work")
	}
}

// After the grace a reused refresh token is theft: the sign-in is revoked.
func TestRefreshReuseAfterGraceRevokes(t *testing.T) {
	env, c, first := signedIn(t)
	ctx := context.Background()
	second, err := env.Client().Refresh(ctx, first.RefreshToken)
	if err != nil {
		t.Fatal(err)
	}
	c.advance(account.RefreshGrace)
	if _, err := env.Client().Refresh(ctx, first.RefreshToken); !outdated(err) {
		t.Fatalf("reuse after the grace: %v, want login outdated", err)
	}
	if works(env, second) {
		t.Fatal("reuse did not revoke the new access token")
	}
	if _, err := env.Client().Refresh(ctx, second.RefreshToken); !outdated(err) {
		t.Fatalf("reuse did not revoke the new refresh token: %v", err)
	}
}

// Refreshes are limited per address: a flood of refresh tokens from one
// address is refused before any is looked up.
func TestRefreshRateLimitedPerAddress(t *testing.T) {
	env, _, _ := signedIn(t)
	var last error
	for range 61 {
		_, last = env.Client().Refresh(context.Background(), "made-up-refresh-token")
	}
	var ae *api.Error
	if !errors.As(last, &ae) || ae.Code != api.CodeTooManyRequests {
		t.Fatalf("61 refreshes from one address: last %v, want code %d", last, api.CodeTooManyRequests)
	}
}
