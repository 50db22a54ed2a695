package httpapi_test

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// desktopApp is what a desktop app holds while it signs in: its secret and
// the check UID it puts in the login URL.
type desktopApp struct{ secret, checkUID string }

func newDesktopApp() desktopApp {
	b := make([]byte, 32)
	rand.Read(b)
	secret := base64.RawURLEncoding.EncodeToString(b)
	sum := sha256.Sum256([]byte(secret))
	return desktopApp{secret: secret, checkUID: base64.RawURLEncoding.EncodeToString(sum[:])}
}

func wantBadHandoff(t *testing.T, what string, err error) {
	t.Helper()
	var ae *api.Error
	if !errors.As(err, &ae) || ae.Code != api.CodeInvalidParam {
		t.Fatalf("%s: %v, want code %d", what, err, api.CodeInvalidParam)
	}
}

// The web sign-in hands the app a code; the app exchanges it once, with its
// secret, for a sign-in of its own.
func TestHandoffCodeWorksOnceWithItsSecret(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	web := env.SignUp(t, "ann@example.com")
	app := newDesktopApp()
	bound, err := web.HandoffBind(ctx, app.checkUID, "Reelroom 0.1.0 (linux)")
	if err != nil || len(bound.Code) < 43 || bound.ExpiresIn != 300 {
		t.Fatalf("bind: %+v, %v", bound, err)
	}

	other := newDesktopApp()
	desktop := env.Client()
	_, err = desktop.HandoffExchange(ctx, bound.Code, other.secret)
	wantBadHandoff(t, "another app's secret", err)
	if _, err := desktop.HandoffExchange(ctx, bound.Code, app.secret); err != nil {
		t.Fatalf("exchange with the right secret after a wrong one: %v", err)
	}
	u, err := desktop.UserInfo(ctx)
	if err != nil || u.Email != "ann@example.com" {
		t.Fatalf("the app is signed in as %+v, %v", u, err)
	}
	_, err = env.Client().HandoffExchange(ctx, bound.Code, app.secret)
	wantBadHandoff(t, "the code a second time", err)

	// The app's sign-in is its own: signing out on the web leaves it signed in.
	if err := web.Logout(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := desktop.UserInfo(ctx); err != nil {
		t.Fatalf("after the web signed out: %v", err)
	}
}

func TestHandoffCodeExpires(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	web := env.SignUp(t, "ann@example.com")
	app := newDesktopApp()
	saved := account.HandoffCodeTTL
	account.HandoffCodeTTL = -time.Second // expired the moment it is made
	bound, err := web.HandoffBind(ctx, app.checkUID, "Reelroom")
	account.HandoffCodeTTL = saved
	if err != nil {
		t.Fatal(err)
	}
	_, err = env.Client().HandoffExchange(ctx, bound.Code, app.secret)
	wantBadHandoff(t, "an expired code", err)
	if r, err := env.Client().HandoffPoll(ctx, app.checkUID, app.secret); err != nil || r.Status != "pending" || r.Token != "" {
		t.Fatalf("polling an expired binding: %+v, %v", r, err)
	}
}

// Without its link the app polls; switching the web user before it does
// hands it the account chosen last.
func TestHandoffPollAndSwitchUser(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	app := newDesktopApp()
	desktop := env.Client()
	if r, err := desktop.HandoffPoll(ctx, app.checkUID, app.secret); err != nil || r.Status != "pending" {
		t.Fatalf("before the web sign-in: %+v, %v", r, err)
	}
	annCode, err := ann.HandoffBind(ctx, app.checkUID, "Reelroom")
	if err != nil {
		t.Fatal(err)
	}
	// Ann chose "switch user" and Bob signed in on the same login page.
	if _, err := bob.HandoffBind(ctx, app.checkUID, "Reelroom"); err != nil {
		t.Fatal(err)
	}
	_, err = env.Client().HandoffExchange(ctx, annCode.Code, app.secret)
	wantBadHandoff(t, "the code of the account switched away from", err)

	thief := newDesktopApp()
	_, err = env.Client().HandoffPoll(ctx, app.checkUID, thief.secret)
	wantBadHandoff(t, "polling someone else's check UID", err)

	r, err := desktop.HandoffPoll(ctx, app.checkUID, app.secret)
	if err != nil || r.Status != "done" || r.Token == "" || r.RefreshToken == "" {
		t.Fatalf("poll after the sign-in: %+v, %v", r, err)
	}
	if u, err := desktop.UserInfo(ctx); err != nil || u.Email != "bob@example.com" {
		t.Fatalf("signed in as %+v, %v", u, err)
	}
	if r, err := desktop.HandoffPoll(ctx, app.checkUID, app.secret); err != nil || r.Status != "pending" {
		t.Fatalf("the binding works once: %+v, %v", r, err)
	}
}

func TestHandoffBadRequests(t *testing.T) {
	env := apptest.New(t)
	web := env.SignUp(t, "ann@example.com")
	app := newDesktopApp()
	runCases(t, env, []apiCase{
		{"bind without signing in", "POST", "/api/auth/handoff/bind", "", api.HandoffBindRequest{CheckUID: app.checkUID}, 401, api.CodeLoginOutdated},
		{"bind a malformed check UID", "POST", "/api/auth/handoff/bind", web.Token, api.HandoffBindRequest{CheckUID: "abc"}, 400, api.CodeInvalidParam},
		{"bind with a bad body", "POST", "/api/auth/handoff/bind", web.Token, "{", 400, api.CodeInvalidParam},
		{"exchange an unknown code", "POST", "/api/auth/handoff/exchange", "", api.HandoffExchangeRequest{Code: "nope", Secret: app.secret}, 400, api.CodeInvalidParam},
		{"exchange without a secret", "POST", "/api/auth/handoff/exchange", "", api.HandoffExchangeRequest{Code: "nope"}, 400, api.CodeInvalidParam},
		{"poll with a malformed check UID", "POST", "/api/auth/handoff/poll", "", api.HandoffPollRequest{CheckUID: "x", Secret: app.secret}, 400, api.CodeInvalidParam},
	})
}
