package httpapi_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

// sentinel is an event of a test's own, published on a user's topic after
// the room events a socket must not hear: the hub delivers in order, so
// whatever the socket receives before it is all it will of them.
const sentinel = "test:sentinel"

// leaver is a socket of one role, subscribed to its user topic and rooms.
type leaver struct {
	role string
	c    *websocket.Conn
}

func (w *roomWorld) leaver(t *testing.T, r string, rooms ...int64) leaver {
	t.Helper()
	c := socket(t, w.Env, ticket(t, w.Env, w.users[r].Token, api.NotifyTicketRequest{}))
	mustSubscribe(t, c, live.UserTopic(w.ids[r]), "")
	for _, room := range rooms {
		mustSubscribe(t, c, live.ChannelTopic(room), "")
	}
	return leaver{r, c}
}

// ended reads the socket's next messages: the end of each room's topic (an
// error naming it) and the membership event typ on the user's topic, in
// either order (both come from the one event); it answers the event's data.
func (l leaver) ended(t *testing.T, w *roomWorld, typ string, rooms ...int64) json.RawMessage {
	t.Helper()
	want := map[string]bool{}
	for _, room := range rooms {
		want[live.ChannelTopic(room)] = true
	}
	var data json.RawMessage
	for range len(rooms) + 1 {
		switch m := hear(t, l.c); {
		case m.Op == api.LiveError && want[m.Topic]:
			delete(want, m.Topic)
		case m.Op == api.LiveEventOp && m.Topic == live.UserTopic(w.ids[l.role]) && m.Type == typ && data == nil:
			data = m.Data
		default:
			t.Fatalf("%s: got %+v (data %s), want %s and the end of %v", l.role, m, m.Data, typ, rooms)
		}
	}
	return data
}

// quiet checks that the socket hears nothing more of the rooms it left:
// the next message is the sentinel.
func (l leaver) quiet(t *testing.T, w *roomWorld) {
	t.Helper()
	publish(t, w.Env, live.UserTopic(w.ids[l.role]), sentinel, nil)
	if m := hear(t, l.c); m.Type != sentinel {
		t.Fatalf("%s heard %+v (data %s) after leaving", l.role, m, m.Data)
	}
}

// arrive puts a video of the owner's into each room, through the calls
// that publish it to the room's topic.
func (w *roomWorld) arrive(t *testing.T, rooms ...int64) {
	t.Helper()
	for _, room := range rooms {
		v := w.video(t, w.ids[rOwner], 0, "after they left")
		roomOK[api.ChannelVideoMoved](t, w, rOwner, "POST", "/api/channel/video/move", api.ChannelVideoRequest{ChannelID: room, VideoID: v})
	}
}

func decodeEvent[T any](t *testing.T, raw json.RawMessage) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatalf("event data %s: %v", raw, err)
	}
	return v
}

// TestLiveMembershipEnds: when a user leaves a room (removed, quitting, the
// room deleted) or a workspace (removed, quitting, the workspace deleted),
// each of their sockets stops hearing the rooms' topics at once, and their
// user topic says so; those who stay in the room keep hearing it. Videos
// reached through the room are heard no more either.
func TestLiveMembershipEnds(t *testing.T) {
	w := newRoomWorld(t)
	owner := socket(t, w.Env, ticket(t, w.Env, w.users[rOwner].Token, api.NotifyTicketRequest{}))

	t.Run("removed from a room", func(t *testing.T) {
		room := w.studioRoom(t, true)
		mustSubscribe(t, owner, live.ChannelTopic(room), "")
		member := w.leaver(t, rMember, room)
		inRoom := live.VideoTopic(w.video(t, w.ids[rOwner], room, "in the private room"))
		mustSubscribe(t, member.c, inRoom, "")
		roomOK[struct{}](t, w, rOwner, "DELETE", "/api/channel/member/remove",
			api.ChannelMembersRequest{ChannelID: room, Users: []int64{w.ids[rMember], w.ids[rOutsider]}})
		ev := decodeEvent[api.ChannelRemovedEvent](t, member.ended(t, w, api.EventChannelRemoved, room))
		if ev != (api.ChannelRemovedEvent{ChannelID: room, TeamID: w.team}) {
			t.Fatalf("event %+v", ev)
		}
		// Its videos' topics are checked again: this one was reached through the room.
		if m := hear(t, member.c); m.Op != api.LiveError || m.Topic != inRoom {
			t.Fatalf("got %+v, want the end of %s", m, inRoom)
		}
		w.arrive(t, room)
		roomEvent(t, owner, room, api.EventChannelVideoAdd) // the room still has its feed
		publish(t, w.Env, inRoom, api.EventCommentDelete, api.CommentDeletedEvent{})
		member.quiet(t, w)
		if m := subscribe(t, member.c, live.ChannelTopic(room), ""); m.Op != api.LiveError {
			t.Fatalf("subscribed again to a private room it left: %+v", m)
		}
	})

	t.Run("quits a public room", func(t *testing.T) {
		room := w.studioRoom(t, false)
		member := w.leaver(t, rMember, room)
		roomOK[struct{}](t, w, rMember, "DELETE", fmt.Sprintf("/api/channel/member/quit/%d", room), nil)
		member.ended(t, w, api.EventChannelRemoved, room)
		w.arrive(t, room)
		member.quiet(t, w)
		mustSubscribe(t, member.c, live.ChannelTopic(room), "") // a public room of their workspace: they may look again
	})

	t.Run("room deleted", func(t *testing.T) {
		room := w.studioRoom(t, true)
		member, visitor := w.leaver(t, rMember, room), w.leaver(t, rVisitor, room)
		roomOK[struct{}](t, w, rOwner, "DELETE", fmt.Sprintf("/api/channel/delete/%d", room), nil)
		for _, l := range []leaver{member, visitor} {
			if ev := decodeEvent[api.ChannelRemovedEvent](t, l.ended(t, w, api.EventChannelRemoved, room)); !ev.Deleted {
				t.Fatalf("%s: event %+v", l.role, ev)
			}
			l.quiet(t, w)
		}
	})

	t.Run("public room deleted", func(t *testing.T) {
		room := w.studioRoom(t, false)
		// The workspace's members who browse it hear it is gone too; a
		// visitor outside it, who never saw it, hears nothing.
		outsider, visitorOut := w.leaver(t, rOutsider, room), w.leaver(t, rVisitorOut)
		roomOK[struct{}](t, w, rOwner, "DELETE", fmt.Sprintf("/api/channel/delete/%d", room), nil)
		if ev := decodeEvent[api.ChannelRemovedEvent](t, outsider.ended(t, w, api.EventChannelRemoved, room)); !ev.Deleted || ev.ChannelID != room {
			t.Fatalf("event %+v", ev)
		}
		outsider.quiet(t, w)
		visitorOut.quiet(t, w)
	})

	t.Run("public room made private", func(t *testing.T) {
		room := w.studioRoom(t, false)
		outsider, member := w.leaver(t, rOutsider, room), w.leaver(t, rMember, room)
		roomOK[api.Channel](t, w, rOwner, "PUT", "/api/channel/update", api.ChannelUpdateRequest{ID: room, Name: "now private", IsPrivate: true})
		outsider.ended(t, w, api.EventChannelRemoved, room)
		w.arrive(t, room)
		outsider.quiet(t, w)
		roomEvent(t, member.c, room, api.EventChannelVideoAdd) // its members still hear it
	})

	t.Run("made a visitor", func(t *testing.T) {
		public, joined := w.studioRoom(t, false), w.studioRoom(t, false)
		roomOK[struct{}](t, w, rOwner, "POST", "/api/channel/member/add", api.ChannelMembersRequest{ChannelID: joined, Users: []int64{w.ids[rAdmin]}})
		admin := w.leaver(t, rAdmin, public, joined) // browsing one public room, in the other
		// It is told of every public room of the workspace it is not in.
		want := map[string]bool{"end " + live.ChannelTopic(public): true}
		for _, c := range roomOK[api.ChannelList](t, w, rAdmin, "GET", fmt.Sprintf("/api/channel/browse/%d", w.team), nil).Channels {
			want[fmt.Sprint("removed ", c.ID)] = true
		}
		roomOK[struct{}](t, w, rOwner, "PUT", "/api/team/member/set_role",
			api.TeamSetRoleRequest{TeamID: w.team, UserID: w.ids[rAdmin], Role: api.RoleVisitor})
		for len(want) > 0 {
			m, got := hear(t, admin.c), ""
			switch {
			case m.Op == api.LiveError:
				got = "end " + m.Topic
			case m.Type == api.EventChannelRemoved:
				got = fmt.Sprint("removed ", decodeEvent[api.ChannelRemovedEvent](t, m.Data).ChannelID)
			}
			if !want[got] {
				t.Fatalf("got %+v (data %s), want one of %v", m, m.Data, want)
			}
			delete(want, got)
		}
		w.arrive(t, public)
		admin.quiet(t, w)
		w.arrive(t, joined)
		roomEvent(t, admin.c, joined, api.EventChannelVideoAdd) // a visitor still hears the rooms it is in
	})

	t.Run("removed from the workspace", func(t *testing.T) {
		private, public := w.studioRoom(t, true), w.studioRoom(t, false)
		visitor := w.leaver(t, rVisitor, private, public)
		roomOK[struct{}](t, w, rOwner, "DELETE", "/api/team/member/remove", api.TeamMemberRemoveRequest{TeamID: w.team, UserID: w.ids[rVisitor]})
		ev := decodeEvent[api.TeamRemovedEvent](t, visitor.ended(t, w, api.EventTeamRemoved, private, public))
		if ev != (api.TeamRemovedEvent{TeamID: w.team}) {
			t.Fatalf("event %+v", ev)
		}
		w.arrive(t, private, public)
		visitor.quiet(t, w)
	})

	t.Run("quits the workspace", func(t *testing.T) {
		public := w.room(t, w.team, w.ids[rOwner], false, w.ids[rMember]) // the visitor has left the workspace
		outsider := w.leaver(t, rOutsider, public)                        // watching a public room it is not in
		roomOK[struct{}](t, w, rOutsider, "DELETE", fmt.Sprintf("/api/team/member/quit/%d", w.team), nil)
		outsider.ended(t, w, api.EventTeamRemoved, public)
		w.arrive(t, public)
		outsider.quiet(t, w)
	})

	t.Run("workspace deleted", func(t *testing.T) {
		room := w.room(t, w.team, w.ids[rOwner], true, w.ids[rMember])
		member, admin := w.leaver(t, rMember, room), w.leaver(t, rAdmin)
		other := w.room(t, w.otherTeam, w.ids[rStranger], true, w.ids[rStranger])
		stranger := w.leaver(t, rStranger, other)
		roomOK[struct{}](t, w, rOwner, "DELETE", fmt.Sprintf("/api/team/delete/%d", w.team), nil)
		if ev := decodeEvent[api.TeamRemovedEvent](t, member.ended(t, w, api.EventTeamRemoved, room)); !ev.Deleted || ev.TeamID != w.team {
			t.Fatalf("event %+v", ev)
		}
		admin.ended(t, w, api.EventTeamRemoved)
		member.quiet(t, w)
		stranger.quiet(t, w) // another workspace's member hears nothing of it
	})
}
