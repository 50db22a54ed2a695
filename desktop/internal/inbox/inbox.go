// Package inbox follows the signed-in user's notifications for the desktop
// app: one live socket to the cloud (topic "user:{id}"), a native
// notification (a Toast) for each new unread mention or reply, and the
// unread count the tray shows.
package inbox

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/locale"
	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/shared/client"
)

// Reconnecting waits between MinBackoff and MaxBackoff, doubling after
// each attempt that did not get as far as a subscribed socket.
const (
	MinBackoff = time.Second
	MaxBackoff = time.Minute
)

// Deps are what the inbox needs from the app.
type Deps struct {
	Log *slog.Logger
	// Client is the signed-in user's API client (session.ErrSignedOut when
	// nobody is signed in).
	Client func() (*client.Client, error)
	// Language is the app's language.
	Language func() string
	// Show sends a native notification.
	Show func(Toast)
	// Count hears the unread count whenever it may have changed.
	Count func(unread int)
}

// Inbox keeps the socket while someone is signed in; Run drives it.
type Inbox struct {
	d    Deps
	kick chan struct{}

	mu         sync.Mutex
	cancel     context.CancelFunc // of the current connection
	unread     int
	subscribed bool
}

// New makes an inbox; call Run to start it.
func New(d Deps) *Inbox {
	return &Inbox{d: d, kick: make(chan struct{}, 1)}
}

// Unread is the unread count as last heard (0 while signed out).
func (b *Inbox) Unread() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.unread
}

// Subscribed says whether the socket is open and subscribed to the user's
// topic, with the count read since.
func (b *Inbox) Subscribed() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.subscribed
}

// setSubscribed keeps whether the socket is subscribed.
func (b *Inbox) setSubscribed(on bool) {
	b.mu.Lock()
	b.subscribed = on
	b.mu.Unlock()
}

// Restart drops the current connection and connects again at once: call
// it when the user signed in, signed out or changed servers.
func (b *Inbox) Restart() {
	b.mu.Lock()
	if b.cancel != nil {
		b.cancel()
	}
	b.mu.Unlock()
	select {
	case b.kick <- struct{}{}:
	default:
	}
}

// Run connects, follows and reconnects until ctx ends.
func (b *Inbox) Run(ctx context.Context) {
	delay := MinBackoff
	for ctx.Err() == nil {
		conn, cancel := context.WithCancel(ctx)
		b.mu.Lock()
		b.cancel = cancel
		b.mu.Unlock()
		subscribed, err := b.follow(conn)
		cancel()
		b.setSubscribed(false)
		switch {
		case errors.Is(err, session.ErrSignedOut):
			b.setUnread(0)
			delay = MaxBackoff // until Restart: someone signs in
		case err != nil && conn.Err() == nil:
			b.d.Log.Warn("notifications: the live socket ended", "err", err)
		}
		if subscribed {
			delay = MinBackoff
		}
		select {
		case <-ctx.Done():
			return
		case <-b.kick:
			delay = MinBackoff
		case <-time.After(delay):
			delay = min(2*delay, MaxBackoff)
		}
	}
}

// setUnread keeps n and tells the app.
func (b *Inbox) setUnread(n int) {
	b.mu.Lock()
	b.unread = n
	b.mu.Unlock()
	if b.d.Count != nil {
		b.d.Count(n)
	}
}

// words are the inbox's words in the app's language.
func (b *Inbox) words() locale.Inbox {
	lang := ""
	if b.d.Language != nil {
		lang = b.d.Language()
	}
	return locale.InboxFor(lang)
}
