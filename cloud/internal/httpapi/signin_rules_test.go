package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// TestOptionalSignIn: the two calls open to anonymous callers treat a
// token differently. The share page's detail takes a live token's user (an
// owner opens their own video without a key) and ignores a token that is
// not live (the viewer goes on anonymous); the invitation landing takes a
// live token's user (a member is told they joined already) and refuses one
// that is not live, so the client renews it. Calls that need a user refuse
// a missing token and a bad one alike.
func TestOptionalSignIn(t *testing.T) {
	w := newTeamWorld(t)
	own := w.Upload(t, w.member, apptest.MakeVideo(t, 1, "160x120"), "own")
	const bad = "not-a-live-token"
	detail := fmt.Sprintf("/api/video/share/detail/%d", own.ID)
	info := infoPath(w.team, w.key)
	cases := []struct {
		name, method, path, token string
		want                      api.Code
		joined                    bool
	}{
		{"share detail, the owner's token", "GET", detail, w.member.Token, api.CodeOK, false},
		{"share detail, no token", "GET", detail, "", api.CodeNotFound, false},
		{"share detail, a bad token is ignored", "GET", detail, bad, api.CodeNotFound, false},
		{"invite info, a member's token", "GET", info, w.member.Token, api.CodeOK, true},
		{"invite info, no token", "GET", info, "", api.CodeOK, false},
		{"invite info, a bad token is refused", "GET", info, bad, api.CodeLoginOutdated, false},
		{"team list, no token", "GET", "/api/team/list", "", api.CodeLoginOutdated, false},
		{"team list, a bad token", "GET", "/api/team/list", bad, api.CodeLoginOutdated, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, e := call(t, w.Env, tc.method, tc.path, tc.token, nil)
			if e.Code != tc.want || status != tc.want.HTTPStatus() {
				t.Fatalf("status %d code %d (%q), want code %d", status, e.Code, e.Msg, tc.want)
			}
			if tc.path == info && e.Code == api.CodeOK {
				if got := decode[api.TeamInviteInfo](t, e.Data).Joined; got != tc.joined {
					t.Fatalf("joined %v, want %v", got, tc.joined)
				}
			}
		})
	}
}
