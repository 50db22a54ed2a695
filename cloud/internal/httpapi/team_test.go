package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// teamWorld is a workspace with an owner, an admin, a member and a
// visitor, over a service whose database the test can read.
type teamWorld struct {
	*shareEnv
	owner, admin, member, visitor *client.Client
	ids                           map[*client.Client]int64
	team                          int64
	key                           string
}

func newTeamWorld(t *testing.T) *teamWorld {
	t.Helper()
	e := newShareEnv(t)
	stamp := time.Now().Format("150405.000000")
	w := &teamWorld{shareEnv: e, ids: map[*client.Client]int64{}}
	for _, p := range []struct {
		c    **client.Client
		name string
	}{{&w.owner, "owner"}, {&w.admin, "admin"}, {&w.member, "member"}, {&w.visitor, "visitor"}} {
		*p.c = e.SignUp(t, fmt.Sprintf("team-%s-%s@example.com", p.name, stamp))
		w.ids[*p.c] = userIDOf(t, *p.c)
	}
	w.team = createTeam(t, e.Env, w.owner, "Acme").ID
	w.key = inviteLink(t, e.Env, w.owner, w.team, 0).Key
	for _, c := range []*client.Client{w.admin, w.member, w.visitor} {
		joinTeam(t, e.Env, c, w.team, w.key)
	}
	w.setRole(t, w.admin, api.RoleAdmin)
	w.setRole(t, w.visitor, api.RoleVisitor)
	return w
}

func (w *teamWorld) setRole(t *testing.T, c *client.Client, r api.TeamRole) {
	t.Helper()
	mustCall(t, w.Env, "PUT", "/api/team/member/set_role", w.owner.Token,
		api.TeamSetRoleRequest{TeamID: w.team, UserID: w.ids[c], Role: r})
}

// room makes a room of the workspace by creator (as the rooms' calls will),
// with members, and answers its id.
func (w *teamWorld) room(t *testing.T, name string, private bool, creator *client.Client, members ...*client.Client) int64 {
	t.Helper()
	now := time.Now().UTC()
	var id int64
	q := w.rebind("INSERT INTO channels (team_id, name, description, is_private, creator_id, created_at, updated_at)" +
		" VALUES (?, ?, '', ?, ?, ?, ?) RETURNING id")
	if err := w.db.QueryRow(q, w.team, name, private, w.ids[creator], now, now).Scan(&id); err != nil {
		t.Fatal(err)
	}
	w.exec(t, "INSERT INTO channel_members (channel_id, user_id, role, joined_at) VALUES (?, ?, 1, ?)", id, w.ids[creator], now)
	for _, m := range members {
		w.exec(t, "INSERT INTO channel_members (channel_id, user_id, role, joined_at) VALUES (?, ?, 2, ?)", id, w.ids[m], now)
	}
	return id
}

// roleOf is c's role in the workspace, 0 when not a member.
func (w *teamWorld) roleOf(t *testing.T, c *client.Client) int {
	t.Helper()
	var r int
	w.db.QueryRow(w.rebind("SELECT role FROM team_members WHERE team_id = ? AND user_id = ?"), w.team, w.ids[c]).Scan(&r)
	return r
}

func (w *teamWorld) expect(t *testing.T, c *client.Client, method, path string, body any, want api.Code) []byte {
	t.Helper()
	status, e := call(t, w.Env, method, path, c.Token, body)
	if e.Code != want || status != want.HTTPStatus() {
		t.Fatalf("%s %s: status %d code %d (%q), want %d", method, path, status, e.Code, e.Msg, want)
	}
	return e.Data
}

func TestTeamNamesAndRolesAreValidated(t *testing.T) {
	w := newTeamWorld(t)
	tm := decode[api.Team](t, mustCall(t, w.Env, "POST", "/api/team/create", w.owner.Token, api.TeamCreateRequest{Name: "  Spaced  "}))
	if tm.Name != "Spaced" || tm.Role != api.RoleOwner || tm.MemberCount != 1 || tm.OwnerID != w.ids[w.owner] {
		t.Fatalf("created %+v", tm)
	}
	long := strings.Repeat("名", api.MaxTeamName)
	if got := decode[api.Team](t, mustCall(t, w.Env, "POST", "/api/team/create", w.owner.Token, api.TeamCreateRequest{Name: long})); got.Name != long {
		t.Fatalf("40 characters: %q", got.Name)
	}
	teams := w.count(t, "SELECT COUNT(*) FROM teams")
	for _, name := range []string{"", "   ", long + "x", "a\u202eb", "\u200b"} {
		w.expect(t, w.owner, "POST", "/api/team/create", api.TeamCreateRequest{Name: name}, api.CodeInvalidParam)
		w.expect(t, w.owner, "PUT", "/api/team/update", api.TeamUpdateRequest{ID: w.team, Name: name}, api.CodeInvalidParam)
	}
	w.expect(t, w.owner, "POST", "/api/team/create", "{not json", api.CodeInvalidParam)
	w.expect(t, w.owner, "GET", "/api/team/detail/x", nil, api.CodeInvalidParam)
	w.expect(t, w.owner, "GET", "/api/team/detail/0", nil, api.CodeInvalidParam)
	w.expect(t, w.owner, "GET", "/api/team/detail/999999", nil, api.CodeNotFound)
	if n := w.count(t, "SELECT COUNT(*) FROM teams"); n != teams {
		t.Fatalf("refused creations wrote %d workspaces", n-teams)
	}
	if d := decode[api.Team](t, w.expect(t, w.owner, "GET", fmt.Sprintf("/api/team/detail/%d", w.team), nil, api.CodeOK)); d.Name != "Acme" {
		t.Fatalf("a refused rename changed the name to %q", d.Name)
	}
	renamed := decode[api.Team](t, w.expect(t, w.admin, "PUT", "/api/team/update", api.TeamUpdateRequest{ID: w.team, Name: " Acme Two "}, api.CodeOK))
	if renamed.Name != "Acme Two" || renamed.Role != api.RoleAdmin {
		t.Fatalf("renamed %+v", renamed)
	}

	for _, r := range []api.TeamRole{0, api.RoleOwner, api.RolePending, 9} {
		w.expect(t, w.owner, "PUT", "/api/team/member/set_role",
			api.TeamSetRoleRequest{TeamID: w.team, UserID: w.ids[w.member], Role: r}, api.CodeInvalidParam)
	}
	if r := w.roleOf(t, w.member); r != int(api.RoleMember) {
		t.Fatalf("refused role changes left role %d", r)
	}
	w.expect(t, w.owner, "PUT", "/api/team/member/set_role",
		api.TeamSetRoleRequest{TeamID: w.team, UserID: w.ids[w.owner], Role: api.RoleAdmin}, api.CodeInvalidParam)
	w.expect(t, w.owner, "PUT", "/api/team/member/set_role",
		api.TeamSetRoleRequest{TeamID: w.team, UserID: 999999, Role: api.RoleAdmin}, api.CodeNotFound)
	w.expect(t, w.owner, "PUT", "/api/team/transfer", api.TeamTransferRequest{TeamID: w.team, UserID: 999999}, api.CodeNotFound)
	w.expect(t, w.owner, "DELETE", "/api/team/member/remove", api.TeamMemberRemoveRequest{TeamID: w.team, UserID: w.ids[w.owner]}, api.CodeCannotLeave)
	w.expect(t, w.owner, "DELETE", "/api/team/member/remove", api.TeamMemberRemoveRequest{TeamID: w.team}, api.CodeInvalidParam)
	if r := w.roleOf(t, w.owner); r != int(api.RoleOwner) {
		t.Fatalf("the owner's role is %d", r)
	}
}

func TestTeamListCountsAndMembers(t *testing.T) {
	w := newTeamWorld(t)
	second := createTeam(t, w.Env, w.owner, "Second")
	pendingAddr := "pending-" + time.Now().Format("150405.000000") + "@example.com"
	mustCall(t, w.Env, "POST", "/api/team/invite/email", w.member.Token,
		api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{pendingAddr}})
	room := w.room(t, "general", false, w.owner, w.member)
	v, err := w.member.RecordInit(context.Background(), api.RecordInitRequest{Title: "in the room"})
	if err != nil {
		t.Fatal(err)
	}
	w.exec(t, "UPDATE videos SET channel_id = ?, folder_id = 0, added_at = ? WHERE id = ?", room, time.Now().UTC(), v.VideoID)

	l := decode[api.TeamList](t, mustCall(t, w.Env, "GET", "/api/team/list", w.owner.Token, nil))
	if len(l.Teams) != 2 || l.Teams[0].ID != w.team || l.Teams[1].ID != second.ID {
		t.Fatalf("list %+v", l)
	}
	a := l.Teams[0]
	if a.MemberCount != 4 || a.PendingInviteCount != 1 || a.ChannelCount != 1 || a.VideoCount != 1 ||
		a.Role != api.RoleOwner || a.Channels == nil {
		t.Fatalf("workspace %+v", a)
	}
	if l := decode[api.TeamList](t, mustCall(t, w.Env, "GET", "/api/team/list", w.visitor.Token, nil)); len(l.Teams) != 1 || l.Teams[0].Role != api.RoleVisitor {
		t.Fatalf("the visitor's list %+v", l)
	}

	ms := decode[api.TeamMembers](t, mustCall(t, w.Env, "GET", fmt.Sprintf("/api/team/member/list/%d", w.team), w.visitor.Token, nil)).Members
	if len(ms) != 5 {
		t.Fatalf("members %+v", ms)
	}
	wantRoles := []int{1, 2, 3, 4, 5}
	for i, m := range ms {
		if m.Role != wantRoles[i] {
			t.Fatalf("member %d has role %d: %+v", i, m.Role, ms)
		}
	}
	if ms[0].ID != w.ids[w.owner] || ms[0].JoinedAt == nil || ms[2].VideoCount != 1 {
		t.Fatalf("members %+v", ms)
	}
	if p := ms[4]; !p.IsPending || p.ID != 0 || p.Email != pendingAddr || p.JoinedAt != nil || p.VideoCount != 0 {
		t.Fatalf("pending invitee %+v", p)
	}
	pend := decode[api.TeamInvitePending](t, mustCall(t, w.Env, "GET", fmt.Sprintf("/api/team/invite/pending?team_id=%d", w.team), w.admin.Token, nil))
	if len(pend.Invites) != 1 || pend.Invites[0].Email != pendingAddr {
		t.Fatalf("pending %+v", pend)
	}
	// Revoking takes the invitee off the list at once.
	mustCall(t, w.Env, "DELETE", "/api/team/invite/revoke_by_email", w.admin.Token,
		api.TeamInviteRevokeRequest{TeamID: w.team, Email: " " + strings.ToUpper(pendingAddr)})
	w.expect(t, w.admin, "DELETE", "/api/team/invite/revoke_by_email", api.TeamInviteRevokeRequest{TeamID: w.team, Email: pendingAddr}, api.CodeNotFound)
	w.expect(t, w.admin, "DELETE", "/api/team/invite/revoke_by_email", api.TeamInviteRevokeRequest{TeamID: w.team, Email: "nope"}, api.CodeInvalidParam)
	if d := decode[api.Team](t, mustCall(t, w.Env, "GET", fmt.Sprintf("/api/team/detail/%d", w.team), w.owner.Token, nil)); d.PendingInviteCount != 0 {
		t.Fatalf("after revoking: %+v", d)
	}
}

func TestTeamDeleteSendsRoomVideosHome(t *testing.T) {
	w := newTeamWorld(t)
	room := w.room(t, "general", false, w.admin, w.member)
	other := createTeam(t, w.Env, w.member, "Unrelated")
	folder := w.folder(t, w.member, 0, "Kept")
	ctx := context.Background()
	inRoom, _ := w.member.RecordInit(ctx, api.RecordInitRequest{Title: "room"})
	inFolder, _ := w.member.RecordInit(ctx, api.RecordInitRequest{Title: "folder", FolderID: folder})
	w.exec(t, "UPDATE videos SET channel_id = ?, folder_id = 0, added_at = ? WHERE id = ?", room, time.Now().UTC(), inRoom.VideoID)
	mustCall(t, w.Env, "POST", "/api/team/invite/email", w.owner.Token,
		api.TeamInviteEmailRequest{TeamID: w.team, Emails: []string{"gone-" + time.Now().Format("150405.000000") + "@example.com"}})

	w.expect(t, w.admin, "DELETE", fmt.Sprintf("/api/team/delete/%d", w.team), nil, api.CodeForbidden)
	if w.count(t, "SELECT COUNT(*) FROM channels WHERE team_id = ?", w.team) != 1 {
		t.Fatal("a refused delete removed the room")
	}
	mustCall(t, w.Env, "DELETE", fmt.Sprintf("/api/team/delete/%d", w.team), w.owner.Token, nil)
	for q, want := range map[string]int{
		"SELECT COUNT(*) FROM teams WHERE id = ?":             0,
		"SELECT COUNT(*) FROM channels WHERE team_id = ?":     0,
		"SELECT COUNT(*) FROM team_members WHERE team_id = ?": 0,
		"SELECT COUNT(*) FROM team_invites WHERE team_id = ?": 0,
	} {
		if n := w.count(t, q, w.team); n != want {
			t.Errorf("%s: %d", q, n)
		}
	}
	if n := w.count(t, "SELECT COUNT(*) FROM channel_members WHERE channel_id = ?", room); n != 0 {
		t.Errorf("the room's members are left: %d", n)
	}
	if n := w.count(t, "SELECT COUNT(*) FROM videos WHERE id = ? AND channel_id = 0 AND folder_id = 0 AND added_at IS NULL AND user_id = ?",
		inRoom.VideoID, w.ids[w.member]); n != 1 {
		t.Fatal("the room's video is not back in its author's My Videos root")
	}
	if n := w.count(t, "SELECT COUNT(*) FROM videos WHERE id = ? AND folder_id = ?", inFolder.VideoID, folder); n != 1 {
		t.Fatal("a video outside the workspace moved")
	}
	w.expect(t, w.owner, "GET", fmt.Sprintf("/api/team/detail/%d", w.team), nil, api.CodeNotFound)
	w.expect(t, w.member, "GET", fmt.Sprintf("/api/team/detail/%d", other.ID), nil, api.CodeOK)
}

func TestTeamLeavingTakesMembersOutOfRooms(t *testing.T) {
	w := newTeamWorld(t)
	room := w.room(t, "made by member", true, w.member, w.visitor, w.owner)
	other := w.room(t, "other", false, w.owner, w.visitor)
	mustCall(t, w.Env, "DELETE", "/api/team/member/remove", w.owner.Token,
		api.TeamMemberRemoveRequest{TeamID: w.team, UserID: w.ids[w.member]})
	if w.roleOf(t, w.member) != 0 || w.count(t, "SELECT COUNT(*) FROM channel_members WHERE user_id = ?", w.ids[w.member]) != 0 {
		t.Fatal("the removed member is still in the workspace or its rooms")
	}
	if w.count(t, "SELECT COUNT(*) FROM channels WHERE id = ? AND creator_id = ?", room, w.ids[w.member]) != 1 {
		t.Fatal("the room lost its creator of record")
	}
	w.expect(t, w.member, "GET", fmt.Sprintf("/api/team/detail/%d", w.team), nil, api.CodeNotFound)
	w.expect(t, w.owner, "DELETE", "/api/team/member/remove", api.TeamMemberRemoveRequest{TeamID: w.team, UserID: w.ids[w.member]}, api.CodeNotFound)

	mustCall(t, w.Env, "DELETE", fmt.Sprintf("/api/team/member/quit/%d", w.team), w.visitor.Token, nil)
	if w.roleOf(t, w.visitor) != 0 || w.count(t, "SELECT COUNT(*) FROM channel_members WHERE user_id = ?", w.ids[w.visitor]) != 0 {
		t.Fatal("the visitor who quit is still in the workspace or its rooms")
	}
	w.expect(t, w.owner, "DELETE", fmt.Sprintf("/api/team/member/quit/%d", w.team), nil, api.CodeCannotLeave)
	if w.roleOf(t, w.owner) != 1 || w.count(t, "SELECT COUNT(*) FROM channel_members WHERE channel_id IN (?, ?) AND user_id = ?", room, other, w.ids[w.owner]) != 2 {
		t.Fatal("the owner's refused quit changed something")
	}
}

func TestTeamTransfer(t *testing.T) {
	w := newTeamWorld(t)
	mustCall(t, w.Env, "PUT", "/api/team/transfer", w.owner.Token, api.TeamTransferRequest{TeamID: w.team, UserID: w.ids[w.visitor]})
	if w.roleOf(t, w.visitor) != 1 || w.roleOf(t, w.owner) != 2 ||
		w.count(t, "SELECT COUNT(*) FROM teams WHERE id = ? AND owner_id = ?", w.team, w.ids[w.visitor]) != 1 {
		t.Fatal("the transfer did not swap owner and admin")
	}
	w.expect(t, w.owner, "DELETE", fmt.Sprintf("/api/team/delete/%d", w.team), nil, api.CodeForbidden)
	w.expect(t, w.owner, "PUT", "/api/team/transfer", api.TeamTransferRequest{TeamID: w.team, UserID: w.ids[w.owner]}, api.CodeForbidden)
	mustCall(t, w.Env, "DELETE", fmt.Sprintf("/api/team/member/quit/%d", w.team), w.owner.Token, nil)
}
