package apptest

import (
	"sync"
	"time"
)

// Clock is a time the test moves, safe to read from the service's goroutines.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock is a clock standing at now.
func NewClock(now time.Time) *Clock { return &Clock{now: now} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Add moves the clock on by d.
func (c *Clock) Add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}
