package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// builtinWorld is a service with the built-in workspace on, and a user of
// each role in it.
type builtinWorld struct {
	*apptest.Env
	users map[string]*client.Client // "admin", "member", "visitor"
	ids   map[string]int64
}

func newBuiltinWorld(t *testing.T) *builtinWorld {
	t.Helper()
	cfg := apptest.Config(t)
	cfg.BuiltinTeam = "Everyone"
	w := &builtinWorld{Env: apptest.Start(t, cfg), users: map[string]*client.Client{}, ids: map[string]int64{}}
	for name, role := range map[string]api.TeamRole{"admin": api.RoleAdmin, "member": api.RoleMember, "visitor": api.RoleVisitor} {
		w.users[name] = w.SignUp(t, name+"@example.com")
		w.ids[name] = userIDOf(t, w.users[name])
		if _, err := w.App.Teams.SetBuiltinRole(context.Background(), name+"@example.com", role); err != nil {
			t.Fatal(err)
		}
	}
	return w
}

func (w *builtinWorld) code(t *testing.T, who, method, path string, body any) api.Code {
	t.Helper()
	_, e := call(t, w.Env, method, path, w.users[who].Token, body)
	return e.Code
}

// builtinTeamOf is the built-in workspace in c's sidebar call, if there.
func builtinTeamOf(t *testing.T, env *apptest.Env, c *client.Client) (api.Team, bool) {
	t.Helper()
	_, e := call(t, env, "GET", "/api/team/list", c.Token, nil)
	if e.Code != api.CodeOK {
		t.Fatalf("team list: %d %s", e.Code, e.Msg)
	}
	for _, tm := range decode[api.TeamList](t, e.Data).Teams {
		if tm.ID == api.BuiltinTeamID {
			return tm, true
		}
	}
	return api.Team{}, false
}

// Off by default: no built-in workspace, and its ids name nothing.
func TestBuiltinTeamIsOffByDefault(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "solo@example.com")
	if _, there := builtinTeamOf(t, env, c); there {
		t.Fatal("the built-in workspace is on without BUILTIN_TEAM")
	}
	for _, path := range []string{
		fmt.Sprintf("/api/team/detail/%d", api.BuiltinTeamID),
		fmt.Sprintf("/api/channel/video/list/%d", api.AllHandsChannelID),
	} {
		if _, e := call(t, env, "GET", path, c.Token, nil); e.Code != api.CodeNotFound {
			t.Errorf("%s: code %d", path, e.Code)
		}
	}
	if _, e := call(t, env, "POST", "/api/v2/record/local/init", c.Token,
		api.RecordInitRequest{Title: "x", ChannelID: api.PublicChannelID}); e.Code != api.CodeNotFound {
		t.Errorf("recording into a built-in room that is off: code %d", e.Code)
	}
}

// Turned on over users who exist, it takes them in; started again, it
// changes nothing; those who sign up later join it.
func TestBuiltinTeamTakesInExistingAndNewUsers(t *testing.T) {
	cfg := apptest.Config(t)
	off := apptest.Start(t, cfg)
	early := off.SignUp(t, "early@example.com")
	off.Stop()

	cfg.BuiltinTeam = "Everyone"
	for run := 0; run < 2; run++ {
		on := apptest.Start(t, cfg)
		tm, there := builtinTeamOf(t, on, early)
		if !there || tm.Name != "Everyone" || tm.Role != api.RoleMember || tm.MemberCount != 1+run || len(tm.Channels) != 2 {
			t.Fatalf("run %d: the early user's built-in workspace: %+v (there: %v)", run, tm, there)
		}
		late := on.SignUp(t, fmt.Sprintf("late%d@example.com", run))
		if tm, there := builtinTeamOf(t, on, late); !there || tm.Role != api.RoleMember || len(tm.Channels) != 2 {
			t.Fatalf("run %d: a new user's built-in workspace: %+v (there: %v)", run, tm, there)
		}
		on.Stop()
	}
}

// Nobody deletes, renames, leaves, transfers or invites to the built-in
// workspace, nor renames, deletes or leaves its rooms, whatever their role.
func TestBuiltinTeamRules(t *testing.T) {
	w := newBuiltinWorld(t)
	tid, all, pub := api.BuiltinTeamID, api.AllHandsChannelID, api.PublicChannelID
	for _, who := range []string{"admin", "member", "visitor"} {
		cases := []struct {
			name, method, path string
			body               any
		}{
			{"delete", "DELETE", fmt.Sprintf("/api/team/delete/%d", tid), nil},
			{"rename", "PUT", "/api/team/update", api.TeamUpdateRequest{ID: tid, Name: "Mine"}},
			{"quit", "DELETE", fmt.Sprintf("/api/team/member/quit/%d", tid), nil},
			{"transfer", "PUT", "/api/team/transfer", api.TeamTransferRequest{TeamID: tid, UserID: w.ids["member"]}},
			{"set a role", "PUT", "/api/team/member/set_role", api.TeamSetRoleRequest{TeamID: tid, UserID: w.ids["member"], Role: api.RoleAdmin}},
			{"remove a member", "DELETE", "/api/team/member/remove", api.TeamMemberRemoveRequest{TeamID: tid, UserID: w.ids["member"]}},
			{"invite link", "POST", "/api/team/invite/link", api.TeamInviteLinkRequest{TeamID: tid}},
			{"room invite link", "POST", "/api/team/invite/link", api.TeamInviteLinkRequest{TeamID: tid, ChannelID: pub}},
			{"e-mail invitation", "POST", "/api/team/invite/email", api.TeamInviteEmailRequest{TeamID: tid, Emails: []string{"new@example.com"}}},
			{"icon", "GET", fmt.Sprintf("/api/team/sign_icon_policy?team_id=%d&size=100&fileName=a.png", tid), nil},
			{"rename all hands", "PUT", "/api/channel/update", api.ChannelUpdateRequest{ID: all, Name: "Mine"}},
			{"rename public", "PUT", "/api/channel/update", api.ChannelUpdateRequest{ID: pub, Name: "Mine"}},
			{"delete all hands", "DELETE", fmt.Sprintf("/api/channel/delete/%d", all), nil},
			{"delete public", "DELETE", fmt.Sprintf("/api/channel/delete/%d", pub), nil},
			{"quit public", "DELETE", fmt.Sprintf("/api/channel/member/quit/%d", pub), nil},
			{"remove from public", "DELETE", "/api/channel/member/remove", api.ChannelMembersRequest{ChannelID: pub, Users: []int64{w.ids["member"]}}},
		}
		for _, tc := range cases {
			if got := w.code(t, who, tc.method, tc.path, tc.body); got != api.CodeBuiltinTeam {
				t.Errorf("%s: %s answered %d, want %d", who, tc.name, got, api.CodeBuiltinTeam)
			}
		}
	}
	// Nobody signs in as the service's account that owns it.
	for _, password := range []string{"", "!", "quiet harbor kettle 42"} {
		_, e := call(t, w.Env, "POST", "/api/auth/login", "",
			api.LoginRequest{Email: "builtin-workspace@reelroom.invalid", Password: password})
		if e.Code != api.CodeBadCredentials {
			t.Errorf("signing in as the owner with %q: code %d", password, e.Code)
		}
	}
	tm, _ := builtinTeamOf(t, w.Env, w.users["member"])
	if tm.Name != "Everyone" || tm.MemberCount != 3 || tm.OwnerID != api.BuiltinOwnerUserID {
		t.Fatalf("the workspace changed: %+v", tm)
	}
	// Its members may still look, and its admins make rooms of their own in it.
	if got := w.code(t, "visitor", "GET", fmt.Sprintf("/api/team/member/list/%d", tid), nil); got != api.CodeOK {
		t.Errorf("members list: %d", got)
	}
	if got := w.code(t, "admin", "POST", "/api/channel/create", api.ChannelCreateRequest{TeamID: tid, Name: "Design"}); got != api.CodeOK {
		t.Errorf("an admin's room: %d", got)
	}
	if got := w.code(t, "member", "POST", "/api/channel/create", api.ChannelCreateRequest{TeamID: tid, Name: "Mine"}); got != api.CodeForbidden {
		t.Errorf("a member's room: %d", got)
	}
}

// The per-room recording check: 'All hands' takes videos from workspace
// roles 1-2 only, 'Public' from everyone; the sidebar says which.
func TestBuiltinRoomRecordingCheck(t *testing.T) {
	w := newBuiltinWorld(t)
	for who, allHands := range map[string]bool{"admin": true, "member": false, "visitor": false} {
		want := map[int64]api.Code{api.AllHandsChannelID: api.CodeForbidden, api.PublicChannelID: api.CodeOK}
		if allHands {
			want[api.AllHandsChannelID] = api.CodeOK
		}
		tm, _ := builtinTeamOf(t, w.Env, w.users[who])
		for _, room := range tm.Channels {
			if room.CanAddVideo != (want[room.ID] == api.CodeOK) {
				t.Errorf("%s: room %d can_add_video %v", who, room.ID, room.CanAddVideo)
			}
		}
		for room, code := range want {
			got := w.code(t, who, "POST", "/api/v2/record/local/init",
				api.RecordInitRequest{Title: "clip", ChannelID: room, Record: true})
			if got != code {
				t.Errorf("%s records into %d: code %d, want %d", who, room, got, code)
			}
			mine := w.code(t, who, "POST", "/api/v2/record/local/init", api.RecordInitRequest{Title: "mine"})
			if mine != api.CodeOK {
				t.Fatalf("%s records into My Videos: %d", who, mine)
			}
		}
		for room, code := range want {
			v := domain.Video{UserID: w.ids[who], Title: "sent", Status: api.VideoOK, CanDownloadShare: true, Version: 1,
				CreatedAt: time.Now().UTC(), UpdatedAt: time.Now().UTC()}
			if err := w.App.Store.CreateVideo(context.Background(), &v, api.Unlimited); err != nil {
				t.Fatal(err)
			}
			req := api.ChannelVideoRequest{ChannelID: room, VideoID: v.ID}
			if got := w.code(t, who, "POST", "/api/channel/video/move", req); got != code {
				t.Errorf("%s sends a video to %d: code %d, want %d", who, room, got, code)
			}
			if got := w.code(t, who, "POST", "/api/channel/video/forward", req); got != code {
				t.Errorf("%s forwards a video to %d: code %d, want %d", who, room, got, code)
			}
		}
		feed := w.code(t, who, "GET", fmt.Sprintf("/api/channel/video/list/%d", api.AllHandsChannelID), nil)
		if feed != api.CodeOK {
			t.Errorf("%s reads all hands: %d", who, feed)
		}
	}
}
