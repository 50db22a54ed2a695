package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// TestChannelFeed: a room's videos come newest added first, 30 a page,
// each with its author and comment counts; the unread count of the joined
// rooms counts others' videos added after the read mark, and the read mark
// clears it.
func TestChannelFeed(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, false)
	var ids []int64
	for i := 0; i < api.ChannelVideoPage+2; i++ {
		author := rMember
		if i%2 == 1 {
			author = rVisitor
		}
		ids = append(ids, w.video(t, w.ids[author], room, fmt.Sprintf("v%02d", i)))
	}
	ctx := context.Background()
	newest := ids[len(ids)-1]
	if _, err := w.users[rOwner].CommentPost(ctx, api.CommentPostRequest{VideoID: newest, ChannelID: room,
		Blocks: textBlocks("welcome"), PlayedTime: api.NoPlayedTime}); err != nil {
		t.Fatal(err)
	}

	first := w.feed(t, rMember, room, 1)
	if len(first.Videos) != api.ChannelVideoPage || !first.HasMore || first.Videos[0].ID != newest {
		t.Fatalf("page 1: %d videos, has_more %v, first %d", len(first.Videos), first.HasMore, first.Videos[0].ID)
	}
	top := first.Videos[0]
	if top.ChannelID != room || top.User.ID != w.ids[rVisitor] || top.Comments != 1 || top.Unread != 1 {
		t.Fatalf("newest video as listed: %+v", top)
	}
	if first.Channel.ID != room || first.Channel.VideoCount != len(ids) || first.Channel.MemberCount != 3 || !first.Channel.IsMember {
		t.Fatalf("the room as listed: %+v", first.Channel)
	}
	second := w.feed(t, rMember, room, 2)
	if len(second.Videos) != 2 || second.HasMore || second.Videos[1].ID != ids[0] {
		t.Fatalf("page 2: %+v", second)
	}

	// The member has not read the room: the visitor's videos are unread.
	if c := w.joined(t, rMember)[room]; c.Unread != len(ids)/2 || c.LastRead != nil || c.Role != api.RoleRoomMember {
		t.Fatalf("member's joined room: %+v", c)
	}
	if c := w.joined(t, rOwner)[room]; c.Unread != len(ids) || c.Role != api.RoleCreator {
		t.Fatalf("owner's joined room: %+v", c)
	}
	roomOK[struct{}](t, w, rMember, "PUT", "/api/lastread/channel", api.LastReadChannelRequest{ChannelID: room})
	if c := w.joined(t, rMember)[room]; c.Unread != 0 || c.LastRead == nil {
		t.Fatalf("after the read mark: %+v", c)
	}
	later := w.video(t, w.ids[rVisitor], room, "later")
	mineLater := w.video(t, w.ids[rMember], room, "mine, later")
	// They arrive after the mark whatever the clock's resolution.
	w.exec(t, "UPDATE videos SET added_at = ? WHERE id IN (?, ?)", time.Now().UTC().Add(time.Hour), later, mineLater)
	if c := w.joined(t, rMember)[room]; c.Unread != 1 {
		t.Fatalf("a video added after the mark: unread %d, want 1", c.Unread)
	}
	// Reading a video's comments through the room.
	roomOK[struct{}](t, w, rMember, "PUT", "/api/lastread/video", api.LastReadVideoRequest{ChannelID: room, VideoID: newest})
	for _, v := range w.feed(t, rMember, room, 1).Videos {
		if v.ID == newest && v.Unread != 0 {
			t.Fatalf("comments still unread after lastread/video: %+v", v)
		}
		if v.ID == later && v.Comments != 0 {
			t.Fatalf("counts mixed up: %+v", v)
		}
	}
	// Browsing: the outsider sees the public room in browse, not in list.
	browse := roomOK[api.ChannelList](t, w, rOutsider, "GET", fmt.Sprintf("/api/channel/browse/%d", w.team), nil)
	if len(browse.Channels) != 1 || browse.Channels[0].ID != room || browse.Channels[0].IsMember {
		t.Fatalf("browse: %+v", browse)
	}
	if len(w.joined(t, rOutsider)) != 0 {
		t.Fatal("the outsider's list holds a room it is not in")
	}
	visitorBrowse := roomOK[api.ChannelList](t, w, rVisitorOut, "GET", fmt.Sprintf("/api/channel/browse/%d", w.team), nil)
	if len(visitorBrowse.Channels) != 0 {
		t.Fatalf("a visitor browses rooms: %+v", visitorBrowse)
	}
}

// TestChannelJoinedChannelsQueries: the joined rooms of several workspaces
// come in one query whatever their number (the sidebar's call).
func TestChannelJoinedChannels(t *testing.T) {
	w := newRoomWorld(t)
	a := w.studioRoom(t, false)
	b := w.studioRoom(t, true)
	other := w.room(t, w.otherTeam, w.ids[rStranger], false)
	w.joinTeam(t, w.otherTeam, w.ids[rMember], api.RoleMember)
	roomOK[struct{}](t, w, rMember, "POST", "/api/channel/member/join", api.ChannelJoinRequest{ChannelID: other})
	w.video(t, w.ids[rStranger], other, "theirs")
	got, err := w.App.Store.JoinedChannels(context.Background(), w.ids[rMember], []int64{w.team, w.otherTeam})
	if err != nil {
		t.Fatal(err)
	}
	if len(got[w.team]) != 2 || got[w.team][0].ID != a || got[w.team][1].ID != b || len(got[w.otherTeam]) != 1 {
		t.Fatalf("joined rooms: %+v", got)
	}
	if c := got[w.otherTeam][0]; c.ID != other || c.Unread != 1 || c.VideoCount != 1 || c.MemberCount != 2 {
		t.Fatalf("the other workspace's room: %+v", c)
	}
}

// TestChannelVideoPlaces: moving, forwarding, forking, removing and
// trashing put a video in exactly one place; My Videos never lists a room
// video, and deleting a room sends its videos home.
func TestChannelVideoPlaces(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, false)
	own := w.video(t, w.ids[rMember], 0, "my own")
	inFeed := func(id int64) bool {
		for _, v := range w.feed(t, rOwner, room, 1).Videos {
			if v.ID == id {
				return true
			}
		}
		return false
	}
	if found := roomOK[api.VideoSearch](t, w, rMember, "GET", "/api/video/search?q=own&page=1", nil); len(found.Videos) != 1 {
		t.Fatalf("search before the move: %+v", found.Videos)
	}
	moved := roomOK[api.ChannelVideoMoved](t, w, rMember, "POST", "/api/channel/video/move", api.ChannelVideoRequest{ChannelID: room, VideoID: own})
	if moved.VideoID != own || !inFeed(own) || w.myVideos(t, rMember)[own] {
		t.Fatalf("moved into the room: %+v, in feed %v", moved, inFeed(own))
	}
	search := roomOK[api.VideoSearch](t, w, rMember, "GET", "/api/video/search?q=own&page=1", nil)
	if len(search.Videos) != 0 {
		t.Fatalf("search finds a room video: %+v", search.Videos)
	}
	if c := roomOK[api.Capacity](t, w, rMember, "GET", "/api/video/capacity", nil); c.UsedCapacaty != 1 {
		t.Fatalf("capacity counts %d, want the room video too", c.UsedCapacaty)
	}
	// Another member forwards it: a copy of theirs, in the same room.
	fwd := roomOK[api.ChannelVideoMoved](t, w, rVisitor, "POST", "/api/channel/video/forward", api.ChannelVideoRequest{ChannelID: room, VideoID: own})
	if fwd.VideoID == own || !inFeed(fwd.VideoID) {
		t.Fatalf("forward: %+v", fwd)
	}
	// Forward to My Videos (0) and fork both land in the caller's root.
	home := roomOK[api.ChannelVideoMoved](t, w, rOwner, "POST", "/api/channel/video/forward", api.ChannelVideoRequest{ChannelID: 0, VideoID: own})
	fork := roomOK[api.ChannelVideoMoved](t, w, rOwner, "POST", "/api/channel/video/fork", api.ChannelVideoRequest{ChannelID: room, VideoID: own})
	if mine := w.myVideos(t, rOwner); !mine[home.VideoID] || !mine[fork.VideoID] {
		t.Fatalf("owner's My Videos lacks the copies: %v", mine)
	}
	// The author turns saving off: members cannot fork or download it.
	w.exec(t, "UPDATE videos SET can_download_share = ? WHERE id = ?", false, own)
	if code := w.as(t, rVisitor, "POST", "/api/channel/video/fork", api.ChannelVideoRequest{ChannelID: room, VideoID: own}); code != api.CodeShareClosed {
		t.Fatalf("fork with saving off: %d", code)
	}
	if code := w.as(t, rVisitor, "GET", fmt.Sprintf("/api/channel/video/download?channel_id=%d&video_id=%d", room, own), nil); code != api.CodeShareClosed {
		t.Fatalf("download with saving off: %d", code)
	}
	// The room's creator removes it: back in its author's My Videos root.
	roomOK[struct{}](t, w, rOwner, "DELETE", "/api/channel/video/remove", api.ChannelVideoRequest{ChannelID: room, VideoID: own})
	if inFeed(own) || !w.myVideos(t, rMember)[own] {
		t.Fatal("a removed video is not back in its author's My Videos")
	}
	// Trashing a room video takes it out; restoring puts it in the root.
	trashed := w.video(t, w.ids[rMember], room, "to trash")
	if err := w.users[rMember].ItemsTrash(context.Background(), api.Items{Videos: []int64{trashed}}); err != nil {
		t.Fatal(err)
	}
	if inFeed(trashed) {
		t.Fatal("a trashed video stays in its room")
	}
	if err := w.users[rMember].ItemsRestore(context.Background(), api.Items{Videos: []int64{trashed}}); err != nil {
		t.Fatal(err)
	}
	if inFeed(trashed) || !w.myVideos(t, rMember)[trashed] {
		t.Fatal("a restored room video is not in My Videos' root")
	}
	// Deleting the room sends its videos home.
	left := w.video(t, w.ids[rVisitor], room, "left behind")
	roomOK[struct{}](t, w, rAdmin, "DELETE", fmt.Sprintf("/api/channel/delete/%d", room), nil)
	if !w.myVideos(t, rVisitor)[left] || !w.myVideos(t, rVisitor)[fwd.VideoID] {
		t.Fatal("a deleted room's videos are not back in their authors' My Videos")
	}
	if n := w.count(t, "SELECT COUNT(*) FROM channel_members WHERE channel_id = ?", room); n != 0 {
		t.Fatalf("%d memberships outlive their room", n)
	}
}

// TestChannelRecordInto: recording straight into a room needs its
// membership; the video is in the room at once.
func TestChannelRecordInto(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, false)
	ctx := context.Background()
	in, err := w.users[rVisitor].RecordInit(ctx, api.RecordInitRequest{Title: "straight in", ChannelID: room, FolderID: 99, Record: true})
	if err != nil {
		t.Fatal(err)
	}
	feed := w.feed(t, rMember, room, 1)
	if len(feed.Videos) != 1 || feed.Videos[0].ID != in.VideoID || feed.Videos[0].ChannelID != room {
		t.Fatalf("the room's feed after a recording started: %+v", feed.Videos)
	}
	if w.myVideos(t, rVisitor)[in.VideoID] {
		t.Fatal("a room recording is in My Videos")
	}
	for _, r := range []string{rOutsider, rAdmin, rStranger} {
		if _, err := w.users[r].RecordInit(ctx, api.RecordInitRequest{Title: "not mine", ChannelID: room}); codeOf(err) != api.CodeNotFound {
			t.Fatalf("%s records into a room it is not in: %v", r, err)
		}
	}
}

// TestChannelShareScopes: a room video's link may open to its workspace or
// its room only; the share detail with such a key answers only them.
func TestChannelShareScopes(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, true)
	v := w.video(t, w.ids[rMember], room, "scoped")
	mine := w.video(t, w.ids[rMember], 0, "personal")
	share := func(id int64, scope api.ShareScope) (string, api.Code) {
		_, e := call(t, w.Env, "GET", fmt.Sprintf("/api/video/share/create/%d?scope=%s", id, scope), w.users[rMember].Token, nil)
		return decode[api.ShareCreateResponse](t, e.Data).ShareKey, e.Code
	}
	for _, scope := range []api.ShareScope{api.ShareTeam, api.ShareChannel} {
		if _, code := share(mine, scope); code != api.CodeInvalidParam {
			t.Fatalf("a My Videos video shared to %s: code %d", scope, code)
		}
	}
	if code := w.as(t, rVisitor, "GET", fmt.Sprintf("/api/video/share/create/%d?scope=team", v), nil); code != api.CodeNotFound {
		t.Fatalf("someone else shares the video: %d", code)
	}
	detail := func(r, key string) api.Code {
		return w.as(t, r, "GET", fmt.Sprintf("/api/video/share/detail/%d?share_key=%s", v, key), nil)
	}
	const ok, nf = api.CodeOK, api.CodeNotFound
	key, code := share(v, api.ShareTeam)
	if code != ok {
		t.Fatalf("share to the workspace: %d", code)
	}
	for r, want := range map[string]api.Code{rOutsider: ok, rVisitorOut: ok, rAdmin: ok, rStranger: nf, rPending: nf, rAnonymous: nf} {
		if got := detail(r, key); got != want {
			t.Errorf("team link, %s: code %d, want %d", r, got, want)
		}
	}
	if _, code := share(v, api.ShareChannel); code != ok {
		t.Fatalf("share to the room: %d", code)
	}
	for r, want := range map[string]api.Code{rVisitor: ok, rOutsider: nf, rAdmin: nf, rStranger: nf, rAnonymous: nf} {
		if got := detail(r, key); got != want {
			t.Errorf("room link, %s: code %d, want %d", r, got, want)
		}
	}
	if _, code := share(v, api.SharePublic); code != ok {
		t.Fatalf("share publicly: %d", code)
	}
	for _, r := range []string{rStranger, rAnonymous} {
		if got := detail(r, key); got != ok {
			t.Errorf("public link, %s: code %d", r, got)
		}
	}
}

// TestChannelComments: room members comment on a room's videos and may
// mention each other; workspace members browsing a public room read the
// comments but must join to write.
func TestChannelComments(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, false)
	v := w.video(t, w.ids[rMember], room, "discussed")
	ctx := context.Background()
	post := func(r string, blocks []api.CommentBlock) error {
		_, err := w.users[r].CommentPost(ctx, api.CommentPostRequest{VideoID: v, ChannelID: room, Blocks: blocks, PlayedTime: api.NoPlayedTime})
		return err
	}
	mention := []api.CommentBlock{{Type: api.BlockMention, UserID: w.ids[rOwner]}, {Type: api.BlockText, Text: " have a look"}}
	if err := post(rVisitor, mention); err != nil {
		t.Fatalf("a room member mentions another: %v", err)
	}
	people := roomOK[api.CommentMentionables](t, w, rVisitor, "GET", fmt.Sprintf("/api/comment/mentionable?video_id=%d", v), nil)
	if len(people.Users) != 3 {
		t.Fatalf("mentionable in a room of three: %+v", people.Users)
	}
	if err := post(rOutsider, textBlocks("may I?")); codeOf(err) != api.CodeNotFound {
		t.Fatalf("a browser comments: %v", err)
	}
	if code := w.as(t, rOutsider, "GET", fmt.Sprintf("/api/comment/history?video_id=%d&channel_id=%d", v, room), nil); code != api.CodeOK {
		t.Fatalf("a browser reads the comments: %d", code)
	}
	roomOK[struct{}](t, w, rOutsider, "POST", "/api/channel/member/join", api.ChannelJoinRequest{ChannelID: room})
	if err := post(rOutsider, textBlocks("joined")); err != nil {
		t.Fatalf("comment after joining: %v", err)
	}
}

// TestChannelMembersAndFields: who can be added (workspace members, not
// pending invitees or strangers), the member list (creator first, pending
// room invitations last), quitting and removal, and the room's fields.
func TestChannelMembersAndFields(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, false)
	add := func(users ...int64) api.Code {
		return w.as(t, rMember, "POST", "/api/channel/member/add", api.ChannelMembersRequest{ChannelID: room, Users: users})
	}
	if code := add(w.ids[rPending]); code != api.CodeNotFound {
		t.Fatalf("a pending invitee added: %d", code)
	}
	if code := add(w.ids[rOutsider], w.ids[rStranger]); code != api.CodeNotFound {
		t.Fatalf("a stranger added: %d", code)
	}
	if code := add(); code != api.CodeInvalidParam {
		t.Fatalf("no one added: %d", code)
	}
	if code := add(w.ids[rOutsider], w.ids[rOutsider], w.ids[rMember]); code != api.CodeOK {
		t.Fatalf("a workspace member added: %d", code)
	}
	w.exec(t, "INSERT INTO team_invites (team_id, channel_id, email, key_hash, invited_by, created_at, expires_at) "+
		"VALUES (?, ?, ?, ?, ?, ?, ?)", w.team, room, "friend@example.com", "hash-room", w.ids[rOwner], time.Now().UTC(),
		time.Now().UTC().Add(time.Hour))
	ms := roomOK[api.TeamMembers](t, w, rVisitor, "GET", fmt.Sprintf("/api/channel/member/list/%d", room), nil).Members
	if len(ms) != 5 || ms[0].ID != w.ids[rOwner] || ms[0].Role != int(api.RoleCreator) || ms[0].JoinedAt == nil ||
		!ms[4].IsPending || ms[4].Email != "friend@example.com" || ms[4].Role != int(api.RolePending) {
		t.Fatalf("members: %+v", ms)
	}
	roomOK[struct{}](t, w, rOutsider, "DELETE", fmt.Sprintf("/api/channel/member/quit/%d", room), nil)
	roomOK[struct{}](t, w, rAdmin, "DELETE", "/api/channel/member/remove", api.ChannelMembersRequest{ChannelID: room, Users: []int64{w.ids[rVisitor]}})
	if code := w.as(t, rAdmin, "DELETE", "/api/channel/member/remove", api.ChannelMembersRequest{ChannelID: room, Users: []int64{w.ids[rOwner]}}); code != api.CodeCannotLeave {
		t.Fatalf("the creator removed: %d", code)
	}
	if c := roomOK[api.ChannelVideos](t, w, rMember, "GET", fmt.Sprintf("/api/channel/video/list/%d", room), nil).Channel; c.MemberCount != 2 {
		t.Fatalf("members left: %d, want the creator and the member", c.MemberCount)
	}
	if code := w.as(t, rVisitor, "GET", fmt.Sprintf("/api/channel/video/list/%d", room), nil); code != api.CodeNotFound {
		t.Fatalf("a removed visitor still sees the room: %d", code)
	}

	long := "abcdefghijklmnopqrstu" // 21 characters
	for _, tc := range []struct {
		name string
		req  api.ChannelCreateRequest
		want api.Code
	}{
		{"an empty name", api.ChannelCreateRequest{TeamID: w.team, Name: "   "}, api.CodeInvalidParam},
		{"a long name", api.ChannelCreateRequest{TeamID: w.team, Name: long}, api.CodeInvalidParam},
		{"a long description", api.ChannelCreateRequest{TeamID: w.team, Name: "ok", Description: string(make([]byte, 201))}, api.CodeInvalidParam},
		{"a name of 20 characters, trimmed", api.ChannelCreateRequest{TeamID: w.team, Name: "  " + long[:20] + " "}, api.CodeOK},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if code := w.as(t, rAdmin, "POST", "/api/channel/create", tc.req); code != tc.want {
				t.Fatalf("code %d, want %d", code, tc.want)
			}
		})
	}
	made := roomOK[api.Channel](t, w, rAdmin, "POST", "/api/channel/create", api.ChannelCreateRequest{TeamID: w.team, Name: "Design", Description: "d", IsPrivate: true})
	if made.Name != "Design" || !made.IsPrivate || made.Role != api.RoleCreator || made.MemberCount != 1 || !made.IsMember || made.TeamID != w.team {
		t.Fatalf("created: %+v", made)
	}
	// The workspace's owner is not in the private room: it is not there for them.
	if code := w.as(t, rOwner, "PUT", "/api/channel/update", api.ChannelUpdateRequest{ID: made.ID, Name: "mine"}); code != api.CodeNotFound {
		t.Fatalf("the owner updates a private room it is not in: %d", code)
	}
	upd := roomOK[api.Channel](t, w, rAdmin, "PUT", "/api/channel/update", api.ChannelUpdateRequest{ID: made.ID, Name: " Design 2 ", Description: "open", IsPrivate: false})
	if upd.Name != "Design 2" || upd.IsPrivate || upd.Description != "open" {
		t.Fatalf("updated: %+v", upd)
	}
}

// TestChannelTeamList: the sidebar's one call carries each workspace's
// joined rooms with their unread counts (others' videos after the mark).
func TestChannelTeamList(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, false)
	w.studioRoom(t, true)
	w.video(t, w.ids[rVisitor], room, "theirs")
	w.video(t, w.ids[rMember], room, "mine")
	list := roomOK[api.TeamList](t, w, rMember, "GET", "/api/team/list", nil)
	var team *api.Team
	for i := range list.Teams {
		if list.Teams[i].ID == w.team {
			team = &list.Teams[i]
		}
	}
	if team == nil || len(team.Channels) != 2 || team.Unread != 1 {
		t.Fatalf("the workspace in the team list: %+v", team)
	}
	if c := team.Channels[0]; c.ID != room || c.Unread != 1 || c.VideoCount != 2 || c.MemberCount != 3 || !c.IsMember {
		t.Fatalf("the joined room in the team list: %+v", c)
	}
}
