package session

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/cloudtest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

func TestMain(m *testing.M) { cloudtest.Main(m) }

func TestSignInJS(t *testing.T) {
	p := api.TokenPair{Token: `a"b\c</script>` + "\u2028", RefreshToken: "r'1\n"}
	got := SignInJS(p, time.UnixMilli(1700000000123))
	for _, want := range []string{
		`s.setItem("token","a\"b\\c\u003c/script\u003e\u2028")`,
		`s.setItem("refresh_token","r'1\n")`,
		`s.setItem("token_date","1700000000123")`,
		`window.location.replace("/my_videos")`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("SignInJS = %s\nwant it to contain %s", got, want)
		}
	}
	if strings.ContainsAny(got, "\n\u2028\u2029") {
		t.Errorf("SignInJS has a raw line break: %q", got)
	}
}

func TestSignOutJS(t *testing.T) {
	got := SignOutJS()
	for _, want := range []string{`removeItem("token")`, `removeItem("refresh_token")`, `removeItem("token_date")`, `window.location.replace("/login")`} {
		if !strings.Contains(got, want) {
			t.Errorf("SignOutJS = %s\nwant it to contain %s", got, want)
		}
	}
}

func TestUserLabel(t *testing.T) {
	for _, c := range []struct {
		u    api.User
		want string
	}{
		{api.User{Email: "a@example.com", Nickname: "A"}, "a@example.com"},
		{api.User{Nickname: "A"}, "A"},
		{api.User{}, "Signed in"},
	} {
		if got := UserLabel(c.u); got != c.want {
			t.Errorf("UserLabel(%+v) = %q, want %q", c.u, got, c.want)
		}
	}
}

// userInfoStatus is the HTTP status of GET /api/user/info with token.
func userInfoStatus(t *testing.T, ctx context.Context, server, token string) int {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, "GET", server+"/api/user/info", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

func TestRevokeAndLabel(t *testing.T) {
	server := cloudtest.Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	p, err := client.New(server).Register(ctx, api.RegisterRequest{Email: "tray@example.com", Password: "correct-horse-9", Nickname: "Tray"})
	if err != nil {
		t.Fatal(err)
	}
	c := client.New(server)
	c.Token = p.Token
	label, err := Label(ctx, c)
	if err != nil || label != "tray@example.com" {
		t.Fatalf("Label = %q, %v; want tray@example.com", label, err)
	}
	if s := userInfoStatus(t, ctx, server, p.Token); s != http.StatusOK {
		t.Fatalf("before sign-out: user info %d, want 200", s)
	}
	if err := Revoke(ctx, c); err != nil {
		t.Fatal(err)
	}
	if s := userInfoStatus(t, ctx, server, p.Token); s != http.StatusUnauthorized {
		t.Fatalf("after sign-out: user info %d, want 401", s)
	}
	if _, err := Label(ctx, c); err == nil {
		t.Fatal("Label with a revoked token did not fail")
	}
}
