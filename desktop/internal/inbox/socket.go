package inbox

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// callTimeout bounds each API call the inbox makes.
const callTimeout = 30 * time.Second

// maxMessage is the largest socket message read (a notification carries
// its comment's blocks).
const maxMessage = 1 << 20

// follow opens one socket as the signed-in user, subscribes to their topic
// and handles its events until it ends; subscribed says whether it got that
// far.
func (b *Inbox) follow(ctx context.Context) (subscribed bool, err error) {
	c, err := b.d.Client()
	if err != nil {
		return false, err
	}
	call, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	me, err := c.UserInfo(call)
	if err != nil {
		return false, err
	}
	ticket, err := c.NotifyTicket(call)
	if err != nil {
		return false, err
	}
	ws, _, err := websocket.Dial(call, c.NotifySocketURL(ticket.Ticket), nil)
	if err != nil {
		return false, fmt.Errorf("dial: %w", err)
	}
	defer ws.CloseNow()
	ws.SetReadLimit(maxMessage)
	topic := fmt.Sprintf("user:%d", me.ID)
	sub, _ := json.Marshal(api.LiveClientMessage{Op: api.LiveSubscribe, Topic: topic})
	if err := ws.Write(call, websocket.MessageText, sub); err != nil {
		return false, fmt.Errorf("subscribe: %w", err)
	}
	for {
		_, raw, err := ws.Read(ctx)
		if err != nil {
			return subscribed, err
		}
		var m api.LiveServerMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			return subscribed, fmt.Errorf("a socket message: %w", err)
		}
		switch {
		case m.Op == api.LiveSubscribed && m.Topic == topic:
			// Counted only now, so no event between the count and the
			// subscription is missed.
			subscribed = true
			if err := b.recount(ctx, c); err != nil {
				return subscribed, err
			}
			b.setSubscribed(true)
		case m.Op == api.LiveError:
			return subscribed, fmt.Errorf("the socket refused: %s", m.Msg)
		case m.Op == api.LiveEventOp && m.Topic == topic:
			if err := b.event(ctx, c, m); err != nil {
				return subscribed, err
			}
		}
	}
}

// event handles one event of the user's topic.
func (b *Inbox) event(ctx context.Context, c *client.Client, m api.LiveServerMessage) error {
	switch m.Type {
	case api.EventNotificationNew:
		var n api.Notification
		if err := json.Unmarshal(m.Data, &n); err != nil {
			return fmt.Errorf("%s: %w", m.Type, err)
		}
		if t, ok := ToastFor(n, b.words()); ok && b.d.Show != nil {
			b.d.Show(t)
		}
		// A new one carries no count, and a grouped one may already have
		// been counted: ask.
		return b.recount(ctx, c)
	case api.EventNotificationRead, api.EventNotificationUnread, api.EventNotificationReadAll,
		api.EventNotificationEmpty, api.EventNotificationDelete:
		var ch api.NotificationChange
		if err := json.Unmarshal(m.Data, &ch); err != nil {
			return fmt.Errorf("%s: %w", m.Type, err)
		}
		b.setUnread(ch.UnreadCount)
	}
	return nil
}

// recount asks the server for the unread count.
func (b *Inbox) recount(ctx context.Context, c *client.Client) error {
	call, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	l, err := c.NotificationUnread(call)
	if err != nil {
		return fmt.Errorf("unread count: %w", err)
	}
	b.setUnread(l.UnreadCount)
	return nil
}
