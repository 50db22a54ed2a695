package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/cloudtest"
	"github.com/reelroom/reelroom/desktop/internal/credentials"
	"github.com/reelroom/reelroom/desktop/internal/handoff"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

func TestMain(m *testing.M) { cloudtest.Main(m) }

// newFlow is a sign-in flow against server whose "browser" records the
// check UID of the login page it was asked to open.
func newFlow(t *testing.T, server string) (*signIn, *credentials.Tokens, func() string) {
	t.Helper()
	tokens := &credentials.Tokens{Path: filepath.Join(t.TempDir(), "tokens.json")}
	var mu sync.Mutex
	var opened string
	flow := &signIn{
		log: slog.New(slog.NewTextHandler(io.Discard, nil)), server: func() string { return server },
		tokens: tokens, appInfo: appInfo(), pollEvery: handoff.PollInterval,
		openURL: func(u string) error { mu.Lock(); opened = u; mu.Unlock(); return nil },
	}
	checkUID := func() string {
		mu.Lock()
		defer mu.Unlock()
		u, err := url.Parse(opened)
		if err != nil || u.Path != "/login" {
			t.Fatalf("opened %q, want the login page", opened)
		}
		return u.Query().Get("checkuid")
	}
	return flow, tokens, checkUID
}

// waitForTokens waits until the flow kept a token pair.
func waitForTokens(t *testing.T, ctx context.Context, server string, tokens *credentials.Tokens, email string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if p, ok, _ := tokens.Load(); ok {
			cloudtest.MustSignIn(t, ctx, server, p, email)
			return
		}
	}
	t.Fatal("the sign-in kept no tokens")
}

func TestSignIn(t *testing.T) {
	server := cloudtest.Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	t.Run("the link completes it", func(t *testing.T) {
		flow, tokens, checkUID := newFlow(t, server)
		if _, err := flow.Start(); err != nil {
			t.Fatal(err)
		}
		heard := make(chan api.TokenPair, 1)
		flow.signedIn = func(p api.TokenPair) { heard <- p }
		code := cloudtest.SignInOnWeb(t, ctx, server, "link@example.com", checkUID())
		flow.Complete(code)
		waitForTokens(t, ctx, server, tokens, "link@example.com")
		select {
		case p := <-heard:
			if kept, _, _ := tokens.Load(); kept != p {
				t.Fatalf("signedIn heard %+v, kept %+v", p, kept)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("signedIn was not called")
		}

		acct := newAccount(flow.log, flow.server, tokens)
		if label, ok := acct.Label("Signed in"); !ok || label != "link@example.com" {
			t.Fatalf("Label = %q, %v", label, ok)
		}
		old, _, _ := tokens.Load()
		if err := acct.SignOut(); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := tokens.Load(); ok {
			t.Fatal("tokens kept after sign-out")
		}
		if _, ok := acct.Label("Signed in"); ok {
			t.Fatal("signed in after sign-out")
		}
		req, _ := http.NewRequestWithContext(ctx, "GET", server+"/api/user/info", nil)
		req.Header.Set("Authorization", "Bearer "+old.Token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("the signed-out token got %d on user info, want 401", res.StatusCode)
		}
	})

	t.Run("polling completes it once the person typed the app's code", func(t *testing.T) {
		flow, tokens, checkUID := newFlow(t, server)
		started, err := flow.Start()
		if err != nil {
			t.Fatal(err)
		}
		if pending, ok := flow.Pending(); !ok || pending.UserCode != started.UserCode || len(started.UserCode) != 9 {
			t.Fatalf("Start gave %+v; Pending gives %+v, %v", started, pending, ok)
		}
		cloudtest.ApproveOnWeb(t, ctx, server, "poll-app@example.com", checkUID(), started.UserCode)
		waitForTokens(t, ctx, server, tokens, "poll-app@example.com")
		if _, ok := flow.Pending(); ok {
			t.Fatal("a sign-in is still under way after it completed")
		}
	})

	t.Run("the browser's word alone gives the app nothing", func(t *testing.T) {
		flow, tokens, checkUID := newFlow(t, server)
		if _, err := flow.Start(); err != nil {
			t.Fatal(err)
		}
		// Bound on the web, but the link never reached the app and nobody
		// typed its code: polling goes on without tokens.
		cloudtest.SignInOnWeb(t, ctx, server, "unapproved@example.com", checkUID())
		flow.mu.Lock()
		sess := flow.pending
		flow.mu.Unlock()
		defer flow.finish(sess)
		for i := 0; i < 3; i++ {
			if p, err := client.New(server).HandoffPoll(ctx, checkUID(), sess.Secret); err != nil || p.Status != "pending" {
				t.Fatalf("poll: %+v, %v", p, err)
			}
		}
		if _, ok, _ := tokens.Load(); ok {
			t.Fatal("tokens kept without the person's approval")
		}
	})

	t.Run("a link with no sign-in under way is ignored", func(t *testing.T) {
		flow, tokens, _ := newFlow(t, server)
		flow.Complete("abcdefghijklmnopqrstuvwxyz012345")
		time.Sleep(100 * time.Millisecond)
		if _, ok, _ := tokens.Load(); ok {
			t.Fatal("tokens kept without a sign-in")
		}
	})
}
