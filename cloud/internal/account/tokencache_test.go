package account

import (
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

func TestTokenCache(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	tok := domain.Token{UserID: 7, Family: "f", AccessExpiresAt: now.Add(time.Hour)}
	c := newTokenCache()

	c.put("h", tok, c.begin(), now)
	if got, ok := c.get("h", now); !ok || got.UserID != 7 {
		t.Fatal("a token just put is not cached")
	}
	if _, ok := c.get("h", now.Add(tokenCacheTTL)); ok {
		t.Fatal("an entry outlived the TTL")
	}

	// A lookup begun before a sign-in was dropped does not fill the cache
	// after: what it read may be the token just revoked.
	gen := c.begin()
	c.forget("f")
	if _, ok := c.get("h", now); ok {
		t.Fatal("forget left the family's token")
	}
	c.put("h", tok, gen, now)
	if _, ok := c.get("h", now); ok {
		t.Fatal("a lookup from before forget filled the cache")
	}

	// Not listening: empty, and nothing is kept.
	c.put("h", tok, c.begin(), now)
	c.listening(false)
	if _, ok := c.get("h", now); ok {
		t.Fatal("the cache kept entries when listening stopped")
	}
	c.put("h", tok, c.begin(), now)
	if c.len() != 0 {
		t.Fatal("the cache filled while not listening")
	}
	gen = c.begin()
	c.listening(true)
	c.put("h", tok, gen, now)
	if c.len() != 0 {
		t.Fatal("a lookup from while not listening filled the cache")
	}
	c.put("h", tok, c.begin(), now)
	if c.len() != 1 {
		t.Fatal("listening again, the cache does not fill")
	}

	// Never past the token's own expiry.
	short := tok
	short.AccessExpiresAt = now.Add(time.Second)
	c.put("s", short, c.begin(), now)
	if _, ok := c.get("s", now.Add(time.Second)); ok {
		t.Fatal("an expired token was served from the cache")
	}
}
