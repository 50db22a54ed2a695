package webui

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/shared/api"
)

func TestRefreshNeedsARefreshToken(t *testing.T) {
	sh := newShell("http://cloud.example:8080", &shellCalls{})
	sh.Renew = func(context.Context, string) (api.TokenPair, error) {
		t.Fatal("renewed without a refresh token")
		return api.TokenPair{}, nil
	}
	for _, body := range []string{"", "r1", `{"refresh_token":""}`} {
		if w := do(t, handler(build, sh), http.MethodPost, "/_desktop/refresh", body); w.Code != http.StatusBadRequest {
			t.Fatalf("POST /_desktop/refresh %q = %d, want 400", body, w.Code)
		}
	}
}

// The page's refresh goes through the app, which answers the next pair,
// or 401 when the sign-in has ended, or 500 when the server cannot say.
func TestRefreshThroughTheApp(t *testing.T) {
	tests := []struct {
		name   string
		pair   api.TokenPair
		err    error
		status int
		code   string
	}{
		{"renewed", api.TokenPair{Token: "t2", RefreshToken: "r2"}, nil, http.StatusOK, ""},
		{"app signed out", api.TokenPair{}, session.ErrSignedOut, http.StatusUnauthorized, "signed_out"},
		{"sign-in ended", api.TokenPair{}, &api.Error{Code: api.CodeLoginOutdated, Msg: "Login expired"}, http.StatusUnauthorized, "signed_out"},
		{"server down", api.TokenPair{}, errors.New("dial tcp: connection refused"), http.StatusInternalServerError, "server_unreachable"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var asked string
			sh := newShell("http://cloud.example:8080", &shellCalls{})
			sh.Renew = func(_ context.Context, stale string) (api.TokenPair, error) {
				asked = stale
				return tt.pair, tt.err
			}
			w := do(t, handler(build, sh), http.MethodPost, "/_desktop/refresh", `{"refresh_token":"r1"}`)
			if w.Code != tt.status || asked != "r1" {
				t.Fatalf("POST /_desktop/refresh = %d (renewed %q), want %d for r1", w.Code, asked, tt.status)
			}
			env := answer(t, w)
			var pair api.TokenPair
			json.Unmarshal(env.Data, &pair)
			if pair != tt.pair || env.Reason != tt.code {
				t.Fatalf("answer %s, want %+v code %q", w.Body, tt.pair, tt.code)
			}
		})
	}
}
