package httpapi_test

import (
	"encoding/json"
	"mime"
	"net/http"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func withClock(env *apptest.Env) *apptest.Clock {
	clk := apptest.NewClock(time.Now().UTC())
	env.App.Verifier.Now = clk.Now
	return clk
}

// registerWith signs up with extra headers and returns the access token.
func registerWith(t *testing.T, env *apptest.Env, body api.RegisterRequest, acceptLanguage string) string {
	t.Helper()
	raw, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", env.URL+"/api/auth/register", strings.NewReader(string(raw)))
	if acceptLanguage != "" {
		req.Header.Set("Accept-Language", acceptLanguage)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var e api.Envelope[api.TokenPair]
	if err := json.NewDecoder(res.Body).Decode(&e); err != nil || e.Code != api.CodeOK {
		t.Fatalf("register %s: %v %+v", body.Email, err, e)
	}
	return e.Data.Token
}

func verified(t *testing.T, env *apptest.Env, token string) bool {
	t.Helper()
	_, e := call(t, env, "GET", "/api/user/info", token, nil)
	return decode[api.User](t, e.Data).EmailVerified
}

func wantPost(t *testing.T, env *apptest.Env, path, token string, body any, want api.Code) {
	t.Helper()
	status, e := call(t, env, "POST", path, token, body)
	if e.Code != want || status != want.HTTPStatus() || (want != api.CodeOK && e.Msg == "") {
		t.Fatalf("POST %s: status %d code %d (%q), want code %d", path, status, e.Code, e.Msg, want)
	}
}

var sixDigits = regexp.MustCompile(`\b\d{6}\b`)

// outboxCodes waits for n messages in the service's outbox and returns the
// code of each (oldest first) with its decoded subject.
func outboxCodes(t *testing.T, env *apptest.Env, n int) (codes, subjects []string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	var files []string
	for {
		files, _ = filepath.Glob(filepath.Join(env.DataDir, "outbox", "*.eml"))
		if len(files) >= n {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("outbox holds %d messages, want %d", len(files), n)
		}
		time.Sleep(50 * time.Millisecond)
	}
	sort.Strings(files)
	for _, f := range files {
		r, _ := os.Open(f)
		m, err := mail.ReadMessage(r)
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
		subjects = append(subjects, subject)
		codes = append(codes, sixDigits.FindString(subject))
	}
	return codes, subjects
}

// With no SMTP server the code goes to the outbox; the account works
// meanwhile, unverified, and the code verifies it.
func TestVerificationWithoutSMTPUsesTheOutbox(t *testing.T) {
	env := apptest.New(t)
	token := registerWith(t, env, api.RegisterRequest{Email: "olive@example.com", Password: "quiet harbor kettle 42", Nickname: "Olive"}, "")
	if verified(t, env, token) {
		t.Fatal("a new account is verified before entering a code")
	}
	wantPost(t, env, "/api/v2/record/local/init", token, api.RecordInitRequest{Title: "works unverified"}, api.CodeOK)
	codes, subjects := outboxCodes(t, env, 1)
	if codes[0] == "" || !strings.HasPrefix(subjects[0], "Your Reelroom verification code") {
		t.Fatalf("outbox message %q", subjects[0])
	}
	wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: codes[0]}, api.CodeOK)
	if !verified(t, env, token) {
		t.Fatal("the right code did not verify the account")
	}
	wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: codes[0]}, api.CodeEmailAlreadyVerified)
	wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeEmailAlreadyVerified)
	wantPost(t, env, "/api/auth/verify/send", "", nil, api.CodeLoginOutdated)
}

// Five wrong codes kill the code, the right one included, so six digits
// cannot be guessed; a new code and an expired one behave as they should.
func TestWrongCodesAreLimited(t *testing.T) {
	env := apptest.New(t)
	clk := withClock(env)
	token := registerWith(t, env, api.RegisterRequest{Email: "gus@example.com", Password: "quiet harbor kettle 42", Nickname: "Gus"}, "")
	codes, _ := outboxCodes(t, env, 1)
	wrong := "000000"
	if codes[0] == wrong {
		wrong = "000001"
	}
	wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: "12345x"}, api.CodeVerifyWrongCode)
	for i := 0; i < api.VerifyMaxAttempts; i++ {
		wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: wrong}, api.CodeVerifyWrongCode)
	}
	wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: codes[0]}, api.CodeVerifyCodeExpired)
	if verified(t, env, token) {
		t.Fatal("verified after the attempts were used up")
	}
	clk.Add(api.VerifyResendSeconds * time.Second)
	wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeOK)
	codes, _ = outboxCodes(t, env, 2)
	clk.Add(api.VerifyCodeTTL * time.Second) // the new code expires
	wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: codes[1]}, api.CodeVerifyCodeExpired)
	wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeOK)
	codes, _ = outboxCodes(t, env, 3)
	wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: codes[1]}, api.CodeVerifyWrongCode)
	wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: " " + codes[2][:3] + " " + codes[2][3:]}, api.CodeOK)
	if !verified(t, env, token) {
		t.Fatal("the new code did not verify")
	}
}

// An account gets a code at most every 60 s and 5 an hour (registering
// sent the first); an address asks for few codes whatever the accounts.
func TestResendIsRateLimited(t *testing.T) {
	env := apptest.New(t)
	clk := withClock(env)
	token := registerWith(t, env, api.RegisterRequest{Email: "ray@example.com", Password: "quiet harbor kettle 42", Nickname: "Ray"}, "")
	wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeTooManyRequests)
	for i := 1; i < api.VerifySendsPerHour; i++ {
		clk.Add(api.VerifyResendSeconds*time.Second - time.Second)
		wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeTooManyRequests)
		clk.Add(time.Second)
		wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeOK)
	}
	clk.Add(api.VerifyResendSeconds * time.Second)
	wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeTooManyRequests) // the sixth in the hour
	clk.Add(time.Hour)
	wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeOK)
	outboxCodes(t, env, api.VerifySendsPerHour+1)

}

// One address cannot have many accounts mailed: 6 codes at once, then
// about 2 a minute, whatever the accounts.
func TestResendIsRateLimitedPerAddress(t *testing.T) {
	env := apptest.New(t)
	clk := withClock(env)
	var tokens []string
	for i := 0; i < 7; i++ {
		tokens = append(tokens, registerWith(t, env, api.RegisterRequest{Email: "many" + string(rune('a'+i)) + "@example.com",
			Password: "quiet harbor kettle 42", Nickname: "Many"}, ""))
	}
	clk.Add(api.VerifyResendSeconds * time.Second)
	for _, token := range tokens[:6] {
		wantPost(t, env, "/api/auth/verify/send", token, nil, api.CodeOK)
	}
	wantPost(t, env, "/api/auth/verify/send", tokens[6], nil, api.CodeTooManyRequests)
}

// Through a real SMTP server (mailpit): each account gets its code in its
// own language, from an explicit locale or the request's Accept-Language,
// with a plain-text part, and the code from the mail verifies it.
func TestVerificationMailThroughSMTP(t *testing.T) {
	mp := apptest.NewMailpit(t)
	cfg := apptest.Config(t)
	cfg.SMTP = mp.SMTP()
	env := apptest.Start(t, cfg)
	stamp := time.Now().Format("150405.000000000")
	cases := []struct {
		name, email, locale, acceptLanguage string
		subject, text                       string
	}{
		{"english by field", "en-" + stamp + "@example.com", "en", "zh-CN,zh;q=0.9", "Your Reelroom verification code: ", "Enter this code in Reelroom"},
		{"chinese by header", "zh-" + stamp + "@example.com", "", "zh-CN,zh;q=0.9,en;q=0.8", "您的 Reelroom 验证码：", "请在 Reelroom 中输入以下验证码"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			token := registerWith(t, env, api.RegisterRequest{Email: tc.email, Password: "quiet harbor kettle 42",
				Nickname: "Mai", Locale: tc.locale}, tc.acceptLanguage)
			if verified(t, env, token) {
				t.Fatal("verified before entering the code")
			}
			msg := mp.WaitFor(t, tc.email, 1)[0]
			code := sixDigits.FindString(msg.Text)
			if !strings.HasPrefix(msg.Subject, tc.subject) || !strings.Contains(msg.Text, tc.text) || code == "" ||
				!strings.Contains(msg.HTML, code) || msg.From.Address != "noreply@reelroom.test" {
				t.Fatalf("mail: subject %q, from %v\n%s", msg.Subject, msg.From, msg.Text)
			}
			wantPost(t, env, "/api/auth/verify", token, api.VerifyEmailRequest{Code: code}, api.CodeOK)
			if !verified(t, env, token) {
				t.Fatal("the code from the mail did not verify")
			}
		})
	}
}
