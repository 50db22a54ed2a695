package httpapi_test

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// desktopApp is what a desktop app holds while it signs in: its secret, the
// check UID it puts in the login URL, and the user code it shows.
type desktopApp struct {
	secret, checkUID, userCode string
	c                          *client.Client
}

// startDesktopApp registers a sign-in as the desktop app does before it
// opens the browser.
func startDesktopApp(t *testing.T, env *apptest.Env) desktopApp {
	t.Helper()
	app := newDesktopApp()
	app.c = env.Client()
	started, err := app.c.HandoffStart(context.Background(), app.secret, "Reelroom Desktop 0.1.0 (linux, host: ann-laptop)")
	if err != nil {
		t.Fatalf("start: %v", err)
	}
	if len(started.UserCode) != 9 || started.UserCode[4] != '-' || started.ExpiresIn != 600 {
		t.Fatalf("start gave %+v", started)
	}
	app.userCode = started.UserCode
	return app
}

func newDesktopApp() desktopApp {
	b := make([]byte, 32)
	rand.Read(b)
	secret := base64.RawURLEncoding.EncodeToString(b)
	sum := sha256.Sum256([]byte(secret))
	return desktopApp{secret: secret, checkUID: base64.RawURLEncoding.EncodeToString(sum[:])}
}

func (a desktopApp) poll(t *testing.T) api.HandoffPollResponse {
	t.Helper()
	r, err := a.c.HandoffPoll(context.Background(), a.checkUID, a.secret)
	if err != nil {
		t.Fatalf("poll: %v", err)
	}
	return r
}

func wantCode(t *testing.T, what string, err error, code api.Code) {
	t.Helper()
	var ae *api.Error
	if !errors.As(err, &ae) || ae.Code != code {
		t.Fatalf("%s: %v, want code %d", what, err, code)
	}
}

func wantBadHandoff(t *testing.T, what string, err error) {
	t.Helper()
	wantCode(t, what, err, api.CodeInvalidParam)
}

// The fast path: the web sign-in hands the app a code through its link; the
// app exchanges it once, with its secret, for a sign-in of its own.
func TestHandoffCodeWorksOnceWithItsSecret(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	web := env.SignUp(t, "ann@example.com")
	app := startDesktopApp(t, env)
	bound, err := web.HandoffBind(ctx, app.checkUID, "Reelroom 0.1.0 (linux)")
	if err != nil || len(bound.Code) < 43 || bound.ExpiresIn != 300 {
		t.Fatalf("bind: %+v, %v", bound, err)
	}

	other := newDesktopApp()
	_, err = env.Client().HandoffExchange(ctx, bound.Code, other.secret)
	wantBadHandoff(t, "another app's secret", err)
	if _, err := app.c.HandoffExchange(ctx, bound.Code, app.secret); err != nil {
		t.Fatalf("exchange with the right secret after a wrong one: %v", err)
	}
	u, err := app.c.UserInfo(ctx)
	if err != nil || u.Email != "ann@example.com" {
		t.Fatalf("the app is signed in as %+v, %v", u, err)
	}
	_, err = env.Client().HandoffExchange(ctx, bound.Code, app.secret)
	wantBadHandoff(t, "the code a second time", err)
	// The request is used up: nobody can bind it again.
	_, err = web.HandoffBind(ctx, app.checkUID, "")
	wantCode(t, "binding a used request", err, api.CodeNotFound)

	// The app's sign-in is its own: signing out on the web leaves it signed in.
	if err := web.Logout(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := app.c.UserInfo(ctx); err != nil {
		t.Fatalf("after the web signed out: %v", err)
	}
}

// The takeover the handoff once allowed: an attacker makes a secret, starts
// its sign-in and sends the victim the login link. The victim, signed in,
// continues; the attacker's app polls and exchanges but gets nothing,
// because only an approval with the code the attacker's app shows (which
// the victim never sees) releases tokens to polling.
func TestHandoffAttackerMadeLinkGivesNoTokens(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	victim := env.SignUp(t, "victim@example.com")
	attacker := startDesktopApp(t, env)

	if _, err := victim.HandoffBind(ctx, attacker.checkUID, "Reelroom Desktop"); err != nil {
		t.Fatalf("the victim continues: %v", err)
	}
	for i := 0; i < 3; i++ {
		if r := attacker.poll(t); r.Status != "pending" || r.Token != "" || r.RefreshToken != "" {
			t.Fatalf("the attacker's poll got %+v", r)
		}
	}
	// The victim's browser hands the code to the app on the victim's own
	// machine; without it, guessing codes gets nowhere.
	_, err := attacker.c.HandoffExchange(ctx, randomCode(), attacker.secret)
	wantBadHandoff(t, "exchange a guessed code", err)
	// A victim who types a wrong code (the attacker's note said "enter any
	// code") does not approve it either.
	err = victim.HandoffApprove(ctx, attacker.checkUID, "BBBB-BBBB")
	wantBadHandoff(t, "approve with a wrong code", err)
	if r := attacker.poll(t); r.Status != "pending" || r.Token != "" {
		t.Fatalf("after a wrong code the attacker's poll got %+v", r)
	}
}

func randomCode() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// The other takeover: someone else who learned the app's check UID binds it
// to their own account so the victim's app signs in there and uploads to
// them. Only the user who bound a check UID may bind it again.
func TestHandoffBindingCannotBeTakenByAnotherUser(t *testing.T) {
	for _, victimApproves := range []bool{false, true} {
		name := map[bool]string{false: "bound through the link", true: "approved with the code"}[victimApproves]
		t.Run(name, func(t *testing.T) {
			env := apptest.New(t)
			ctx := context.Background()
			victim := env.SignUp(t, "victim@example.com")
			attacker := env.SignUp(t, "attacker@example.com")
			app := startDesktopApp(t, env)

			var code string
			if victimApproves {
				if err := victim.HandoffApprove(ctx, app.checkUID, app.userCode); err != nil {
					t.Fatal(err)
				}
			} else {
				b, err := victim.HandoffBind(ctx, app.checkUID, "")
				if err != nil {
					t.Fatal(err)
				}
				code = b.Code
			}
			_, err := attacker.HandoffBind(ctx, app.checkUID, "")
			wantCode(t, "the attacker binds", err, api.CodeForbidden)
			err = attacker.HandoffApprove(ctx, app.checkUID, app.userCode)
			wantCode(t, "the attacker approves even with the right code", err, api.CodeForbidden)

			if victimApproves {
				r := app.poll(t)
				if r.Status != "done" {
					t.Fatalf("poll: %+v", r)
				}
			} else if _, err := app.c.HandoffExchange(ctx, code, app.secret); err != nil {
				t.Fatalf("exchange the victim's code: %v", err)
			}
			if u, err := app.c.UserInfo(ctx); err != nil || u.Email != "victim@example.com" {
				t.Fatalf("the app signed in as %+v, %v", u, err)
			}
		})
	}
}

// Without its link the app polls; the person types the app's code in the
// browser, and the app gets a sign-in of the account that approved, once.
func TestHandoffApproveWithUserCodeThenPoll(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	app := startDesktopApp(t, env)
	if r := app.poll(t); r.Status != "pending" {
		t.Fatalf("before the web sign-in: %+v", r)
	}
	info, err := ann.HandoffInfo(ctx, app.checkUID)
	if err != nil || info.AppInfo != "Reelroom Desktop 0.1.0 (linux, host: ann-laptop)" || !info.SameNetwork ||
		info.AppAddress == "" || info.ExpiresIn <= 0 || info.ExpiresIn > 600 {
		t.Fatalf("info: %+v, %v", info, err)
	}
	// The link did not reach the app: Ann continued, then types the code as
	// people do, in lower case with a space.
	if _, err := ann.HandoffBind(ctx, app.checkUID, ""); err != nil {
		t.Fatal(err)
	}
	if r := app.poll(t); r.Status != "pending" {
		t.Fatalf("bound but not approved: %+v", r)
	}
	typed := strings.ToLower(strings.Replace(app.userCode, "-", " ", 1))
	if err := ann.HandoffApprove(ctx, app.checkUID, typed); err != nil {
		t.Fatalf("approve with %q: %v", typed, err)
	}
	thief := newDesktopApp()
	_, err = env.Client().HandoffPoll(ctx, app.checkUID, thief.secret)
	wantBadHandoff(t, "polling someone else's check UID", err)

	r := app.poll(t)
	if r.Status != "done" || r.Token == "" || r.RefreshToken == "" {
		t.Fatalf("poll after approval: %+v", r)
	}
	if u, err := app.c.UserInfo(ctx); err != nil || u.Email != "ann@example.com" {
		t.Fatalf("signed in as %+v, %v", u, err)
	}
	if r := app.poll(t); r.Status != "pending" {
		t.Fatalf("the binding works once: %+v", r)
	}
	_, err = ann.HandoffInfo(ctx, app.checkUID)
	wantCode(t, "info of a finished request", err, api.CodeNotFound)
}

// A request allows MaxUserCodeAttempts tries at its code, right or wrong.
func TestHandoffUserCodeAttemptsAreLimited(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	app := startDesktopApp(t, env)
	wrong := "BBBB-BBBB"
	if app.userCode == wrong {
		wrong = "CCCC-CCCC"
	}
	for i := 1; i < account.MaxUserCodeAttempts; i++ {
		wantBadHandoff(t, "a wrong code", ann.HandoffApprove(ctx, app.checkUID, wrong))
	}
	if err := ann.HandoffApprove(ctx, app.checkUID, app.userCode); err != nil {
		t.Fatalf("the right code on the last try: %v", err)
	}
	other := startDesktopApp(t, env)
	for i := 0; i < account.MaxUserCodeAttempts; i++ {
		wantBadHandoff(t, "a wrong code", ann.HandoffApprove(ctx, other.checkUID, "nope"))
	}
	wantCode(t, "the right code after every try was spent", ann.HandoffApprove(ctx, other.checkUID, other.userCode),
		api.CodeTooManyRequests)
}

func TestHandoffCodeExpires(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	web := env.SignUp(t, "ann@example.com")
	app := startDesktopApp(t, env)
	saved := account.HandoffCodeTTL
	account.HandoffCodeTTL = -time.Second // expired the moment it is made
	bound, err := web.HandoffBind(ctx, app.checkUID, "Reelroom")
	account.HandoffCodeTTL = saved
	if err != nil {
		t.Fatal(err)
	}
	_, err = env.Client().HandoffExchange(ctx, bound.Code, app.secret)
	wantBadHandoff(t, "an expired code", err)
	if r := app.poll(t); r.Status != "pending" || r.Token != "" {
		t.Fatalf("polling an expired binding: %+v", r)
	}

	savedReq := account.SignInRequestTTL
	account.SignInRequestTTL = -time.Second
	late := startDesktopAppLate(t, env)
	account.SignInRequestTTL = savedReq
	_, err = web.HandoffBind(ctx, late.checkUID, "")
	wantCode(t, "binding an expired request", err, api.CodeNotFound)
}

// startDesktopAppLate starts a sign-in without checking its lifetime.
func startDesktopAppLate(t *testing.T, env *apptest.Env) desktopApp {
	t.Helper()
	app := newDesktopApp()
	if _, err := env.Client().HandoffStart(context.Background(), app.secret, "Reelroom"); err != nil {
		t.Fatal(err)
	}
	return app
}

// The app's unauthenticated calls are bounded per address.
func TestHandoffPollIsRateLimited(t *testing.T) {
	env := apptest.New(t)
	app := startDesktopApp(t, env)
	// 60 at once and two a second after: 200 calls outrun it unless they
	// take over 70 s.
	for i := 0; i < 200; i++ {
		_, err := app.c.HandoffPoll(context.Background(), app.checkUID, app.secret)
		var ae *api.Error
		if errors.As(err, &ae) && ae.Code == api.CodeTooManyRequests {
			return
		}
		if err != nil {
			t.Fatalf("poll %d: %v", i, err)
		}
	}
	t.Fatal("200 polls from one address were all answered")
}

func TestHandoffBadRequests(t *testing.T) {
	env := apptest.New(t)
	web := env.SignUp(t, "ann@example.com")
	app := newDesktopApp()
	started := startDesktopApp(t, env)
	runCases(t, env, []apiCase{
		{"start without a secret", "POST", "/api/auth/handoff/start", "", api.HandoffStartRequest{AppInfo: "x"}, 400, api.CodeInvalidParam},
		{"start the same secret twice", "POST", "/api/auth/handoff/start", "", api.HandoffStartRequest{Secret: started.secret}, 400, api.CodeInvalidParam},
		{"info without signing in", "GET", "/api/auth/handoff/info?checkuid=" + started.checkUID, "", nil, 401, api.CodeLoginOutdated},
		{"info of a request never started", "GET", "/api/auth/handoff/info?checkuid=" + app.checkUID, web.Token, nil, 404, api.CodeNotFound},
		{"bind without signing in", "POST", "/api/auth/handoff/bind", "", api.HandoffBindRequest{CheckUID: app.checkUID}, 401, api.CodeLoginOutdated},
		{"bind a malformed check UID", "POST", "/api/auth/handoff/bind", web.Token, api.HandoffBindRequest{CheckUID: "abc"}, 400, api.CodeInvalidParam},
		{"bind a request never started", "POST", "/api/auth/handoff/bind", web.Token, api.HandoffBindRequest{CheckUID: app.checkUID}, 404, api.CodeNotFound},
		{"bind with a bad body", "POST", "/api/auth/handoff/bind", web.Token, "{", 400, api.CodeInvalidParam},
		{"approve without signing in", "POST", "/api/auth/handoff/approve", "", api.HandoffApproveRequest{CheckUID: started.checkUID, UserCode: started.userCode}, 401, api.CodeLoginOutdated},
		{"exchange an unknown code", "POST", "/api/auth/handoff/exchange", "", api.HandoffExchangeRequest{Code: "nope", Secret: app.secret}, 400, api.CodeInvalidParam},
		{"exchange without a secret", "POST", "/api/auth/handoff/exchange", "", api.HandoffExchangeRequest{Code: "nope"}, 400, api.CodeInvalidParam},
		{"poll with a malformed check UID", "POST", "/api/auth/handoff/poll", "", api.HandoffPollRequest{CheckUID: "x", Secret: app.secret}, 400, api.CodeInvalidParam},
	})
}
