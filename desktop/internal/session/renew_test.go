package session

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/cloudtest"
	"github.com/reelroom/reelroom/desktop/internal/credentials"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// signedIn starts a cloud, registers email there, and keeps its first
// pair in a token file.
func signedIn(t *testing.T, ctx context.Context, email string) (string, api.TokenPair, *credentials.Tokens) {
	t.Helper()
	server := cloudtest.Start(t)
	first, err := client.New(server).Register(ctx, api.RegisterRequest{Email: email, Password: "correct-horse-9", Nickname: "Renew"})
	if err != nil {
		t.Fatal(err)
	}
	tokens := &credentials.Tokens{Path: filepath.Join(t.TempDir(), "tokens.json")}
	if _, err := tokens.Save(first); err != nil {
		t.Fatal(err)
	}
	return server, first, tokens
}

// The page in the window and the app share one pair. Whoever finds it
// outdated first exchanges it; the other, coming with the old pair, gets
// the new one instead of using the old refresh token a second time (which
// the server takes for theft and answers by ending the sign-in).
func TestRenewOnceForThePageAndTheApp(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	server, first, tokens := signedIn(t, ctx, "renew@example.com")
	expired := 0
	r := &Renewer{Server: func() string { return server }, Tokens: tokens, Expired: func() { expired++ }}

	// The app's client holds the first pair while the page renews it: the
	// first access token is no longer good.
	app, err := r.Client()
	if err != nil {
		t.Fatal(err)
	}
	second, err := r.Pair(ctx, first.RefreshToken)
	if err != nil || second.Token == first.Token || second.RefreshToken == first.RefreshToken {
		t.Fatalf("the page's renewal = %+v, %v; want a new pair", second, err)
	}
	if kept, _, _ := tokens.Load(); kept != second {
		t.Fatalf("kept %+v, want the new pair", kept)
	}
	// The app's next call is refused, renewed with the stored pair (no
	// second exchange) and made again.
	if u, err := app.UserInfo(ctx); err != nil || u.Email != "renew@example.com" {
		t.Fatalf("the app's call with the old token = %+v, %v", u, err)
	}
	if app.Token != second.Token {
		t.Fatalf("the app's client carries %q, want the renewed token", app.Token)
	}
	// So does a tus request, which answers 401 rather than an envelope.
	stale := client.New(server)
	stale.Token, stale.Renew = first.Token, r.Access
	init, err := stale.RecordInit(ctx, api.RecordInitRequest{Title: "renewed", Record: true})
	if err != nil {
		t.Fatal(err)
	}
	stale.Token = first.Token
	if loc, err := stale.CreateUpload(ctx, init.UploadURL, init.VideoID, -1); err != nil || loc == "" {
		t.Fatalf("tus create with the old token = %q, %v", loc, err)
	}
	// A page still holding the first pair gets the stored one.
	again, err := r.Pair(ctx, first.RefreshToken)
	if err != nil || again != second {
		t.Fatalf("the page's late renewal = %+v, %v; want the stored pair", again, err)
	}
	// Many at once with the same stale token: one exchange, one new pair.
	var wg sync.WaitGroup
	got := make([]string, 8)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], _ = r.Access(ctx, second.Token)
		}()
	}
	wg.Wait()
	third, _, _ := tokens.Load()
	for _, token := range got {
		if token != third.Token || token == second.Token {
			t.Fatalf("concurrent renewals gave %q, want one new token %q", got, third.Token)
		}
	}
	// The sign-in is still alive: nothing was taken for theft.
	check := client.New(server)
	check.Token = third.Token
	if _, err := check.UserInfo(ctx); err != nil {
		t.Fatalf("after the renewals: %v", err)
	}
	if expired != 0 {
		t.Fatalf("Expired was called %d times", expired)
	}

	// Once the server ends the sign-in, renewing says so and tells Expired.
	if err := Revoke(ctx, check); err != nil {
		t.Fatal(err)
	}
	_, err = r.Access(ctx, third.Token)
	var ae *api.Error
	if !errors.As(err, &ae) || ae.Code.HTTPStatus() != 401 || expired != 1 {
		t.Fatalf("renewing an ended sign-in = %v, Expired called %d times", err, expired)
	}
	if err := tokens.Clear(); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Access(ctx, third.Token); !errors.Is(err, ErrSignedOut) {
		t.Fatalf("renewing while signed out = %v, want ErrSignedOut", err)
	}
}

// failingSave is a store that reads but cannot write (a locked keyring and
// a read-only disk).
type failingSave struct{ *credentials.Tokens }

func (failingSave) Save(api.TokenPair) (credentials.Where, error) {
	return "", errors.New("read-only")
}

// The exchange is the server's rotation: a caller that gives up, or a store
// that cannot keep the new pair, must not lose it, or the next renewal
// would use the old refresh token again and end the sign-in.
func TestARenewedPairIsNotLost(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	server, first, tokens := signedIn(t, ctx, "kept@example.com")
	r := &Renewer{Server: func() string { return server }, Tokens: tokens}

	gone, stop := context.WithCancel(ctx)
	stop() // the page navigated away before the answer
	second, err := r.Pair(gone, first.RefreshToken)
	if err != nil || second.Token == first.Token {
		t.Fatalf("renewal for a caller gone = %+v, %v; want the new pair all the same", second, err)
	}
	if kept, _, _ := tokens.Load(); kept != second {
		t.Fatalf("kept %+v, want the new pair", kept)
	}

	r.Tokens = failingSave{tokens}
	third, err := r.Access(ctx, second.Token)
	if err != nil || third == second.Token {
		t.Fatalf("renewal with a store that cannot write = %q, %v", third, err)
	}
	// The store still has the second pair, rotated away on the server; the
	// third is in force, and the next renewal starts from it.
	c, err := r.Client()
	if err != nil || c.Token != third {
		t.Fatalf("Client carries %q, %v; want the pair the store could not keep", c.Token, err)
	}
	fourth, err := r.Access(ctx, third)
	if err != nil || fourth == third {
		t.Fatalf("the next renewal = %q, %v", fourth, err)
	}
	check := client.New(server)
	check.Token = fourth
	if _, err := check.UserInfo(ctx); err != nil {
		t.Fatalf("the sign-in ended: %v", err)
	}

	// Signing out forgets both.
	if err := r.Forget(); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Client(); !errors.Is(err, ErrSignedOut) {
		t.Fatalf("Client after Forget = %v, want ErrSignedOut", err)
	}
}
