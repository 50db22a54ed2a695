package httpapi_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func TestRegister(t *testing.T) {
	env := apptest.New(t)
	env.SignUp(t, "taken@example.com")
	reg := func(email, password, nickname string) api.RegisterRequest {
		return api.RegisterRequest{Email: email, Password: password, Nickname: nickname}
	}
	runCases(t, env, []apiCase{
		{"success", "POST", "/api/auth/register", "", reg("new@example.com", "quiet harbor kettle 42", "New"), 200, api.CodeOK},
		{"e-mail taken, other case", "POST", "/api/auth/register", "", reg(" Taken@Example.com ", "quiet harbor kettle 42", "X"), 409, api.CodeEmailTaken},
		{"bad e-mail", "POST", "/api/auth/register", "", reg("not-an-email", "quiet harbor kettle 42", "X"), 400, api.CodeInvalidParam},
		{"e-mail with a name", "POST", "/api/auth/register", "", reg("Bob <bob@example.com>", "quiet harbor kettle 42", "X"), 400, api.CodeInvalidParam},
		{"e-mail without a domain dot", "POST", "/api/auth/register", "", reg("bob@localhost", "quiet harbor kettle 42", "X"), 400, api.CodeInvalidParam},
		{"empty e-mail", "POST", "/api/auth/register", "", reg("", "quiet harbor kettle 42", "X"), 400, api.CodeInvalidParam},
		{"short password", "POST", "/api/auth/register", "", reg("a1@example.com", "short", "X"), 400, api.CodeWeakPassword},
		{"password over 72 bytes", "POST", "/api/auth/register", "", reg("a2@example.com", strings.Repeat("p", 73), "X"), 400, api.CodeWeakPassword},
		{"blank nickname", "POST", "/api/auth/register", "", reg("a3@example.com", "quiet harbor kettle 42", "   "), 400, api.CodeInvalidParam},
		{"nickname too long", "POST", "/api/auth/register", "", reg("a4@example.com", "quiet harbor kettle 42", strings.Repeat("名", 33)), 400, api.CodeInvalidParam},
		{"nickname of invisible characters", "POST", "/api/auth/register", "", reg("a6@example.com", "quiet harbor kettle 42", "\u3164\u200B\u2800"), 400, api.CodeInvalidParam},
		{"nickname with control characters", "POST", "/api/auth/register", "", reg("a5@example.com", "quiet harbor kettle 42", "a\x00b"), 400, api.CodeInvalidParam},
		{"not JSON", "POST", "/api/auth/register", "", "{nope", 400, api.CodeInvalidParam},
	})
	// Nothing half-written: the refused e-mails can still register.
	runCases(t, env, []apiCase{
		{"refused e-mail is free", "POST", "/api/auth/register", "", reg("a1@example.com", "quiet harbor kettle 42", "X"), 200, api.CodeOK},
	})
}

func TestLogin(t *testing.T) {
	env := apptest.New(t)
	env.SignUp(t, "ann@example.com")
	login := func(email, password string) api.LoginRequest {
		return api.LoginRequest{Email: email, Password: password}
	}
	runCases(t, env, []apiCase{
		{"success", "POST", "/api/auth/login", "", login("ann@example.com", "quiet harbor kettle 42"), 200, api.CodeOK},
		{"e-mail in other case", "POST", "/api/auth/login", "", login("ANN@example.com", "quiet harbor kettle 42"), 200, api.CodeOK},
		{"wrong password", "POST", "/api/auth/login", "", login("ann@example.com", "wrong horse"), 401, api.CodeBadCredentials},
		{"unknown e-mail", "POST", "/api/auth/login", "", login("nobody@example.com", "quiet harbor kettle 42"), 401, api.CodeBadCredentials},
		{"bad e-mail", "POST", "/api/auth/login", "", login("nobody", "x"), 400, api.CodeInvalidParam},
		{"not JSON", "POST", "/api/auth/login", "", "[]", 400, api.CodeInvalidParam},
	})
	_, wrong := call(t, env, "POST", "/api/auth/login", "", login("ann@example.com", "wrong horse"))
	_, unknown := call(t, env, "POST", "/api/auth/login", "", login("nobody@example.com", "wrong horse"))
	if wrong.Msg != unknown.Msg || wrong.Code != unknown.Code {
		t.Fatalf("unknown e-mail and wrong password differ: %+v vs %+v", wrong, unknown)
	}
}

func TestLoginRateLimit(t *testing.T) {
	env := apptest.New(t)
	env.SignUp(t, "ann@example.com")
	var last api.Code
	for i := 0; i < 12; i++ {
		_, e := call(t, env, "POST", "/api/auth/login", "", api.LoginRequest{Email: "ann@example.com", Password: "guess"})
		last = e.Code
	}
	if last != api.CodeTooManyRequests {
		t.Fatalf("12 quick guesses at one account: last code %d, want %d", last, api.CodeTooManyRequests)
	}
	// Guesses at one account do not lock out other accounts from the same address yet...
	_, e := call(t, env, "POST", "/api/auth/login", "", api.LoginRequest{Email: "other@example.com", Password: "guess"})
	if e.Code != api.CodeBadCredentials {
		t.Fatalf("other account: code %d", e.Code)
	}
	// ...but the address as a whole is limited too.
	for i := 0; i < 25; i++ {
		_, e = call(t, env, "POST", "/api/auth/login", "", api.LoginRequest{Email: fmt.Sprintf("u%d@example.com", i), Password: "guess"})
	}
	if e.Code != api.CodeTooManyRequests {
		t.Fatalf("many accounts from one address: last code %d", e.Code)
	}
}

func TestUserInfoNeedsLiveToken(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	runCases(t, env, []apiCase{
		{"signed in", "GET", "/api/user/info", c.Token, nil, 200, api.CodeOK},
		{"no token", "GET", "/api/user/info", "", nil, 401, api.CodeLoginOutdated},
		{"made-up token", "GET", "/api/user/info", "abc", nil, 401, api.CodeLoginOutdated},
	})
	u, err := c.UserInfo(context.Background())
	if err != nil || u.Email != "ann@example.com" || u.VideoLimit != api.BasicVideoLimit || u.IsVip || u.Gender != 3 {
		t.Fatalf("info = %+v, %v", u, err)
	}
}

func TestRefreshRotatesAndDetectsReuse(t *testing.T) {
	env := apptest.New(t)
	var offset atomic.Int64 // the service's clock runs this far ahead
	env.App.Accounts.SetClock(func() time.Time { return time.Now().UTC().Add(time.Duration(offset.Load())) })
	ctx := context.Background()
	c := env.Client()
	first, err := c.Register(ctx, api.RegisterRequest{Email: "ann@example.com", Password: "quiet harbor kettle 42", Nickname: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	second, err := c.Refresh(ctx, first.RefreshToken)
	if err != nil {
		t.Fatalf("refresh: %v", err)
	}
	if second.Token == first.Token || second.RefreshToken == first.RefreshToken {
		t.Fatal("refresh did not rotate both tokens")
	}
	runCases(t, env, []apiCase{
		{"old access token is dead", "GET", "/api/user/info", first.Token, nil, 401, api.CodeLoginOutdated},
		{"new access token works", "GET", "/api/user/info", second.Token, nil, 200, api.CodeOK},
	})
	offset.Store(int64(account.RefreshGrace)) // past the grace (within it the old token gets the same pair again)
	runCases(t, env, []apiCase{
		{"old refresh token reused", "POST", "/api/user/token/refresh", "", api.RefreshRequest{RefreshToken: first.RefreshToken}, 401, api.CodeLoginOutdated},
		{"reuse revoked the new access token", "GET", "/api/user/info", second.Token, nil, 401, api.CodeLoginOutdated},
		{"reuse revoked the new refresh token", "POST", "/api/user/token/refresh", "", api.RefreshRequest{RefreshToken: second.RefreshToken}, 401, api.CodeLoginOutdated},
		{"empty refresh token", "POST", "/api/user/token/refresh", "", api.RefreshRequest{}, 401, api.CodeLoginOutdated},
		{"not JSON", "POST", "/api/user/token/refresh", "", "x", 400, api.CodeInvalidParam},
	})
}

func TestLogoutRevokes(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	c := env.Client()
	pair, err := c.Register(ctx, api.RegisterRequest{Email: "ann@example.com", Password: "quiet harbor kettle 42", Nickname: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	other := env.Client()
	if _, err := other.Login(ctx, api.LoginRequest{Email: "ann@example.com", Password: "quiet harbor kettle 42"}); err != nil {
		t.Fatal(err)
	}
	if err := c.Logout(ctx); err != nil {
		t.Fatalf("logout: %v", err)
	}
	runCases(t, env, []apiCase{
		{"access token revoked", "GET", "/api/user/info", pair.Token, nil, 401, api.CodeLoginOutdated},
		{"refresh token revoked", "POST", "/api/user/token/refresh", "", api.RefreshRequest{RefreshToken: pair.RefreshToken}, 401, api.CodeLoginOutdated},
		{"other sign-in untouched", "GET", "/api/user/info", other.Token, nil, 200, api.CodeOK},
		{"logout without token", "POST", "/api/auth/logout", "", nil, 401, api.CodeLoginOutdated},
	})
	var ae *api.Error
	if err := c.Logout(ctx); !errors.As(err, &ae) || !ae.Code.LoginOutdated() {
		t.Fatalf("second logout: %v", err)
	}
}

func TestUnknownAPIPathIsEnvelope(t *testing.T) {
	env := apptest.New(t)
	runCases(t, env, []apiCase{
		{"unknown call", "GET", "/api/nope", "", nil, http.StatusNotFound, api.CodeNotFound},
	})
}

// A refused password says why, in words and as a reason the UI translates.
func TestRegisterSaysWhyAPasswordIsRefused(t *testing.T) {
	env := apptest.New(t)
	cases := []struct {
		password string
		reason   api.PasswordReason
	}{
		{"密码密码", api.PasswordTooShort}, // 12 bytes, 4 characters
		{"quiet\tharbor kettle 42", api.PasswordControl},
		{"password1", api.PasswordCommon},
		{"iloveyou", api.PasswordCommon},
		{"annalee1990", api.PasswordPersonal},
	}
	for _, tc := range cases {
		status, e := call(t, env, "POST", "/api/auth/register", "",
			api.RegisterRequest{Email: "annalee@example.com", Password: tc.password, Nickname: "Annalee"})
		if status != 400 || e.Code != api.CodeWeakPassword || e.Reason != string(tc.reason) || e.Msg == "" {
			t.Errorf("%q: status %d code %d reason %q msg %q; want reason %q", tc.password, status, e.Code, e.Reason, e.Msg, tc.reason)
		}
	}
	if _, e := call(t, env, "POST", "/api/auth/register", "",
		api.RegisterRequest{Email: "annalee@example.com", Password: "春眠不觉晓处闻啼", Nickname: "Annalee"}); e.Code != api.CodeOK {
		t.Fatalf("eight Chinese characters refused: %d %q", e.Code, e.Msg)
	}
}
