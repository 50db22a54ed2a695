package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// roomWorld is a running service with a workspace whose members hold every
// role, made straight in the database (the workspace calls are another
// area's), and rooms and videos made through the store.
type roomWorld struct {
	*shareEnv
	team, otherTeam int64
	users           map[string]*client.Client // by role name; "anonymous" has no token
	ids             map[string]int64
}

// Role names of the permission tables: workspace roles, and whether the
// user is in the room the tables act on.
const (
	rOwner      = "owner"      // workspace owner, the room's creator
	rAdmin      = "admin"      // workspace admin, not in the room
	rMember     = "member"     // workspace member in the room
	rOutsider   = "outsider"   // workspace member not in the room
	rVisitor    = "visitor"    // visitor in the room
	rVisitorOut = "visitorOut" // visitor not in the room
	rPending    = "pending"    // invited by e-mail, not joined
	rStranger   = "nonmember"  // in another workspace only
	rAnonymous  = "anonymous"
)

var roomRoles = []string{rOwner, rAdmin, rMember, rOutsider, rVisitor, rVisitorOut, rPending, rStranger, rAnonymous}

func newRoomWorld(t *testing.T) *roomWorld {
	t.Helper()
	w := &roomWorld{shareEnv: newShareEnv(t), users: map[string]*client.Client{}, ids: map[string]int64{}}
	for _, r := range roomRoles {
		if r == rAnonymous {
			w.users[r] = w.Client()
			continue
		}
		w.users[r] = w.SignUp(t, r+"@example.com")
		w.ids[r] = userIDOf(t, w.users[r])
	}
	w.team = w.makeTeam(t, "Studio", w.ids[rOwner])
	for r, role := range map[string]api.TeamRole{rAdmin: api.RoleAdmin, rMember: api.RoleMember,
		rOutsider: api.RoleMember, rVisitor: api.RoleVisitor, rVisitorOut: api.RoleVisitor} {
		w.joinTeam(t, w.team, w.ids[r], role)
	}
	w.exec(t, "INSERT INTO team_invites (team_id, channel_id, email, key_hash, invited_by, created_at, expires_at) "+
		"VALUES (?, 0, ?, ?, ?, ?, ?)", w.team, rPending+"@example.com", "hash-pending", w.ids[rOwner], time.Now().UTC(),
		time.Now().UTC().Add(24*time.Hour))
	w.otherTeam = w.makeTeam(t, "Elsewhere", w.ids[rStranger])
	return w
}

// makeTeam makes a workspace with its owner.
func (w *roomWorld) makeTeam(t *testing.T, name string, owner int64) int64 {
	t.Helper()
	now := time.Now().UTC()
	var id int64
	err := w.db.QueryRow(w.rebind("INSERT INTO teams (name, owner_id, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id"),
		name, owner, now, now).Scan(&id)
	if err != nil {
		t.Fatal(err)
	}
	w.joinTeam(t, id, owner, api.RoleOwner)
	return id
}

func (w *roomWorld) joinTeam(t *testing.T, team, user int64, role api.TeamRole) {
	t.Helper()
	w.exec(t, "INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)", team, user, int(role), time.Now().UTC())
}

// room makes a room of team created by creator, with members (role 2).
func (w *roomWorld) room(t *testing.T, team, creator int64, private bool, members ...int64) int64 {
	t.Helper()
	ctx := context.Background()
	now := time.Now().UTC()
	c := domain.Channel{TeamID: team, Name: fmt.Sprintf("room %d", now.UnixNano()%100000), IsPrivate: private,
		CreatorID: creator, CreatedAt: now, UpdatedAt: now}
	if err := w.App.Store.CreateChannel(ctx, &c); err != nil {
		t.Fatal(err)
	}
	if len(members) > 0 {
		if _, err := w.App.Store.AddChannelMembers(ctx, c.ID, team, members, api.RoleRoomMember, now); err != nil {
			t.Fatal(err)
		}
	}
	return c.ID
}

// studioRoom is a room of the world's workspace as the tables need it:
// made by the owner, with the member and the visitor in it.
func (w *roomWorld) studioRoom(t *testing.T, private bool) int64 {
	t.Helper()
	return w.room(t, w.team, w.ids[rOwner], private, w.ids[rMember], w.ids[rVisitor])
}

// video makes a ready video of owner's in room channelID (0: My Videos),
// without files: what the calls decide on is its row.
func (w *roomWorld) video(t *testing.T, owner, channelID int64, title string) int64 {
	t.Helper()
	now := time.Now().UTC()
	v := domain.Video{UserID: owner, ChannelID: channelID, Title: title, Status: api.VideoOK, CanDownloadShare: true,
		Version: 1, DurationMs: 1000, SizeBytes: 1000, Width: 160, Height: 120, CreatedAt: now, UpdatedAt: now}
	if channelID != 0 {
		v.AddedAt = &now
	}
	if err := w.App.Store.CreateVideo(context.Background(), &v, api.Unlimited); err != nil {
		t.Fatal(err)
	}
	return v.ID
}

// as sends one call as the user of role r and answers the envelope's code.
func (w *roomWorld) as(t *testing.T, r, method, path string, body any) api.Code {
	t.Helper()
	_, e := call(t, w.Env, method, path, w.users[r].Token, body)
	if e.Code != api.CodeOK && e.Msg == "" {
		t.Errorf("%s %s: error %d without a message", method, path, e.Code)
	}
	return e.Code
}

// ok sends one call as the user of role r, which must succeed, and decodes its data.
func roomOK[T any](t *testing.T, w *roomWorld, r, method, path string, body any) T {
	t.Helper()
	_, e := call(t, w.Env, method, path, w.users[r].Token, body)
	if e.Code != api.CodeOK {
		t.Fatalf("%s %s as %s: code %d %q", method, path, r, e.Code, e.Msg)
	}
	return decode[T](t, e.Data)
}

// feed is a page of a room's videos as role r sees it.
func (w *roomWorld) feed(t *testing.T, r string, channelID int64, page int) api.ChannelVideos {
	t.Helper()
	return roomOK[api.ChannelVideos](t, w, r, "GET", fmt.Sprintf("/api/channel/video/list/%d?page=%d", channelID, page), nil)
}

// joined is role r's joined rooms of the world's workspace.
func (w *roomWorld) joined(t *testing.T, r string) map[int64]api.Channel {
	t.Helper()
	l := roomOK[api.ChannelList](t, w, r, "GET", fmt.Sprintf("/api/channel/list/%d", w.team), nil)
	out := map[int64]api.Channel{}
	for _, c := range l.Channels {
		out[c.ID] = c
	}
	return out
}

// myVideos is the ids of the videos at the root of role r's My Videos.
func (w *roomWorld) myVideos(t *testing.T, r string) map[int64]bool {
	t.Helper()
	l := roomOK[api.FolderList](t, w, r, "GET", "/api/video/list/0", nil)
	out := map[int64]bool{}
	for _, v := range l.Videos {
		out[v.ID] = true
	}
	return out
}
