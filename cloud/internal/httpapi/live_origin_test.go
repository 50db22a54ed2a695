package httpapi_test

import (
	"net/http"
	"testing"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
)

// TestLiveDesktopAppOrigins: the desktop app's webview (its own scheme)
// opens the socket by default; LIVE_APP_ORIGINS replaces the list, and any
// other foreign origin is still refused.
func TestLiveDesktopAppOrigins(t *testing.T) {
	cfg := apptest.Config(t)
	env := apptest.Start(t, cfg)
	cfg = apptest.Config(t)
	cfg.LiveAppOrigins = []string{"app://reelroom"}
	custom := apptest.Start(t, cfg)
	tokens := map[*apptest.Env]string{env: env.SignUp(t, "ann@example.com").Token, custom: custom.SignUp(t, "ann@example.com").Token}
	cases := []struct {
		name   string
		env    *apptest.Env
		origin string
		opens  bool
	}{
		{"Linux and macOS webview", env, "wails://localhost", true},
		{"Windows webview", env, "http://wails.localhost", true},
		{"the service's own page", env, env.URL, true},
		{"another host on the app's scheme", env, "wails://evil.example", false},
		{"a site named like the app", env, "http://wails.localhost.evil.example", false},
		{"https for the Windows webview", env, "https://wails.localhost", false},
		{"configured app origin", custom, "app://reelroom", true},
		{"default app origin when another is configured", custom, "wails://localhost", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, res, err := dialLive(tc.env, ticket(t, tc.env, tokens[tc.env], nil), tc.origin)
			if tc.opens {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				c.Close(websocket.StatusNormalClosure, "")
				return
			}
			if err == nil {
				c.CloseNow()
				t.Fatal("the socket opened")
			}
			if res == nil || res.StatusCode != http.StatusForbidden {
				t.Fatalf("answer %v, want 403 (%v)", res, err)
			}
		})
	}
}

// TestLiveTicketOnceAcrossInstances runs two instances on one database, as
// behind a load balancer: a ticket opens one socket on either, never a
// second one on the other.
func TestLiveTicketOnceAcrossInstances(t *testing.T) {
	cfg := apptest.Config(t)
	one := apptest.Start(t, cfg)
	cfg.DataDir = t.TempDir()
	two := apptest.Start(t, cfg)
	ann := one.SignUp(t, "ann@example.com")
	tk := ticket(t, one, ann.Token, nil)
	socket(t, two, tk)
	for name, env := range map[string]*apptest.Env{"issuing instance": one, "same instance": two} {
		c, res, err := dialLive(env, tk, env.URL)
		if err == nil {
			c.CloseNow()
			t.Fatalf("%s: the replayed ticket opened a socket", name)
		}
		if res == nil || res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("%s: answer %v, want 401 (%v)", name, res, err)
		}
	}
}
