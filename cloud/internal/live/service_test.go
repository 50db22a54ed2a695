package live_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

// serve runs a Service with limits behind a test server whose sockets
// belong to user 1.
func serve(t *testing.T, limits live.Limits) (*live.Service, string) {
	t.Helper()
	return serveOn(t, live.NewService(live.NewLocal(), nil, nil, limits), 1)
}

// serveOn runs s behind a test server whose sockets belong to user.
func serveOn(t *testing.T, s *live.Service, user int64) (*live.Service, string) {
	t.Helper()
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		release, ok := s.Admit("test")
		if !ok {
			http.Error(w, "full", http.StatusTooManyRequests)
			return
		}
		defer release()
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		s.Serve(r.Context(), ws, live.Grant{UserID: user})
	}))
	t.Cleanup(ts.Close)
	return s, "ws" + strings.TrimPrefix(ts.URL, "http")
}

// dial opens a socket subscribed to user:1 and leaves it unread.
func dial(t *testing.T, url string) *websocket.Conn {
	t.Helper()
	ctx := context.Background()
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	c.Write(ctx, websocket.MessageText, []byte(`{"op":"subscribe","topic":"user:1"}`))
	if _, b, err := c.Read(ctx); err != nil || !strings.Contains(string(b), api.LiveSubscribed) {
		t.Fatalf("subscribe: %s %v", b, err)
	}
	return c
}

// waitClosed waits until the service has no socket open; the bound only
// stops a broken test.
func waitClosed(t *testing.T, s *live.Service) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for s.Open() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d sockets still open", s.Open())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestDeadClientDropped: a client that stops answering pings (it no longer
// reads) is dropped.
func TestDeadClientDropped(t *testing.T) {
	limits := live.DefaultLimits
	limits.PingEvery, limits.WriteTimeout = 20*time.Millisecond, 100*time.Millisecond
	s, url := serve(t, limits)
	dial(t, url)
	waitClosed(t, s)
}

// TestSlowClientDropped: a client that does not read while events keep
// coming is dropped once its queue is full, and publishing never waits
// for it.
func TestSlowClientDropped(t *testing.T) {
	limits := live.DefaultLimits
	limits.SendQueue = 4
	s, url := serve(t, limits)
	dial(t, url)
	event := strings.Repeat("x", 64<<10) // fills the socket's buffers quickly
	for i := 0; s.Open() != 0; i++ {
		if i > 10000 {
			t.Fatal("a client that reads nothing is still served after 10,000 events")
		}
		if err := s.Hub.Publish(context.Background(), live.UserTopic(1), api.EventCommentNew, event); err != nil {
			t.Fatal(err)
		}
	}
}
