package live_test

import (
	"context"
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/coder/websocket"

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
	c.want(api.LiveError, ch5, "")
	c.want(api.LiveEventOp, me, api.EventChannelRemoved)
	c.want(api.LiveEventOp, ch6, api.EventChannelVideoAdd) // and nothing of channel:5 before it

	publish(me, api.EventTeamRemoved, api.TeamRemovedEvent{TeamID: team8, Deleted: true})
	publish(ch6, api.EventChannelVideoAdd, video)
	publish(ch7, api.EventChannelVideoAdd, video)
	publish(ch5, api.EventChannelVideoAdd, video)
	publish(me, api.EventVideoStatus, api.VideoStatusEvent{ID: 1})
	got := map[string]bool{}
	for range 2 {
		m := c.next()
		if m.Op != api.LiveError {
			t.Fatalf("got %+v, want the end of a room of the workspace", m)
		}
		got[m.Topic] = true
	}
	if !got[ch6] || !got[ch7] {
		t.Fatalf("ended %v, want channel:6 and channel:7", got)
	}
	c.want(api.LiveEventOp, me, api.EventTeamRemoved)
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
	dsn := os.Getenv("TEST_PG_DSN")
	if dsn == "" {
		t.Skip("TEST_PG_DSN not set")
	}
	ctx, cancel := context.WithCancel(context.Background())
	one, err := live.NewPostgres(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	two, err := live.NewPostgres(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cancel(); <-one.Done(); <-two.Done() })
	membershipEnds(t, live.NewService(one, nil, nil, live.DefaultLimits), two)
}
