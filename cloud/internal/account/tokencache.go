package account

import (
	"sync"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// Access tokens found live are kept in memory for a few seconds, so that a
// burst of requests costs one lookup instead of one each.
const (
	// tokenCacheTTL is how long a token found live is trusted without
	// asking the database again: the backstop should an announcement of
	// its revocation go astray on a silently dead connection.
	tokenCacheTTL = 5 * time.Second
	// tokenCacheMax bounds the memory: when full it starts afresh.
	tokenCacheMax = 10_000
)

// tokenCache maps access token hashes to their live token. Every change
// that ends tokens (logout, a refresh's rotation, a reused refresh token)
// drops the sign-in's entries at once: in this process directly, and from
// other instances through the store's notifications (ForgetSignIn). While
// those notifications cannot be heard (the listening connection is down)
// the cache is empty and bypassed.
//
// A lookup that began before a drop never fills the cache after it: every
// drop moves gen on, and put only stores what was read under the current
// gen, so a token revoked while it was being read is not kept.
type tokenCache struct {
	mu      sync.RWMutex
	entries map[string]cachedToken // by access hash
	gen     uint64
	on      bool
}

type cachedToken struct {
	token domain.Token
	until time.Time // the earlier of the token's expiry and the TTL
}

func newTokenCache() *tokenCache {
	return &tokenCache{entries: map[string]cachedToken{}, on: true}
}

// get is the live token of hash if it is cached and not past its time.
func (c *tokenCache) get(hash string, now time.Time) (domain.Token, bool) {
	c.mu.RLock()
	e, ok := c.entries[hash]
	c.mu.RUnlock()
	if !ok || !now.Before(e.until) {
		return domain.Token{}, false
	}
	return e.token, true
}

// begin is the generation a lookup starts under, to hand to put.
func (c *tokenCache) begin() uint64 {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.gen
}

// put keeps t, found live at now by a lookup begun under gen, unless
// anything was dropped since or the cache is bypassed.
func (c *tokenCache) put(hash string, t domain.Token, gen uint64, now time.Time) {
	until := now.Add(tokenCacheTTL)
	if t.AccessExpiresAt.Before(until) {
		until = t.AccessExpiresAt
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.on || gen != c.gen {
		return
	}
	if len(c.entries) >= tokenCacheMax {
		c.entries = map[string]cachedToken{}
	}
	c.entries[hash] = cachedToken{token: t, until: until}
}

// forget drops every entry of the sign-in family.
func (c *tokenCache) forget(family string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	for h, e := range c.entries {
		if e.token.Family == family {
			delete(c.entries, h)
		}
	}
}

// listening turns the cache on or off; either way it starts empty.
func (c *tokenCache) listening(up bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.on = up
	clear(c.entries)
}

func (c *tokenCache) len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.entries)
}
