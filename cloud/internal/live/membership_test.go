package live_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

// roomsOf lets anyone see rooms, each of the workspace it maps to.
type roomsOf map[int64]int64

func (r roomsOf) CanSee(_ context.Context, _, channelID int64) (int64, error) {
	if team, ok := r[channelID]; ok {
		return team, nil
	}
	return 0, context.Canceled
}

// client is a test socket.
type client struct {
	t *testing.T
	c *websocket.Conn
}

func open(t *testing.T, url string) client {
	t.Helper()
	c, _, err := websocket.Dial(context.Background(), url, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	return client{t, c}
}

func (c client) next() api.LiveServerMessage {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, b, err := c.c.Read(ctx)
	var m api.LiveServerMessage
	if err != nil || json.Unmarshal(b, &m) != nil {
		c.t.Fatalf("read: %s %v", b, err)
	}
	return m
}

func (c client) subscribe(topic string) {
	c.t.Helper()
	c.c.Write(context.Background(), websocket.MessageText, []byte(`{"op":"subscribe","topic":"`+topic+`"}`))
	if m := c.next(); m.Op != api.LiveSubscribed || m.Topic != topic {
		c.t.Fatalf("subscribe %s: %+v", topic, m)
	}
}

// want reads the next message, which must be op on topic (of type typ for
// an event).
func (c client) want(op, topic, typ string) {
	c.t.Helper()
	if m := c.next(); m.Op != op || m.Topic != topic || m.Type != typ {
		c.t.Fatalf("got %+v, want %s %s %s", m, op, topic, typ)
	}
}

// ended reads the end of each of rooms' topics (an error naming it) and
// the event typ on the user's topic me, in any order: the one event does
// both, and the socket hears it beside its own subscription to me.
func (c client) ended(me, typ string, rooms ...string) {
	c.t.Helper()
	want := map[string]bool{me: true}
	for _, room := range rooms {
		want[room] = true
	}
	for range len(rooms) + 1 {
		m := c.next()
		ok := (m.Op == api.LiveError && m.Topic != me) || (m.Op == api.LiveEventOp && m.Topic == me && m.Type == typ)
		if !ok || !want[m.Topic] {
			c.t.Fatalf("got %+v, want %s on %s and the end of %v", m, typ, me, rooms)
		}
		delete(want, m.Topic)
	}
}

// membershipEnds checks that a user's socket stops hearing a room as
// soon as the user's topic says they left it, and every room of a
// workspace they left; events of rooms they are still in keep coming.
// Events are published on pub, the socket is served from s (another
// instance, on PostgreSQL).
func membershipEnds(t *testing.T, s *live.Service, pub live.Hub) {
	ctx := context.Background()
	// Ids no other package's test uses: they may share the PostgreSQL server.
	base := time.Now().UnixNano() % 1e12
	user, room5, room6, room7, team8, team9 := base, base+5, base+6, base+7, base+8, base+9
	s.SetRooms(roomsOf{room5: team9, room6: team8, room7: team8})
	_, url := serveOn(t, s, user)
	c := open(t, url)
	me, ch5, ch6, ch7 := live.UserTopic(user), live.ChannelTopic(room5), live.ChannelTopic(room6), live.ChannelTopic(room7)
	for _, topic := range []string{me, ch5, ch6, ch7} {
		c.subscribe(topic)
	}
	publish := func(topic, typ string, data any) {
		t.Helper()
		if err := pub.Publish(ctx, topic, typ, data); err != nil {
			t.Fatal(err)
		}
	}
	video := api.ChannelVideoEvent{VideoID: 1}

	publish(me, api.EventChannelRemoved, api.ChannelRemovedEvent{ChannelID: room5, TeamID: team9})
	publish(ch5, api.EventChannelVideoAdd, video)
	publish(ch6, api.EventChannelVideoAdd, video)
	c.ended(me, api.EventChannelRemoved, ch5)
	c.want(api.LiveEventOp, ch6, api.EventChannelVideoAdd) // and nothing of channel:5 before it

	publish(me, api.EventTeamRemoved, api.TeamRemovedEvent{TeamID: team8, Deleted: true})
	publish(ch6, api.EventChannelVideoAdd, video)
	publish(ch7, api.EventChannelVideoAdd, video)
	publish(ch5, api.EventChannelVideoAdd, video)
	publish(me, api.EventVideoStatus, api.VideoStatusEvent{ID: 1})
	c.ended(me, api.EventTeamRemoved, ch6, ch7)
	c.want(api.LiveEventOp, me, api.EventVideoStatus) // no room's events before it

	// A room the user may still see (a public one) can be subscribed again.
	c.subscribe(ch5)
	publish(ch5, api.EventChannelVideoAdd, video)
	c.want(api.LiveEventOp, ch5, api.EventChannelVideoAdd)
}

func TestMembershipEndsLocal(t *testing.T) {
	hub := live.NewLocal()
	membershipEnds(t, live.NewService(hub, nil, nil, live.DefaultLimits), hub)
}

// TestMembershipEndsPostgres: the events come from another instance.
func TestMembershipEndsPostgres(t *testing.T) {
	one, two := twoPostgresHubs(t)
	membershipEnds(t, live.NewService(one, nil, nil, live.DefaultLimits), two)
}

// videosOf lets anyone watch the videos it holds true.
type videosOf struct {
	mu  sync.Mutex
	see map[int64]bool
}

func (v *videosOf) CanView(_ context.Context, _ access.Actor, id int64) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	if !v.see[id] {
		return domain.ErrNotFound
	}
	return nil
}

func (v *videosOf) set(id int64, see bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.see[id] = see
}

// TestMembershipEndsRechecksVideos: leaving a room checks the socket's
// videos again; one out of reach now (a video of the room) is heard no
// more, the others still are.
func TestMembershipEndsRechecksVideos(t *testing.T) {
	ctx := context.Background()
	hub := live.NewLocal()
	videos := &videosOf{see: map[int64]bool{1: true, 2: true}}
	s := live.NewService(hub, nil, videos, live.DefaultLimits)
	s.SetRooms(roomsOf{5: 9})
	_, url := serveOn(t, s, 3)
	c := open(t, url)
	for _, topic := range []string{"user:3", "channel:5", "video:1", "video:2"} {
		c.subscribe(topic)
	}
	videos.set(1, false) // it was in the room
	hub.Publish(ctx, "user:3", api.EventChannelRemoved, api.ChannelRemovedEvent{ChannelID: 5, TeamID: 9})
	c.ended("user:3", api.EventChannelRemoved, "channel:5")
	c.want(api.LiveError, "video:1", "")
	hub.Publish(ctx, "video:1", api.EventCommentNew, nil)
	hub.Publish(ctx, "video:2", api.EventCommentNew, nil)
	c.want(api.LiveEventOp, "video:2", api.EventCommentNew) // and nothing of video:1 before it
}
