package live

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"github.com/reelroom/reelroom/shared/api"
)

// conn is one open socket.
type conn struct {
	s      *Service
	ws     *websocket.Conn
	grant  Grant
	send   chan []byte
	limit  *rate.Limiter
	ctx    context.Context // the socket's: ends with it
	cancel context.CancelFunc
	chores sync.WaitGroup // membership checks under way (membership.go)
	subsMu sync.Mutex     // guards subs and lost: membership events change them from the hub's path
	subs   map[string]*subscription
	lost   int // how many times access to topics ended (membership.go)
	mu     sync.Mutex
	drop   websocket.StatusCode // why the server ends it; 0 while open
	reason string
}

func newConn(s *Service, ws *websocket.Conn, g Grant) *conn {
	ws.SetReadLimit(s.limits.MaxMessageBytes)
	return &conn{s: s, ws: ws, grant: g, send: make(chan []byte, s.limits.SendQueue),
		limit: rate.NewLimiter(rate.Limit(s.limits.MessagesPerSec), s.limits.MessageBurst), subs: map[string]*subscription{}}
}

// run reads the client's messages while the writer runs beside it, and
// ends with the first of them.
func (c *conn) run(ctx context.Context) {
	c.ctx, c.cancel = context.WithCancel(ctx)
	ctx = c.ctx
	defer c.cancel()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); c.write(ctx) }()
	stopWatching := c.watchMembership()
	c.read(ctx)
	stopWatching() // no membership check starts after this
	c.cancel()
	c.chores.Wait()
	for _, topic := range c.topics() {
		c.unsubscribe(topic)
	}
	wg.Wait()
	code, reason := c.ending()
	c.ws.Close(code, reason)
}

// topics is what the socket subscribes to.
func (c *conn) topics() []string {
	c.subsMu.Lock()
	defer c.subsMu.Unlock()
	out := make([]string, 0, len(c.subs))
	for topic := range c.subs {
		out = append(out, topic)
	}
	return out
}

// end asks the connection to close with code, once.
func (c *conn) end(code websocket.StatusCode, reason string) {
	c.mu.Lock()
	if c.drop == 0 {
		c.drop, c.reason = code, reason
	}
	c.mu.Unlock()
	c.cancel()
}

func (c *conn) ending() (websocket.StatusCode, string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.drop == 0 {
		return websocket.StatusNormalClosure, ""
	}
	return c.drop, c.reason
}

// enqueue hands msg to the writer without waiting; a client whose queue is
// full is too slow and is dropped, so publishers never wait for it.
func (c *conn) enqueue(msg []byte) {
	select {
	case c.send <- msg:
	default:
		c.end(websocket.StatusPolicyViolation, "too slow")
	}
}

func (c *conn) reply(m api.LiveServerMessage) {
	b, _ := json.Marshal(m)
	c.enqueue(b)
}

// write sends queued messages, and pings the client every PingEvery (one
// goroutine for both keeps an idle socket small); a client that does not
// answer within the write timeout is dropped.
func (c *conn) write(ctx context.Context) {
	t := time.NewTicker(c.s.limits.PingEvery)
	defer t.Stop()
	for {
		var err error
		select {
		case <-ctx.Done():
			return
		case msg := <-c.send:
			err = c.timed(func(ctx context.Context) error { return c.ws.Write(ctx, websocket.MessageText, msg) })
		case <-t.C:
			err = c.timed(c.ws.Ping)
		}
		if err != nil {
			c.end(websocket.StatusGoingAway, "write failed or no pong")
			return
		}
	}
}

// timed runs one write or ping within the write timeout. Not under the
// socket's context: ending that mid-write would cut the socket without the
// close frame that tells the client why.
func (c *conn) timed(f func(context.Context) error) error {
	ctx, cancel := context.WithTimeout(context.Background(), c.s.limits.WriteTimeout)
	defer cancel()
	return f(ctx)
}
