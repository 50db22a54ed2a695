package live

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// read handles the client's messages until the socket ends. A client that
// sends faster than its rate allows is closed with a policy violation.
func (c *conn) read(ctx context.Context) {
	for {
		typ, b, err := c.ws.Read(ctx)
		if err != nil {
			if websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
				c.end(websocket.StatusMessageTooBig, "message too big")
			}
			return
		}
		if !c.limit.Allow() {
			c.end(websocket.StatusPolicyViolation, "too many messages")
			return
		}
		var m api.LiveClientMessage
		if typ != websocket.MessageText || json.Unmarshal(b, &m) != nil {
			c.reply(api.LiveServerMessage{Op: api.LiveError, Msg: "Bad message"})
			continue
		}
		c.handle(ctx, m)
	}
}

func (c *conn) handle(ctx context.Context, m api.LiveClientMessage) {
	switch m.Op {
	case api.LivePing:
		c.reply(api.LiveServerMessage{Op: api.LivePong})
	case api.LiveSubscribe:
		c.subscribe(ctx, m)
	case api.LiveUnsubscribe:
		if topic, ok := canonical(m.Topic); ok {
			c.unsubscribe(topic)
		}
	default:
		c.reply(api.LiveServerMessage{Op: api.LiveError, Msg: "Unknown op"})
	}
}

// subscribe checks access to the topic anew, each time: a link closed since
// the ticket was issued no longer reaches the video.
func (c *conn) subscribe(ctx context.Context, m api.LiveClientMessage) {
	topic, ok := canonical(m.Topic)
	refuse := func(msg string) {
		c.reply(api.LiveServerMessage{Op: api.LiveError, Topic: m.Topic, Msg: msg})
	}
	if !ok {
		refuse("Unknown topic")
		return
	}
	for {
		c.subsMu.Lock()
		held, count, lost := c.subs[topic] != nil, len(c.subs), c.lost
		c.subsMu.Unlock()
		switch {
		case held:
			c.reply(api.LiveServerMessage{Op: api.LiveSubscribed, Topic: topic})
			return
		case count >= c.s.limits.MaxSubscriptions:
			refuse("Too many subscriptions")
			return
		}
		team, err := c.s.authorize(ctx, c.grant, topic, m.ShareKey)
		switch {
		case errors.Is(err, domain.ErrShareClosed):
			refuse("Sharing closed")
			return
		case err != nil:
			refuse("Not found")
			return
		}
		// A membership that ended while access was being checked may have
		// ended this access too: check again.
		if c.add(topic, m.ShareKey, team, lost) {
			c.reply(api.LiveServerMessage{Op: api.LiveSubscribed, Topic: topic})
			return
		}
	}
}

// canonical is topic as the hub names it ("video:012" is "video:12").
func canonical(topic string) (string, bool) {
	kind, id, ok := parseTopic(topic)
	if !ok {
		return "", false
	}
	switch kind {
	case "user":
		return UserTopic(id), true
	case "channel":
		return ChannelTopic(id), true
	}
	return VideoTopic(id), true
}
