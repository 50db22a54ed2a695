package httpapi_test

import (
	"fmt"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
)

// TestChannelPermissions is the permission table of the rooms calls (spec
// 6, the decided reading): every /channel/* and /lastread/* call, as each
// role, against a public room of the workspace made by its owner with the
// member and a visitor in it. Calls that change the room act on a fresh
// one, so rows do not depend on each other.
func TestChannelPermissions(t *testing.T) {
	w := newRoomWorld(t)
	pub := w.studioRoom(t, false)
	byMember := w.video(t, w.ids[rMember], pub, "the member's video")
	grantPremium(t, w.Env, w.ids[rMember]) // others download only a Premium author's videos

	const ok, nf, no, login, stays = api.CodeOK, api.CodeNotFound, api.CodeForbidden, api.CodeLoginOutdated, api.CodeCannotLeave
	// codes lists the expected code of each role, in roomRoles' order.
	codes := func(cs ...api.Code) permWant { return permCodes(roomRoles, cs...) }
	//                      owner admin member outsider visitor visitorOut pending nonmember anonymous
	sees := codes(ok, ok, ok, ok, ok, nf, nf, nf, login)
	inTeam := codes(ok, ok, ok, ok, ok, ok, nf, nf, login)
	manages := codes(ok, ok, no, no, no, nf, nf, nf, login)
	inRoom := codes(ok, no, ok, no, ok, nf, nf, nf, login)

	rows := []roomRow{
		{"list", roomCall("GET", fmt.Sprintf("/api/channel/list/%d", w.team), nil), inTeam},
		{"browse", roomCall("GET", fmt.Sprintf("/api/channel/browse/%d", w.team), nil), inTeam},
		{"create", func(_ *testing.T, _ *roomWorld, role string) permCall {
			return permCall{"POST", "/api/channel/create", api.ChannelCreateRequest{TeamID: w.team, Name: "made by " + role}}
		}, codes(ok, ok, no, no, no, no, nf, nf, login)},
		{"update", func(t *testing.T, _ *roomWorld, _ string) permCall {
			return permCall{"PUT", "/api/channel/update", api.ChannelUpdateRequest{ID: w.studioRoom(t, false), Name: "renamed"}}
		}, manages},
		{"delete", func(t *testing.T, _ *roomWorld, _ string) permCall {
			return permCall{"DELETE", fmt.Sprintf("/api/channel/delete/%d", w.studioRoom(t, false)), nil}
		}, manages},
		{"member list", roomCall("GET", fmt.Sprintf("/api/channel/member/list/%d", pub), nil), sees},
		{"member add", func(t *testing.T, _ *roomWorld, _ string) permCall {
			return permCall{"POST", "/api/channel/member/add", api.ChannelMembersRequest{ChannelID: w.studioRoom(t, false), Users: []int64{w.ids[rOutsider]}}}
		}, inRoom},
		{"member join", func(t *testing.T, _ *roomWorld, _ string) permCall {
			return permCall{"POST", "/api/channel/member/join", api.ChannelJoinRequest{ChannelID: w.studioRoom(t, false)}}
		}, sees},
		{"member quit", func(t *testing.T, _ *roomWorld, _ string) permCall {
			return permCall{"DELETE", fmt.Sprintf("/api/channel/member/quit/%d", w.studioRoom(t, false)), nil}
		}, codes(stays, no, ok, no, ok, nf, nf, nf, login)},
		{"member remove", func(t *testing.T, _ *roomWorld, _ string) permCall {
			return permCall{"DELETE", "/api/channel/member/remove", api.ChannelMembersRequest{ChannelID: w.studioRoom(t, false), Users: []int64{w.ids[rMember]}}}
		}, manages},
		{"video list", roomCall("GET", fmt.Sprintf("/api/channel/video/list/%d", pub), nil), sees},
		{"video detail", roomCall("GET", fmt.Sprintf("/api/channel/video/detail?channel_id=%d&video_id=%d", pub, byMember), nil), sees},
		{"video download", roomCall("GET", fmt.Sprintf("/api/channel/video/download?channel_id=%d&video_id=%d", pub, byMember), nil), inRoom},
		{"video forward", roomCall("POST", "/api/channel/video/forward", api.ChannelVideoRequest{ChannelID: pub, VideoID: byMember}), inRoom},
		{"video fork", roomCall("POST", "/api/channel/video/fork", api.ChannelVideoRequest{ChannelID: pub, VideoID: byMember}), inRoom},
		{"video move", func(t *testing.T, _ *roomWorld, role string) permCall {
			owner := w.ids[role]
			if owner == 0 {
				owner = w.ids[rStranger] // anonymous has none; any video will do
			}
			return permCall{"POST", "/api/channel/video/move", api.ChannelVideoRequest{ChannelID: pub, VideoID: w.video(t, owner, 0, "mine")}}
		}, inRoom},
		// The video is the visitor's: its author removes it, as do room admins.
		{"video remove", func(t *testing.T, _ *roomWorld, _ string) permCall {
			return permCall{"DELETE", "/api/channel/video/remove", api.ChannelVideoRequest{ChannelID: pub, VideoID: w.video(t, w.ids[rVisitor], pub, "to remove")}}
		}, codes(ok, ok, no, no, ok, nf, nf, nf, login)},
		{"lastread channel", roomCall("PUT", "/api/lastread/channel", api.LastReadChannelRequest{ChannelID: pub}), sees},
		{"lastread video", roomCall("PUT", "/api/lastread/video", api.LastReadVideoRequest{ChannelID: pub, VideoID: byMember}), sees},
	}
	roomTable(w).run(t, rows)
}

// TestChannelPrivateRoom: a private room is its members' alone; workspace
// owners and admins outside it find nothing.
func TestChannelPrivateRoom(t *testing.T) {
	w := newRoomWorld(t)
	priv := w.studioRoom(t, true)
	v := w.video(t, w.ids[rMember], priv, "private")
	const ok, nf = api.CodeOK, api.CodeNotFound
	row := func(role, method, path string, body any, want api.Code) roomRow {
		return roomRow{role + " " + method + " " + path, roomCall(method, path, body), permWant{role: want}}
	}
	roomTable(w).run(t, []roomRow{
		row(rMember, "GET", fmt.Sprintf("/api/channel/video/list/%d", priv), nil, ok),
		row(rVisitor, "GET", fmt.Sprintf("/api/channel/video/list/%d", priv), nil, ok),
		row(rAdmin, "GET", fmt.Sprintf("/api/channel/video/list/%d", priv), nil, nf),
		row(rOutsider, "GET", fmt.Sprintf("/api/channel/video/list/%d", priv), nil, nf),
		row(rOutsider, "GET", fmt.Sprintf("/api/channel/member/list/%d", priv), nil, nf),
		row(rOutsider, "POST", "/api/channel/member/join", api.ChannelJoinRequest{ChannelID: priv}, nf),
		row(rOutsider, "GET", fmt.Sprintf("/api/channel/video/detail?channel_id=%d&video_id=%d", priv, v), nil, nf),
		row(rOutsider, "GET", fmt.Sprintf("/api/video/detail/%d", v), nil, nf),
		row(rAdmin, "GET", fmt.Sprintf("/api/video/detail/%d", v), nil, nf),
		row(rVisitor, "GET", fmt.Sprintf("/api/video/detail/%d", v), nil, ok),
		row(rOutsider, "PUT", "/api/lastread/channel", api.LastReadChannelRequest{ChannelID: priv}, nf),
		row(rOwner, "GET", fmt.Sprintf("/api/channel/video/list/%d", priv), nil, ok), // its creator
	})
}

// TestChannelOtherWorkspace: any id of another workspace answers not
// found, to its owner as to anyone outside it; a video named with a room it
// is not in is not found either.
func TestChannelOtherWorkspace(t *testing.T) {
	w := newRoomWorld(t)
	pub := w.studioRoom(t, false)
	theirs := w.room(t, w.otherTeam, w.ids[rStranger], false)
	theirVideo := w.video(t, w.ids[rStranger], theirs, "theirs")
	ours := w.video(t, w.ids[rMember], pub, "ours")
	mine := w.video(t, w.ids[rOwner], 0, "mine")
	var rows []roomRow
	for _, c := range []permCall{
		{"GET", fmt.Sprintf("/api/channel/list/%d", w.otherTeam), nil},
		{"GET", fmt.Sprintf("/api/channel/browse/%d", w.otherTeam), nil},
		{"POST", "/api/channel/create", api.ChannelCreateRequest{TeamID: w.otherTeam, Name: "intruder"}},
		{"PUT", "/api/channel/update", api.ChannelUpdateRequest{ID: theirs, Name: "intruder"}},
		{"DELETE", fmt.Sprintf("/api/channel/delete/%d", theirs), nil},
		{"GET", fmt.Sprintf("/api/channel/member/list/%d", theirs), nil},
		{"POST", "/api/channel/member/add", api.ChannelMembersRequest{ChannelID: theirs, Users: []int64{w.ids[rOwner]}}},
		{"POST", "/api/channel/member/join", api.ChannelJoinRequest{ChannelID: theirs}},
		{"DELETE", fmt.Sprintf("/api/channel/member/quit/%d", theirs), nil},
		{"DELETE", "/api/channel/member/remove", api.ChannelMembersRequest{ChannelID: theirs, Users: []int64{w.ids[rStranger]}}},
		{"GET", fmt.Sprintf("/api/channel/video/list/%d", theirs), nil},
		{"GET", fmt.Sprintf("/api/channel/video/detail?channel_id=%d&video_id=%d", theirs, theirVideo), nil},
		{"GET", fmt.Sprintf("/api/channel/video/detail?channel_id=%d&video_id=%d", pub, theirVideo), nil},
		{"GET", fmt.Sprintf("/api/channel/video/detail?channel_id=%d&video_id=%d", theirs, ours), nil},
		{"GET", fmt.Sprintf("/api/channel/video/download?channel_id=%d&video_id=%d", theirs, theirVideo), nil},
		{"POST", "/api/channel/video/forward", api.ChannelVideoRequest{ChannelID: pub, VideoID: theirVideo}},
		{"POST", "/api/channel/video/forward", api.ChannelVideoRequest{ChannelID: theirs, VideoID: ours}},
		{"POST", "/api/channel/video/fork", api.ChannelVideoRequest{ChannelID: theirs, VideoID: theirVideo}},
		{"POST", "/api/channel/video/move", api.ChannelVideoRequest{ChannelID: theirs, VideoID: mine}},
		{"DELETE", "/api/channel/video/remove", api.ChannelVideoRequest{ChannelID: theirs, VideoID: theirVideo}},
		{"PUT", "/api/lastread/channel", api.LastReadChannelRequest{ChannelID: theirs}},
		{"PUT", "/api/lastread/video", api.LastReadVideoRequest{ChannelID: theirs, VideoID: theirVideo}},
		{"GET", fmt.Sprintf("/api/video/detail/%d", theirVideo), nil},
	} {
		rows = append(rows, roomRow{c.method + " " + c.path, roomCall(c.method, c.path, c.body), permWant{rOwner: api.CodeNotFound}})
	}
	roomTable(w).run(t, rows)
}

// roomRow is a row of the rooms' tables, roomCall a call of one that is
// the same for every caller.
type roomRow = permRow[*roomWorld]

var roomCall = fixedCall[*roomWorld]

// roomTable runs rows on the world w, its roles calling in roomRoles' order.
func roomTable(w *roomWorld) permTable[*roomWorld] {
	return permTable[*roomWorld]{env: w.Env, callers: roomRoles, token: func(r string) string { return w.users[r].Token },
		world: func(*testing.T) *roomWorld { return w }}
}
