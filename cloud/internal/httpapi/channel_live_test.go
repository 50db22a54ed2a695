package httpapi_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

// roomEvent reads the next event, which must be typ on the room's topic.
func roomEvent(t *testing.T, c *websocket.Conn, room int64, typ string) api.ChannelVideoEvent {
	t.Helper()
	m := hear(t, c)
	var ev api.ChannelVideoEvent
	if m.Op != api.LiveEventOp || m.Topic != live.ChannelTopic(room) || m.Type != typ || json.Unmarshal(m.Data, &ev) != nil {
		t.Fatalf("got %+v (data %s), want %s", m, m.Data, typ)
	}
	return ev
}

// TestLiveChannelFeed: those who may see a room watch its topic over the
// socket and hear videos arrive (a recording started in it, a move, a
// forward) and leave (removal, a move out, the trash); others may not
// subscribe.
func TestLiveChannelFeed(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, true)
	topic := live.ChannelTopic(room)
	watcher := socket(t, w.Env, ticket(t, w.Env, w.users[rVisitor].Token, api.NotifyTicketRequest{}))
	mustSubscribe(t, watcher, topic, "")

	for _, r := range []string{rOutsider, rAdmin, rStranger} {
		c := socket(t, w.Env, ticket(t, w.Env, w.users[r].Token, api.NotifyTicketRequest{}))
		if m := subscribe(t, c, topic, ""); m.Op != api.LiveError {
			t.Fatalf("%s subscribed to a private room it is not in: %+v", r, m)
		}
	}

	init := roomOK[api.RecordInitResponse](t, w, rMember, "POST", "/api/v2/record/local/init",
		api.RecordInitRequest{Title: "live from the room", ChannelID: room, Record: true})
	ev := roomEvent(t, watcher, room, api.EventChannelVideoAdd)
	if ev.ChannelID != room || ev.VideoID != init.VideoID || ev.Video == nil || ev.Video.Title != "live from the room" ||
		ev.Video.User.ID != w.ids[rMember] || ev.Video.ChannelID != room {
		t.Fatalf("add event of a recording: %+v %+v", ev, ev.Video)
	}

	// Renamed after the recorder's rename dialog: the feed hears the new title.
	roomOK[api.Video](t, w, rMember, "PUT", "/api/video/rename", api.VideoRenameRequest{ID: init.VideoID, Name: "Renamed in the room"})
	if ev := roomEvent(t, watcher, room, api.EventChannelVideoAdd); ev.VideoID != init.VideoID || ev.Video == nil ||
		ev.Video.Title != "Renamed in the room" {
		t.Fatalf("event of a rename: %+v", ev)
	}

	own := w.video(t, w.ids[rMember], 0, "moved in")
	roomOK[api.ChannelVideoMoved](t, w, rMember, "POST", "/api/channel/video/move", api.ChannelVideoRequest{ChannelID: room, VideoID: own})
	if ev := roomEvent(t, watcher, room, api.EventChannelVideoAdd); ev.VideoID != own || ev.Video == nil {
		t.Fatalf("add event of a move: %+v", ev)
	}
	fwd := roomOK[api.ChannelVideoMoved](t, w, rOwner, "POST", "/api/channel/video/forward", api.ChannelVideoRequest{ChannelID: room, VideoID: own})
	if ev := roomEvent(t, watcher, room, api.EventChannelVideoAdd); ev.VideoID != fwd.VideoID || ev.Video.User.ID != w.ids[rOwner] {
		t.Fatalf("add event of a forward: %+v", ev)
	}

	roomOK[struct{}](t, w, rOwner, "DELETE", "/api/channel/video/remove", api.ChannelVideoRequest{ChannelID: room, VideoID: fwd.VideoID})
	if ev := roomEvent(t, watcher, room, api.EventChannelVideoRemove); ev.VideoID != fwd.VideoID || ev.Video != nil {
		t.Fatalf("remove event: %+v", ev)
	}
	roomOK[api.ChannelVideoMoved](t, w, rMember, "POST", "/api/channel/video/move", api.ChannelVideoRequest{ChannelID: 0, VideoID: own})
	if ev := roomEvent(t, watcher, room, api.EventChannelVideoRemove); ev.VideoID != own {
		t.Fatalf("remove event of a move out: %+v", ev)
	}
	roomOK[struct{}](t, w, rMember, "DELETE", "/api/items/trash", api.Items{Videos: []int64{init.VideoID}})
	if ev := roomEvent(t, watcher, room, api.EventChannelVideoRemove); ev.VideoID != init.VideoID {
		t.Fatalf("remove event of the trash: %+v", ev)
	}
	left := w.video(t, w.ids[rMember], room, "left when the room went")
	roomOK[struct{}](t, w, rOwner, "DELETE", fmt.Sprintf("/api/channel/delete/%d", room), nil)
	if ev := roomEvent(t, watcher, room, api.EventChannelVideoRemove); ev.VideoID != left {
		t.Fatalf("remove event of a deleted room: %+v", ev)
	}
}
