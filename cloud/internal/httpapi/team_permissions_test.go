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
// after the others were refused. A caller not allowed a call gets the code
// permDenied gives it.

// permCaller is a kind of caller.
type permCaller = string

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

// teamRow is a row of the workspaces' table.
type teamRow = permRow[*permWorld]

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

// allow is the codes of a call that the allowed callers may make: the
// others get permDenied's.
func allow(allowed ...permCaller) permWant {
	want := permWant{}
	for _, who := range permCallers {
		want[who] = permDenied(who)
	}
	for _, who := range allowed {
		want[who] = api.CodeOK
	}
	return want
}

// teamCall is a call with no body whose path names the workspace (%d).
func teamCall(method, format string) func(*testing.T, *permWorld, permCaller) permCall {
	return func(_ *testing.T, w *permWorld, _ permCaller) permCall {
		return permCall{method, fmt.Sprintf(format, w.team), nil}
	}
}

// teamBody is a call to path whose body names the workspace.
func teamBody(method, path string, body func(t *testing.T, w *permWorld) any) func(*testing.T, *permWorld, permCaller) permCall {
	return func(t *testing.T, w *permWorld, _ permCaller) permCall { return permCall{method, path, body(t, w)} }
}

var teamFixed = fixedCall[*permWorld]

func teamPermissionRows() []teamRow {
	all := []permCaller{nonMember, pending, visitor, member, admin, owner}
	members := []permCaller{visitor, member, admin, owner}
	managers := []permCaller{admin, owner}
	return []teamRow{
		{"list", teamFixed("GET", "/api/team/list", nil), allow(all...)},
		{"detail", teamCall("GET", "/api/team/detail/%d"), allow(members...)},
		{"create", teamFixed("POST", "/api/team/create", api.TeamCreateRequest{Name: "Another"}), allow(all...)},
		{"update", teamBody("PUT", "/api/team/update", func(_ *testing.T, w *permWorld) any {
			return api.TeamUpdateRequest{ID: w.team, Name: "Renamed"}
		}), allow(managers...)},
		{"member list", teamCall("GET", "/api/team/member/list/%d"), allow(members...)},
		{"set role", teamBody("PUT", "/api/team/member/set_role", func(_ *testing.T, w *permWorld) any {
			return api.TeamSetRoleRequest{TeamID: w.team, UserID: w.targetI, Role: api.RoleVisitor}
		}), allow(owner)},
		{"member remove", teamBody("DELETE", "/api/team/member/remove", func(_ *testing.T, w *permWorld) any {
			return api.TeamMemberRemoveRequest{TeamID: w.team, UserID: w.targetI}
		}), allow(owner)},
		{"quit", teamCall("DELETE", "/api/team/member/quit/%d"), allow(visitor, member, admin).with(owner, api.CodeCannotLeave)},
		{"sign icon policy", teamCall("GET", "/api/team/sign_icon_policy?size=1000&fileName=a.png&team_id=%d"), allow(managers...)},
		{"invite link", teamBody("POST", "/api/team/invite/link", func(_ *testing.T, w *permWorld) any {
			return api.TeamInviteLinkRequest{TeamID: w.team}
		}), allow(member, admin, owner)},
		{"invite info", func(_ *testing.T, w *permWorld, _ permCaller) permCall {
			return permCall{"GET", fmt.Sprintf("/api/team/invite/info?team_id=%d&key=%s", w.team, w.key), nil}
		}, allow(append([]permCaller{anonymous}, all...)...)},
		{"invite join", teamBody("POST", "/api/team/invite/join", func(_ *testing.T, w *permWorld) any {
			return api.TeamInviteJoinRequest{TeamID: w.team, Key: w.key}
		}), allow(all...)},
		{"invite email", teamBody("POST", "/api/team/invite/email", func(_ *testing.T, w *permWorld) any {
			return api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{w.fresh()}}
		}), allow(member, admin, owner)},
		{"invite pending", teamCall("GET", "/api/team/invite/pending?team_id=%d"), allow(managers...)},
		{"invite revoke", teamBody("DELETE", "/api/team/invite/revoke_by_email", func(t *testing.T, w *permWorld) any {
			return api.TeamInviteRevokeRequest{TeamID: w.team, Email: w.invite(t)}
		}), allow(managers...)},
		{"transfer", teamBody("PUT", "/api/team/transfer", func(_ *testing.T, w *permWorld) any {
			return api.TeamTransferRequest{TeamID: w.team, UserID: w.targetI}
		}), allow(owner)},
		{"delete", teamCall("DELETE", "/api/team/delete/%d"), allow(owner)},
	}
}

func TestTeamPermissionTable(t *testing.T) {
	p := newPermPeople(t, apptest.New(t))
	p.table(p.world).run(t, teamPermissionRows())
}

// TestTeamOtherWorkspaceIsNotFound: a manager of one workspace naming
// another's id learns nothing of it.
func TestTeamOtherWorkspaceIsNotFound(t *testing.T) {
	p := newPermPeople(t, apptest.New(t))
	w := p.world(t)
	w.team = p.other // the owner of w names the non-member's workspace
	var rows []teamRow
	for _, row := range teamPermissionRows() {
		switch row.name {
		case "list", "create", "invite info", "invite join", "invite revoke":
			continue // no workspace id, or a key of this workspace (see TestTeamInviteKeys)
		}
		row.want = permWant{owner: api.CodeNotFound}
		rows = append(rows, row)
	}
	p.table(func(*testing.T) *permWorld { return w }).run(t, rows)
}

// table runs rows on the workspace world makes, the callers in
// permCallers' order.
func (p *permPeople) table(world func(*testing.T) *permWorld) permTable[*permWorld] {
	return permTable[*permWorld]{env: p.env, callers: permCallers, world: world, token: func(who string) string {
		if c := p.clients[who]; c != nil {
			return c.Token
		}
		return ""
	}}
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
