package live

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/access"
)

// Videos decides whether an actor may watch a video (access.View).
type Videos interface {
	CanView(ctx context.Context, a access.Actor, videoID int64) error
}

// Service accepts sockets, authorizes their subscriptions and feeds them
// from the hub.
type Service struct {
	Hub     Hub
	Tickets *Tickets
	videos  Videos
	rooms   Rooms
	limits  Limits
	gate    gate
}

// NewService serves sockets from hub within limits.
func NewService(hub Hub, tickets *Tickets, videos Videos, limits Limits) *Service {
	return &Service{Hub: hub, Tickets: tickets, videos: videos, limits: limits, gate: gate{byAddr: map[string]int{}}}
}

// Admit takes a place for a socket from addr; ok is false when the
// service or the address has as many open as the limits allow.
func (s *Service) Admit(addr string) (release func(), ok bool) { return s.gate.admit(s.limits, addr) }

// Open is the number of open sockets.
func (s *Service) Open() int { return s.gate.count() }

// Serve runs an accepted socket for g until either side ends it.
func (s *Service) Serve(ctx context.Context, ws *websocket.Conn, g Grant) {
	c := newConn(s, ws, g)
	c.run(ctx)
}

var errNotAllowed = errors.New("live: not allowed")

// authorize decides whether g may subscribe to topic, presenting shareKey,
// and answers the workspace of a room's topic. A user watches their own
// user topic; a video topic needs access.View, and an anonymous ticket
// reaches only the videos it was issued for; a room topic needs a
// signed-in user who may see the room.
func (s *Service) authorize(ctx context.Context, g Grant, topic, shareKey string) (team int64, err error) {
	kind, id, ok := parseTopic(topic)
	switch {
	case !ok:
		return 0, errNotAllowed
	case kind == "user":
		if g.UserID == 0 || id != g.UserID {
			return 0, errNotAllowed
		}
		return 0, nil
	case kind == "channel":
		if g.UserID == 0 || s.rooms == nil {
			return 0, errNotAllowed
		}
		return s.rooms.CanSee(ctx, g.UserID, id)
	case g.UserID == 0 && !contains(g.Videos, id):
		return 0, errNotAllowed
	}
	return 0, s.videos.CanView(ctx, access.Actor{UserID: g.UserID, ShareKey: shareKey}, id)
}

// parseTopic splits "video:12", "user:3" or "channel:5". Only rooms'
// ids may be negative: the built-in workspace's rooms' are.
func parseTopic(topic string) (string, int64, bool) {
	kind, num, _ := strings.Cut(topic, ":")
	id, err := strconv.ParseInt(num, 10, 64)
	if err != nil || id == 0 || (id < 0 && kind != "channel") || (kind != "video" && kind != "user" && kind != "channel") {
		return "", 0, false
	}
	return kind, id, true
}

func contains(ids []int64, id int64) bool {
	for _, v := range ids {
		if v == id {
			return true
		}
	}
	return false
}
