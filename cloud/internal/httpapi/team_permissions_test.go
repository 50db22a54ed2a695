package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// The permission table of workspaces: every /api/team/* call, asked by each
// kind of caller, answers the code the decided rules give (spec 6). Each row
// gets a fresh workspace; the callers run in permCallers' order, the owner
// last, so that a call that ends the workspace (delete, transfer) comes
// after the others were refused. The rooms' table can mirror this one: a
// row is a name, a method, a path builder, a body builder and the callers
// allowed; any other caller gets the code permDenied gives it.

// permCaller is a kind of caller.
type permCaller string

const (
	anonymous permCaller = "anonymous"
	nonMember permCaller = "non-member" // signed in, owns another workspace
	pending   permCaller = "pending"    // invited by e-mail, signed up, not joined
	visitor   permCaller = "visitor"
	member    permCaller = "member"
	admin     permCaller = "admin"
	owner     permCaller = "owner"
)

var permCallers = []permCaller{anonymous, nonMember, pending, visitor, member, admin, owner}

// permPeople are the accounts playing the callers, shared by every row's
// workspace; target is another member the owner's calls act on.
type permPeople struct {
	env     *apptest.Env
	clients map[permCaller]*client.Client
	ids     map[permCaller]int64
	emails  map[permCaller]string
	target  *client.Client
	targetI int64
	other   int64 // the non-member's own workspace
	n       int
}

// permWorld is one row's workspace.
type permWorld struct {
	*permPeople
	team     int64
	key      string // a live invite link of the workspace
	revokeMe string // an address with a pending invitation, for revoke_by_email
}

// permCase is one row of the table.
type permCase struct {
	name    string
	method  string
	path    func(w *permWorld) string
	body    func(t *testing.T, w *permWorld) any // nil: no body
	allowed []permCaller
	except  map[permCaller]api.Code // codes other than the rule's
}

// permDenied is what a caller not allowed gets: anonymous callers must
// sign in, members of the workspace are forbidden, anyone else never
// learns it exists.
func permDenied(c permCaller) api.Code {
	switch c {
	case anonymous:
		return api.CodeLoginOutdated
	case visitor, member, admin, owner:
		return api.CodeForbidden
	}
	return api.CodeNotFound
}

func teamPermissionCases() []permCase {
	all := []permCaller{nonMember, pending, visitor, member, admin, owner}
	members := []permCaller{visitor, member, admin, owner}
	managers := []permCaller{admin, owner}
	id := func(f string) func(w *permWorld) string {
		return func(w *permWorld) string { return fmt.Sprintf(f, w.team) }
	}
	return []permCase{
		{name: "list", method: "GET", path: func(*permWorld) string { return "/api/team/list" }, allowed: all},
		{name: "detail", method: "GET", path: id("/api/team/detail/%d"), allowed: members},
		{name: "create", method: "POST", path: func(*permWorld) string { return "/api/team/create" },
			body: func(*testing.T, *permWorld) any { return api.TeamCreateRequest{Name: "Another"} }, allowed: all},
		{name: "update", method: "PUT", path: func(*permWorld) string { return "/api/team/update" },
			body:    func(_ *testing.T, w *permWorld) any { return api.TeamUpdateRequest{ID: w.team, Name: "Renamed"} },
			allowed: managers},
		{name: "member list", method: "GET", path: id("/api/team/member/list/%d"), allowed: members},
		{name: "set role", method: "PUT", path: func(*permWorld) string { return "/api/team/member/set_role" },
			body: func(_ *testing.T, w *permWorld) any {
				return api.TeamSetRoleRequest{TeamID: w.team, UserID: w.targetI, Role: api.RoleVisitor}
			}, allowed: []permCaller{owner}},
		{name: "member remove", method: "DELETE", path: func(*permWorld) string { return "/api/team/member/remove" },
			body: func(_ *testing.T, w *permWorld) any {
				return api.TeamMemberRemoveRequest{TeamID: w.team, UserID: w.targetI}
			}, allowed: []permCaller{owner}},
		{name: "quit", method: "DELETE", path: id("/api/team/member/quit/%d"), allowed: []permCaller{visitor, member, admin},
			except: map[permCaller]api.Code{owner: api.CodeCannotLeave}},
		{name: "sign icon policy", method: "GET", path: id("/api/team/sign_icon_policy?size=1000&fileName=a.png&team_id=%d"),
			allowed: managers},
		{name: "invite link", method: "POST", path: func(*permWorld) string { return "/api/team/invite/link" },
			body:    func(_ *testing.T, w *permWorld) any { return api.TeamInviteLinkRequest{TeamID: w.team} },
			allowed: []permCaller{member, admin, owner}},
		{name: "invite info", method: "GET",
			path: func(w *permWorld) string {
				return fmt.Sprintf("/api/team/invite/info?team_id=%d&key=%s", w.team, w.key)
			},
			allowed: append([]permCaller{anonymous}, all...)},
		{name: "invite join", method: "POST", path: func(*permWorld) string { return "/api/team/invite/join" },
			body:    func(_ *testing.T, w *permWorld) any { return api.TeamInviteJoinRequest{TeamID: w.team, Key: w.key} },
			allowed: all},
		{name: "invite email", method: "POST", path: func(*permWorld) string { return "/api/team/invite/email" },
			body: func(_ *testing.T, w *permWorld) any {
				return api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{w.fresh()}}
			}, allowed: []permCaller{member, admin, owner}},
		{name: "invite pending", method: "GET", path: id("/api/team/invite/pending?team_id=%d"), allowed: managers},
		{name: "invite revoke", method: "DELETE", path: func(*permWorld) string { return "/api/team/invite/revoke_by_email" },
			body: func(t *testing.T, w *permWorld) any {
				return api.TeamInviteRevokeRequest{TeamID: w.team, Email: w.invite(t)}
			}, allowed: managers},
		{name: "transfer", method: "PUT", path: func(*permWorld) string { return "/api/team/transfer" },
			body: func(_ *testing.T, w *permWorld) any {
				return api.TeamTransferRequest{TeamID: w.team, UserID: w.targetI}
			}, allowed: []permCaller{owner}},
		{name: "delete", method: "DELETE", path: id("/api/team/delete/%d"), allowed: []permCaller{owner}},
	}
}

func TestTeamPermissionTable(t *testing.T) {
	env := apptest.New(t)
	p := newPermPeople(t, env)
	for _, tc := range teamPermissionCases() {
		t.Run(tc.name, func(t *testing.T) {
			w := p.world(t)
			for _, who := range permCallers {
				t.Run(string(who), func(t *testing.T) {
					want := permDenied(who)
					for _, a := range tc.allowed {
						if a == who {
							want = api.CodeOK
						}
					}
					if code, ok := tc.except[who]; ok {
						want = code
					}
					var body any
					if tc.body != nil {
						body = tc.body(t, w)
					}
					token := ""
					if c := p.clients[who]; c != nil {
						token = c.Token
					}
					status, e := call(t, env, tc.method, tc.path(w), token, body)
					if e.Code != want || status != want.HTTPStatus() {
						t.Fatalf("%s %s as %s: status %d code %d (%q), want code %d", tc.method, tc.path(w), who,
							status, e.Code, e.Msg, want)
					}
				})
			}
		})
	}
}

// TestTeamOtherWorkspaceIsNotFound: a manager of one workspace naming
// another's id learns nothing of it.
func TestTeamOtherWorkspaceIsNotFound(t *testing.T) {
	env := apptest.New(t)
	p := newPermPeople(t, env)
	w := p.world(t)
	w.team = p.other // the owner of w names the non-member's workspace
	for _, tc := range teamPermissionCases() {
		if tc.name == "list" || tc.name == "create" || tc.name == "invite info" || tc.name == "invite join" ||
			tc.name == "invite revoke" {
			continue // no workspace id, or a key of this workspace (see TestTeamInviteKeys)
		}
		t.Run(tc.name, func(t *testing.T) {
			var body any
			if tc.body != nil {
				body = tc.body(t, w)
			}
			_, e := call(t, env, tc.method, tc.path(w), p.clients[owner].Token, body)
			if e.Code != api.CodeNotFound {
				t.Fatalf("code %d (%q), want not found", e.Code, e.Msg)
			}
		})
	}
}

func newPermPeople(t *testing.T, env *apptest.Env) *permPeople {
	t.Helper()
	stamp := time.Now().Format("150405.000000")
	p := &permPeople{env: env, clients: map[permCaller]*client.Client{}, ids: map[permCaller]int64{},
		emails: map[permCaller]string{}}
	for _, who := range permCallers[1:] {
		p.emails[who] = fmt.Sprintf("perm-%s-%s@example.com", who, stamp)
		if who == nonMember {
			p.emails[who] = "perm-nonmember-" + stamp + "@example.com"
		}
		p.clients[who] = env.SignUp(t, p.emails[who])
		p.ids[who] = userIDOf(t, p.clients[who])
	}
	p.target = env.SignUp(t, "perm-target-"+stamp+"@example.com")
	p.targetI = userIDOf(t, p.target)
	p.other = createTeam(t, env, p.clients[nonMember], "Elsewhere").ID
	return p
}

// world is a fresh workspace of the owner with the admin, the member, the
// visitor and the target in it, and an e-mail invitation of the pending
// caller.
func (p *permPeople) world(t *testing.T) *permWorld {
	t.Helper()
	w := &permWorld{permPeople: p}
	w.team = createTeam(t, p.env, p.clients[owner], "Perm").ID
	w.key = inviteLink(t, p.env, p.clients[owner], w.team, 0).Key
	for _, who := range []permCaller{admin, member, visitor} {
		joinTeam(t, p.env, p.clients[who], w.team, w.key)
	}
	joinTeam(t, p.env, p.target, w.team, w.key)
	mustCall(t, p.env, "PUT", "/api/team/member/set_role", p.clients[owner].Token,
		api.TeamSetRoleRequest{TeamID: w.team, UserID: p.ids[admin], Role: api.RoleAdmin})
	mustCall(t, p.env, "PUT", "/api/team/member/set_role", p.clients[owner].Token,
		api.TeamSetRoleRequest{TeamID: w.team, UserID: p.ids[visitor], Role: api.RoleVisitor})
	// The pending caller signed up after being invited: an e-mail invitation
	// to an address that has an account now, as the invitation left it.
	now := time.Now().UTC()
	err := p.env.App.Store.CreateInvite(context.Background(), &domain.TeamInvite{TeamID: w.team, Email: p.emails[pending],
		KeyHash: fmt.Sprintf("perm-pending-%d", w.team), InvitedBy: p.ids[owner], CreatedAt: now, ExpiresAt: now.Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// fresh is an address no one has used.
func (p *permPeople) fresh() string {
	p.n++
	return fmt.Sprintf("fresh-%d-%s@example.com", p.n, time.Now().Format("150405.000000"))
}

// invite makes a pending e-mail invitation (by the owner) and answers its
// address.
func (w *permWorld) invite(t *testing.T) string {
	t.Helper()
	e := w.fresh()
	mustCall(t, w.env, "POST", "/api/team/invite/email", w.clients[owner].Token,
		api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{e}})
	return e
}

// mustCall makes a call that must succeed and answers its data.
func mustCall(t *testing.T, env *apptest.Env, method, path, token string, body any) json.RawMessage {
	t.Helper()
	status, e := call(t, env, method, path, token, body)
	if status != http.StatusOK || e.Code != api.CodeOK {
		t.Fatalf("%s %s: status %d code %d (%q)", method, path, status, e.Code, e.Msg)
	}
	return e.Data
}

func createTeam(t *testing.T, env *apptest.Env, c *client.Client, name string) api.Team {
	t.Helper()
	return decode[api.Team](t, mustCall(t, env, "POST", "/api/team/create", c.Token, api.TeamCreateRequest{Name: name}))
}

func inviteLink(t *testing.T, env *apptest.Env, c *client.Client, teamID, channelID int64) api.TeamInviteLink {
	t.Helper()
	return decode[api.TeamInviteLink](t, mustCall(t, env, "POST", "/api/team/invite/link", c.Token,
		api.TeamInviteLinkRequest{TeamID: teamID, ChannelID: channelID}))
}

func joinTeam(t *testing.T, env *apptest.Env, c *client.Client, teamID int64, key string) api.TeamInviteJoined {
	t.Helper()
	return decode[api.TeamInviteJoined](t, mustCall(t, env, "POST", "/api/team/invite/join", c.Token,
		api.TeamInviteJoinRequest{TeamID: teamID, Key: key}))
}
