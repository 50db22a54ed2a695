package handoff_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/cloudtest"
	"github.com/reelroom/reelroom/desktop/internal/handoff"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

func TestNewSession(t *testing.T) {
	s, err := handoff.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	raw, err := base64.RawURLEncoding.DecodeString(s.Secret)
	if err != nil || len(raw) != 32 {
		t.Fatalf("secret %q is not 32 bytes of unpadded base64url (%v)", s.Secret, err)
	}
	sum := sha256.Sum256([]byte(s.Secret))
	if want := base64.RawURLEncoding.EncodeToString(sum[:]); s.CheckUID != want || len(s.CheckUID) != 43 {
		t.Fatalf("check UID = %q, want %q", s.CheckUID, want)
	}
	other, _ := handoff.NewSession()
	if other.Secret == s.Secret {
		t.Fatal("two sessions share a secret")
	}
}

func TestLoginURL(t *testing.T) {
	s := handoff.Session{Secret: "s", CheckUID: "abc_-123"}
	got, err := s.LoginURL("https://video.example.com/", "Reelroom Desktop 0.0.1 (Linux)")
	if err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(got)
	if err != nil {
		t.Fatal(err)
	}
	if u.Scheme != "https" || u.Host != "video.example.com" || u.Path != "/login" {
		t.Fatalf("login URL %q has the wrong place", got)
	}
	q := u.Query()
	if q.Get("checkuid") != "abc_-123" || q.Get("app_info") != "Reelroom Desktop 0.0.1 (Linux)" || q.Get("redirect") != "/my_videos" {
		t.Fatalf("login URL %q has the wrong query", got)
	}
	if strings.Contains(got, "s&") || q.Has("secret") {
		t.Fatalf("login URL %q leaks the secret", got)
	}
	if _, err := s.LoginURL("not a server", "x"); err == nil {
		t.Fatal("LoginURL accepted a bad server address")
	}
}

func TestMain(m *testing.M) { cloudtest.Main(m) }

func TestAgainstCloud(t *testing.T) {
	server := cloudtest.Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	started := func(t *testing.T) handoff.Session {
		t.Helper()
		s, err := handoff.NewSession()
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Register(ctx, client.New(server), "Reelroom Desktop test"); err != nil {
			t.Fatal(err)
		}
		if len(s.UserCode) != 9 || !s.Expires.After(time.Now()) {
			t.Fatalf("registered session %+v", s)
		}
		return s
	}

	t.Run("exchange the link's code", func(t *testing.T) {
		s := started(t)
		code := cloudtest.SignInOnWeb(t, ctx, server, "exchange@example.com", s.CheckUID)
		p, err := s.Exchange(ctx, client.New(server), code)
		if err != nil {
			t.Fatal(err)
		}
		cloudtest.MustSignIn(t, ctx, server, p, "exchange@example.com")
		if _, err := s.Exchange(ctx, client.New(server), code); err == nil {
			t.Fatal("a code was redeemed twice")
		}
	})

	t.Run("exchange needs the secret", func(t *testing.T) {
		s := started(t)
		code := cloudtest.SignInOnWeb(t, ctx, server, "thief@example.com", s.CheckUID)
		other, _ := handoff.NewSession()
		if _, err := other.Exchange(ctx, client.New(server), code); err == nil {
			t.Fatal("a code was redeemed with another app's secret")
		}
	})

	t.Run("poll until the person approves with the user code", func(t *testing.T) {
		s := started(t)
		done := make(chan struct{})
		var p api.TokenPair
		var pollErr error
		go func() {
			defer close(done)
			p, pollErr = s.Poll(ctx, client.New(server), 100*time.Millisecond)
		}()
		time.Sleep(300 * time.Millisecond) // let it see "pending" a few times
		select {
		case <-done:
			t.Fatalf("Poll ended before the sign-in: %+v, %v", p, pollErr)
		default:
		}
		cloudtest.ApproveOnWeb(t, ctx, server, "poll@example.com", s.CheckUID, s.UserCode)
		<-done
		if pollErr != nil {
			t.Fatal(pollErr)
		}
		cloudtest.MustSignIn(t, ctx, server, p, "poll@example.com")
	})

	t.Run("poll stops when cancelled", func(t *testing.T) {
		s := started(t)
		pollCtx, stop := context.WithTimeout(ctx, 300*time.Millisecond)
		defer stop()
		if _, err := s.Poll(pollCtx, client.New(server), 50*time.Millisecond); err == nil {
			t.Fatal("Poll returned no error after cancel")
		}
	})

	t.Run("poll with a wrong secret fails", func(t *testing.T) {
		s := started(t)
		other, _ := handoff.NewSession()
		forged := handoff.Session{Secret: other.Secret, CheckUID: s.CheckUID}
		if _, err := forged.Poll(ctx, client.New(server), 50*time.Millisecond); err == nil {
			t.Fatal("Poll accepted a secret that is not the check UID's")
		}
	})
}
