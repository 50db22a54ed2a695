package httpapi

import (
	"context"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gin-gonic/gin"
)

// Health check timing: the database is asked at most once per
// readyRecheck, and not for longer than readyPingTimeout.
const (
	readyRecheck     = 5 * time.Second
	readyPingTimeout = 2 * time.Second
)

// readiness answers /healthz from memory: whether the database answered
// its last ping, which is asked again at most every recheck, by one request
// while the others answer what was last known. Load balancers and
// monitors polling /healthz so cost the database nothing per call.
type readiness struct {
	ping    func(context.Context) error
	recheck time.Duration
	now     func() time.Time

	ok      atomic.Bool
	due     atomic.Int64 // unix nanoseconds of the next ping
	pinging sync.Mutex
}

// newReadiness starts as ready: it is made once the database has been
// opened and migrated.
func newReadiness(ping func(context.Context) error, recheck time.Duration, now func() time.Time) *readiness {
	r := &readiness{ping: ping, recheck: recheck, now: now}
	r.ok.Store(true)
	r.due.Store(now().Add(recheck).UnixNano())
	return r
}

// ready reports the database's state, pinging it if the last ping is old.
func (r *readiness) ready(ctx context.Context) bool {
	if r.now().UnixNano() < r.due.Load() || !r.pinging.TryLock() {
		return r.ok.Load()
	}
	defer r.pinging.Unlock()
	if r.now().UnixNano() < r.due.Load() { // another request just asked
		return r.ok.Load()
	}
	ctx, cancel := context.WithTimeout(ctx, readyPingTimeout)
	defer cancel()
	ok := r.ping(ctx) == nil
	r.ok.Store(ok)
	r.due.Store(r.now().Add(r.recheck).UnixNano())
	return ok
}

func (r *readiness) handler(c *gin.Context) {
	if !r.ready(c.Request.Context()) {
		c.JSON(http.StatusServiceUnavailable, gin.H{"status": "database unavailable"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "ok"})
}
