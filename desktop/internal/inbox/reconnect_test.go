package inbox

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// fakeCloud answers the calls the inbox makes and plays one socket after
// another: each connection's script runs once it is subscribed.
type fakeCloud struct {
	t       *testing.T
	mu      sync.Mutex
	unread  int
	scripts []func(ctx context.Context, c *websocket.Conn)
	dialed  int
	// counted hears each answered unread count, so a script changes the
	// count only after the inbox read the one before.
	counted chan struct{}
}

// waitCounted waits until the inbox asked for the count.
func (f *fakeCloud) waitCounted(ctx context.Context) {
	select {
	case <-f.counted:
	case <-ctx.Done():
	}
}

func (f *fakeCloud) setUnread(n int) {
	f.mu.Lock()
	f.unread = n
	f.mu.Unlock()
}

func (f *fakeCloud) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/api/user/info":
		answer(w, api.User{ID: 42})
	case "/api/v2/notify/ticket":
		answer(w, api.NotifyTicket{Ticket: "t", ExpiresIn: 30})
	case "/api/notification/unread":
		f.mu.Lock()
		n := f.unread
		f.mu.Unlock()
		answer(w, api.NotificationList{Notices: []api.Notification{}, UnreadCount: n})
		f.counted <- struct{}{}
	case "/api/v2/notify":
		f.socket(w, r)
	default:
		http.NotFound(w, r)
	}
}

func answer(w http.ResponseWriter, data any) {
	json.NewEncoder(w).Encode(api.Envelope[any]{Data: data})
}

func (f *fakeCloud) socket(w http.ResponseWriter, r *http.Request) {
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	defer c.CloseNow()
	f.mu.Lock()
	var script func(context.Context, *websocket.Conn)
	if f.dialed < len(f.scripts) {
		script = f.scripts[f.dialed]
	}
	f.dialed++
	f.mu.Unlock()
	_, raw, err := c.Read(r.Context())
	var m api.LiveClientMessage
	if err != nil || json.Unmarshal(raw, &m) != nil || m.Op != api.LiveSubscribe || m.Topic != "user:42" {
		f.t.Errorf("the first message %s (%v) is not a subscription to user:42", raw, err)
		return
	}
	send(r.Context(), c, api.LiveServerMessage{Op: api.LiveSubscribed, Topic: m.Topic})
	f.waitCounted(r.Context())
	if script == nil {
		c.Read(r.Context()) // hold the socket until the client goes
		return
	}
	script(r.Context(), c)
}

func send(ctx context.Context, c *websocket.Conn, m api.LiveServerMessage) {
	b, _ := json.Marshal(m)
	c.Write(ctx, websocket.MessageText, b)
}

func event(typ string, data any) api.LiveServerMessage {
	b, _ := json.Marshal(data)
	return api.LiveServerMessage{Op: api.LiveEventOp, Topic: "user:42", Type: typ, Data: b}
}

// The socket drops: the inbox connects again, counts again, and goes on
// showing mentions (not room videos) and following the count.
func TestReconnectsAndFollows(t *testing.T) {
	f := &fakeCloud{t: t, unread: 2, counted: make(chan struct{}, 8)}
	f.scripts = []func(context.Context, *websocket.Conn){
		func(context.Context, *websocket.Conn) {}, // drops at once
		func(ctx context.Context, c *websocket.Conn) {
			f.setUnread(3)
			send(ctx, c, event(api.EventNotificationNew, api.Notification{ID: 5, Event: api.NotifyChannelVideo}))
			f.waitCounted(ctx)
			f.setUnread(4)
			send(ctx, c, event(api.EventNotificationNew, api.Notification{ID: 6, Event: api.NotifyMention,
				Subject: api.NotificationSubject{Nickname: "Ann"}, Extra: api.NotificationExtra{VideoID: 9, Content: "hi"}}))
			f.waitCounted(ctx)
			send(ctx, c, event(api.EventNotificationReadAll, api.NotificationChange{UnreadCount: 0}))
			c.Read(ctx)
		},
	}
	srv := httptest.NewServer(f)
	defer srv.Close()

	counts, toasts := make(chan int, 64), make(chan Toast, 8)
	box := New(Deps{
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
		Client:   func() (*client.Client, error) { return client.New(srv.URL), nil },
		Language: func() string { return "en" },
		Show:     func(t Toast) { toasts <- t },
		Count:    func(n int) { counts <- n },
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { box.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()

	for _, want := range []int{2, 2, 3, 4, 0} { // counted on each connection, then per event
		select {
		case got := <-counts:
			if got != want {
				t.Fatalf("count %d, want %d", got, want)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("no count %d", want)
		}
	}
	select {
	case got := <-toasts:
		if got.ID != "notification-6" || got.Title != "Ann mentioned you" || got.Page != "/video/9" {
			t.Fatalf("toast %+v", got)
		}
	default:
		t.Fatal("the mention showed no toast")
	}
	if len(toasts) != 0 {
		t.Fatalf("a room video showed a toast: %+v", <-toasts)
	}
}

// Signed out, the count is 0 and nothing is dialed; Restart after signing
// in connects at once.
func TestSignedOutThenIn(t *testing.T) {
	f := &fakeCloud{t: t, unread: 7, counted: make(chan struct{}, 8)}
	srv := httptest.NewServer(f)
	defer srv.Close()
	var mu sync.Mutex
	signedIn := false
	counts := make(chan int, 64)
	box := New(Deps{
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Client: func() (*client.Client, error) {
			mu.Lock()
			defer mu.Unlock()
			if !signedIn {
				return nil, fmt.Errorf("session: %w", session.ErrSignedOut)
			}
			return client.New(srv.URL), nil
		},
		Count: func(n int) { counts <- n },
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { box.Run(ctx); close(done) }()
	defer func() { cancel(); <-done }()

	if got := <-counts; got != 0 {
		t.Fatalf("signed out: count %d", got)
	}
	mu.Lock()
	signedIn = true
	mu.Unlock()
	box.Restart() // within MaxBackoff's wait, so only Restart can connect now
	select {
	case got := <-counts:
		if got != 7 || box.Unread() != 7 {
			t.Fatalf("signed in: count %d", got)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Restart did not connect")
	}
}
