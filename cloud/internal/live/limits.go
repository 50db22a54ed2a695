package live

import (
	"sync"
	"time"
)

// Limits bound what connections may take.
type Limits struct {
	MaxConns         int           // open sockets on this instance
	MaxPerAddress    int           // open sockets from one client address
	MaxSubscriptions int           // topics one socket may watch
	MaxMessageBytes  int64         // largest client message
	MessagesPerSec   float64       // sustained client messages per socket
	MessageBurst     int           // client messages a socket may send at once
	SendQueue        int           // messages waiting for a socket; a client that falls further behind is dropped
	PingEvery        time.Duration // server pings; a client that does not answer in time is dropped
	WriteTimeout     time.Duration // for one message or ping
}

// DefaultLimits are the service's.
var DefaultLimits = Limits{
	MaxConns: 20000, MaxPerAddress: 200, MaxSubscriptions: 50, MaxMessageBytes: 4 << 10,
	MessagesPerSec: 10, MessageBurst: 60, SendQueue: 64, // the burst lets a reconnecting client resubscribe every topic at once
	PingEvery: 30 * time.Second, WriteTimeout: 10 * time.Second,
}

// gate counts open sockets, in all and per address.
type gate struct {
	mu     sync.Mutex
	open   int
	byAddr map[string]int
}

// admit takes a place for a socket from addr, if the limits leave one.
func (g *gate) admit(l Limits, addr string) (release func(), ok bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.open >= l.MaxConns || g.byAddr[addr] >= l.MaxPerAddress {
		return nil, false
	}
	g.open++
	g.byAddr[addr]++
	var once sync.Once
	return func() {
		once.Do(func() {
			g.mu.Lock()
			defer g.mu.Unlock()
			g.open--
			if g.byAddr[addr]--; g.byAddr[addr] == 0 {
				delete(g.byAddr, addr)
			}
		})
	}, true
}

// count is the number of open sockets.
func (g *gate) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.open
}
