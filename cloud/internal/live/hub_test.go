package live_test

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

// inbox collects what a subscription receives.
type inbox chan []byte

func (in inbox) deliver(msg []byte) { in <- msg }

// next waits for a message; the bound only stops a broken test.
func (in inbox) next(t *testing.T) api.LiveServerMessage {
	t.Helper()
	select {
	case b := <-in:
		var m api.LiveServerMessage
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("message %s: %v", b, err)
		}
		return m
	case <-time.After(10 * time.Second):
		t.Fatal("no message")
	}
	return api.LiveServerMessage{}
}

func (in inbox) empty(t *testing.T) {
	t.Helper()
	if len(in) != 0 {
		t.Fatalf("%d unexpected messages", len(in))
	}
}

func TestLocalHub(t *testing.T) {
	h := live.NewLocal()
	ctx := context.Background()
	a, b, other := make(inbox, 4), make(inbox, 4), make(inbox, 4)
	stopA := h.Subscribe(live.VideoTopic(1), a.deliver)
	h.Subscribe(live.VideoTopic(1), b.deliver)
	h.Subscribe(live.VideoTopic(2), other.deliver)
	if err := h.Publish(ctx, live.VideoTopic(1), api.EventCommentNew, map[string]int{"id": 7}); err != nil {
		t.Fatal(err)
	}
	for _, in := range []inbox{a, b} {
		m := in.next(t)
		if m.Op != api.LiveEventOp || m.Topic != "video:1" || m.Type != api.EventCommentNew || string(m.Data) != `{"id":7}` {
			t.Fatalf("got %+v", m)
		}
	}
	other.empty(t)
	stopA()
	stopA()
	h.Publish(ctx, live.VideoTopic(1), api.EventCommentDelete, nil)
	b.next(t)
	a.empty(t)
}

// twoPostgresHubs are two hubs on the test database, as two instances have;
// the test is skipped without TEST_PG_DSN.
func twoPostgresHubs(t *testing.T) (*live.Postgres, *live.Postgres) {
	t.Helper()
	dsn := os.Getenv("TEST_PG_DSN")
	if dsn == "" {
		t.Skip("TEST_PG_DSN not set")
	}
	ctx, cancel := context.WithCancel(context.Background())
	hubs := make([]*live.Postgres, 2)
	for i := range hubs {
		h, err := live.NewPostgres(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		hubs[i] = h
	}
	t.Cleanup(func() { cancel(); <-hubs[0].Done(); <-hubs[1].Done() })
	return hubs[0], hubs[1]
}

// TestPostgresHub runs two hubs on one database, as two instances would:
// each delivers what the other publishes, large events included.
func TestPostgresHub(t *testing.T) {
	one, two := twoPostgresHubs(t)
	ctx := context.Background()
	onOne, onTwo := make(inbox, 4), make(inbox, 4)
	topic := live.VideoTopic(time.Now().UnixNano()) // tests of other packages may share the server
	one.Subscribe(topic, onOne.deliver)
	two.Subscribe(topic, onTwo.deliver)

	if err := one.Publish(ctx, topic, api.EventVideoStatus, api.VideoStatusEvent{ID: 5, Status: api.VideoOK}); err != nil {
		t.Fatal(err)
	}
	for _, in := range []inbox{onOne, onTwo} {
		if m := in.next(t); m.Type != api.EventVideoStatus || string(m.Data) != `{"id":5,"status":1}` {
			t.Fatalf("got %+v", m)
		}
	}
	big := strings.Repeat("añ😀", 9000) // 63,000 bytes: nine chunks, cut between runes
	if err := two.Publish(ctx, topic, api.EventCommentNew, big); err != nil {
		t.Fatal(err)
	}
	for _, in := range []inbox{onOne, onTwo} {
		var got string
		if m := in.next(t); json.Unmarshal(m.Data, &got) != nil || got != big {
			t.Fatalf("large event came back as %d bytes", len(m.Data))
		}
	}
	if err := one.Publish(ctx, topic, api.EventCommentNew, strings.Repeat("x", 500_000)); err == nil {
		t.Fatal("an event over the chunk limit was published")
	}
}
