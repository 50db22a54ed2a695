package live

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strings"
	"sync/atomic"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// subscription is one topic a socket hears.
type subscription struct {
	stop     func()      // leaves the hub's topic
	team     int64       // the workspace of a room's topic
	shareKey string      // the key a video's topic was subscribed with
	open     atomic.Bool // delivering: false until held, and once access ended
}

// add holds topic (of workspace team, for a room; reached with shareKey,
// for a video) unless access to topics ended since lost was read: then it
// answers false and the caller checks access again. The hub is never
// called under subsMu: the hub delivers membership events, which take it,
// under its own lock.
func (c *conn) add(topic, shareKey string, team int64, lost int) bool {
	sub := &subscription{team: team, shareKey: shareKey}
	sub.stop = c.s.Hub.Subscribe(topic, func(msg []byte) {
		if sub.open.Load() {
			c.enqueue(msg)
		}
	})
	c.subsMu.Lock()
	current := c.lost == lost
	held := current && c.subs[topic] == nil
	if held {
		c.subs[topic] = sub
		sub.open.Store(true)
	}
	c.subsMu.Unlock()
	if !held {
		sub.stop()
	}
	return current
}

// unsubscribe lets topic go, at the client's word.
func (c *conn) unsubscribe(topic string) {
	c.subsMu.Lock()
	sub := c.subs[topic]
	delete(c.subs, topic)
	c.subsMu.Unlock()
	if sub != nil {
		sub.stop()
	}
}

// watchMembership makes a signed-in user's socket hear their own topic
// (whether or not the client subscribed to it) for the ends of their
// memberships, until the returned func is called.
func (c *conn) watchMembership() (stop func()) {
	if c.grant.UserID == 0 {
		return func() {}
	}
	return c.s.Hub.Subscribe(UserTopic(c.grant.UserID), c.membership)
}

// membership takes a message of the user's own topic: when they left a room
// or a workspace, the socket stops hearing the room topics they held
// through it before the hub delivers anything else. Membership events are
// published after the change is committed, and the hub delivers in order
// (PostgreSQL delivers notifications in commit order), so no event of the
// room published after the change reaches the socket. The topics of videos
// are checked again after (recheckVideos): access to one may have come
// through the room. Runs on the hub's path: it must not block.
func (c *conn) membership(msg []byte) {
	var m api.LiveServerMessage
	if json.Unmarshal(msg, &m) != nil || m.Op != api.LiveEventOp {
		return
	}
	switch m.Type {
	case api.EventChannelRemoved:
		var ev api.ChannelRemovedEvent
		if json.Unmarshal(m.Data, &ev) != nil {
			return
		}
		room := ChannelTopic(ev.ChannelID)
		c.revoke(func(topic string, _ *subscription) bool { return topic == room })
	case api.EventTeamRemoved:
		var ev api.TeamRemovedEvent
		if json.Unmarshal(m.Data, &ev) != nil {
			return
		}
		c.revoke(func(topic string, sub *subscription) bool {
			return sub.team == ev.TeamID && strings.HasPrefix(topic, "channel:")
		})
	default:
		return
	}
	c.chores.Add(1)
	go c.recheckVideos()
}

// recheckVideos checks access to the videos the socket hears anew: those
// of a room the user left may be out of reach now. Access refused ends the
// subscription; a failure to decide (the database) leaves it.
func (c *conn) recheckVideos() {
	defer c.chores.Done()
	c.subsMu.Lock()
	videos := map[string]*subscription{}
	for topic, sub := range c.subs {
		if strings.HasPrefix(topic, "video:") {
			videos[topic] = sub
		}
	}
	c.subsMu.Unlock()
	for topic, sub := range videos {
		_, err := c.s.authorize(c.ctx, c.grant, topic, sub.shareKey)
		if errors.Is(err, domain.ErrNotFound) || errors.Is(err, domain.ErrShareClosed) || errors.Is(err, domain.ErrForbidden) {
			c.revoke(func(_ string, held *subscription) bool { return held == sub })
		}
	}
}

// revoke ends the subscriptions lost says access to has ended, and tells
// the client of each (an error naming the topic, as a refused subscribe
// gets). The hub may be delivering under its lock, so the hub's
// subscriptions are left on another goroutine; until then they stay
// silent.
func (c *conn) revoke(lost func(topic string, sub *subscription) bool) {
	var stops []func()
	c.subsMu.Lock()
	c.lost++
	for topic, sub := range c.subs {
		if !lost(topic, sub) {
			continue
		}
		sub.open.Store(false)
		delete(c.subs, topic)
		stops = append(stops, sub.stop)
		c.reply(api.LiveServerMessage{Op: api.LiveError, Topic: topic, Msg: "Access ended"})
	}
	c.subsMu.Unlock()
	if len(stops) > 0 {
		go func() {
			for _, stop := range stops {
				stop()
			}
		}()
	}
}

// TeamEvents publishes the ends of workspace memberships, and of the sight
// of public rooms for members made visitors (it is the team package's
// Events).
type TeamEvents struct{ Hub Hub }

// LeftRoom publishes action:channel_removed to each user's topic.
func (e TeamEvents) LeftRoom(ctx context.Context, channelID, teamID int64, users []int64, deleted bool) {
	RoomEvents{Hub: e.Hub}.LeftRoom(ctx, channelID, teamID, users, deleted)
}

// LeftTeam publishes action:team_removed to each user's topic.
func (e TeamEvents) LeftTeam(ctx context.Context, teamID int64, users []int64, deleted bool) {
	tell(ctx, e.Hub, users, api.EventTeamRemoved, api.TeamRemovedEvent{TeamID: teamID, Deleted: deleted})
}

// LeftRoom publishes action:channel_removed to each user's topic.
func (e RoomEvents) LeftRoom(ctx context.Context, channelID, teamID int64, users []int64, deleted bool) {
	tell(ctx, e.Hub, users, api.EventChannelRemoved,
		api.ChannelRemovedEvent{ChannelID: channelID, TeamID: teamID, Deleted: deleted})
}

// tell publishes one event to each user's topic, in one go where the hub
// can (a workspace's members when it is deleted). A failure is logged: the
// change is committed; the user's pages find it when they next load.
func tell(ctx context.Context, hub Hub, users []int64, typ string, data any) {
	if each, ok := hub.(interface {
		PublishEach(ctx context.Context, events []Event) error
	}); ok && len(users) > 1 {
		events := make([]Event, len(users))
		for i, u := range users {
			events[i] = Event{Topic: UserTopic(u), Type: typ, Data: data}
		}
		if err := each.PublishEach(ctx, events); err != nil {
			slog.WarnContext(ctx, "publish membership events", "users", len(users), "type", typ, "err", err)
		}
		return
	}
	for _, u := range users {
		if err := hub.Publish(ctx, UserTopic(u), typ, data); err != nil {
			slog.WarnContext(ctx, "publish membership event", "user_id", u, "type", typ, "err", err)
		}
	}
}
