package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// liveWait bounds waiting for a socket message; it only stops a broken test.
const liveWait = 20 * time.Second

// ticket asks for a socket ticket, signed in with token or anonymous with body.
func ticket(t *testing.T, env *apptest.Env, token string, body any) string {
	t.Helper()
	status, e := call(t, env, "POST", "/api/v2/notify/ticket", token, body)
	if status != 200 {
		t.Fatalf("ticket: status %d code %d %q", status, e.Code, e.Msg)
	}
	return decode[api.NotifyTicket](t, e.Data).Ticket
}

// dialLive opens the socket with a ticket, from a page of origin ("" for none).
func dialLive(env *apptest.Env, tk, origin string) (*websocket.Conn, *http.Response, error) {
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	u := "ws" + strings.TrimPrefix(env.URL, "http") + "/api/v2/notify?ticket=" + tk
	ctx, cancel := context.WithTimeout(context.Background(), liveWait)
	defer cancel()
	return websocket.Dial(ctx, u, &websocket.DialOptions{HTTPHeader: h})
}

// socket is a signed-in (or anonymous) client's open socket.
func socket(t *testing.T, env *apptest.Env, tk string) *websocket.Conn {
	t.Helper()
	c, _, err := dialLive(env, tk, env.URL)
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	t.Cleanup(func() { c.CloseNow() })
	return c
}

func send(t *testing.T, c *websocket.Conn, m api.LiveClientMessage) {
	t.Helper()
	b, _ := json.Marshal(m)
	ctx, cancel := context.WithTimeout(context.Background(), liveWait)
	defer cancel()
	if err := c.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatalf("send %+v: %v", m, err)
	}
}

// receive answers the next message other than a video:status event: the
// processing of a video uploaded before the test subscribed may be
// announced late (through PostgreSQL), and only the status test wants it.
func receive(t *testing.T, c *websocket.Conn) api.LiveServerMessage {
	t.Helper()
	for {
		if m := receiveAny(t, c); m.Type != api.EventVideoStatus {
			return m
		}
	}
}

func receiveAny(t *testing.T, c *websocket.Conn) api.LiveServerMessage {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), liveWait)
	defer cancel()
	_, b, err := c.Read(ctx)
	if err != nil {
		t.Fatalf("receive: %v", err)
	}
	var m api.LiveServerMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("message %s: %v", b, err)
	}
	return m
}

// subscribe sends a subscribe and answers the server's reply.
func subscribe(t *testing.T, c *websocket.Conn, topic, shareKey string) api.LiveServerMessage {
	t.Helper()
	send(t, c, api.LiveClientMessage{Op: api.LiveSubscribe, Topic: topic, ShareKey: shareKey})
	return hear(t, c)
}

// hear is the socket's next message but notifications and plan changes:
// videos arriving in a room notify its members on their topic, when the
// notification service gets to it, and a test that makes its user Premium
// tells that user's topic (on PostgreSQL through the hub, so later).
func hear(t *testing.T, c *websocket.Conn) api.LiveServerMessage {
	t.Helper()
	for {
		if m := receive(t, c); !strings.HasPrefix(m.Type, "notification:") && m.Type != api.EventPlanChanged {
			return m
		}
	}
}

func mustSubscribe(t *testing.T, c *websocket.Conn, topic, shareKey string) {
	t.Helper()
	if m := subscribe(t, c, topic, shareKey); m.Op != api.LiveSubscribed || m.Topic != topic {
		t.Fatalf("subscribe %s: %+v", topic, m)
	}
}

// publish sends an event through the service's hub, as the comment
// service will.
func publish(t *testing.T, env *apptest.Env, topic, typ string, data any) {
	t.Helper()
	if err := env.App.Live.Hub.Publish(context.Background(), topic, typ, data); err != nil {
		t.Fatal(err)
	}
}

func wantEvent(t *testing.T, c *websocket.Conn, topic, typ, data string) {
	t.Helper()
	next := receive
	if typ == api.EventVideoStatus {
		next = receiveAny
	}
	m := next(t, c)
	if m.Op != api.LiveEventOp || m.Topic != topic || m.Type != typ || string(m.Data) != data {
		t.Fatalf("got %+v (data %s), want %s %s %s", m, m.Data, topic, typ, data)
	}
}
