package live

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"time"
)

// TicketTTL is how long a ticket may wait before it opens a socket.
const TicketTTL = 30 * time.Second

// ErrBadTicket is a ticket that is forged, expired or already used.
var ErrBadTicket = errors.New("live: bad ticket")

// Grant is who a ticket was issued to: a user, or (UserID 0) an anonymous
// viewer allowed only the videos its share key reached.
type Grant struct {
	UserID int64   `json:"u,omitempty"`
	Videos []int64 `json:"v,omitempty"`
}

type claims struct {
	Grant
	Expires int64  `json:"e"`
	Nonce   string `json:"n"`
}

// Tickets issues and redeems single-use tickets. They are signed, so any
// instance sharing the key accepts them; a ticket is refused a second time
// by the instance that redeemed it (the load balancer's instance choice
// cannot be known here: a 30 s replay window on another instance remains).
type Tickets struct {
	key []byte
	now func() time.Time
	mu  sync.Mutex
	// used holds redeemed nonces until they expire; swept holds when
	// expired ones were last removed.
	used  map[string]time.Time
	swept time.Time
}

// NewTickets signs with key.
func NewTickets(key []byte) *Tickets {
	return &Tickets{key: key, now: time.Now, used: map[string]time.Time{}}
}

// SetClock replaces the clock (tests).
func (t *Tickets) SetClock(now func() time.Time) { t.now = now }

// Issue makes a ticket for g.
func (t *Tickets) Issue(g Grant) string {
	body, _ := json.Marshal(claims{Grant: g, Expires: t.now().Add(TicketTTL).UnixMilli(), Nonce: randomID()})
	b := base64.RawURLEncoding.EncodeToString(body)
	return b + "." + base64.RawURLEncoding.EncodeToString(t.sign(b))
}

// Redeem checks a ticket and marks it used.
func (t *Tickets) Redeem(ticket string) (Grant, error) {
	b, sig, ok := strings.Cut(ticket, ".")
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if !ok || err != nil || !hmac.Equal(got, t.sign(b)) {
		return Grant{}, ErrBadTicket
	}
	body, err := base64.RawURLEncoding.DecodeString(b)
	var c claims
	if err != nil || json.Unmarshal(body, &c) != nil {
		return Grant{}, ErrBadTicket
	}
	now := t.now()
	expires := time.UnixMilli(c.Expires)
	if !now.Before(expires) {
		return Grant{}, ErrBadTicket
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.sweep(now)
	if _, seen := t.used[c.Nonce]; seen {
		return Grant{}, ErrBadTicket
	}
	t.used[c.Nonce] = expires
	return c.Grant, nil
}

func (t *Tickets) sign(b string) []byte {
	m := hmac.New(sha256.New, t.key)
	m.Write([]byte("notify-ticket:" + b))
	return m.Sum(nil)
}

// sweep forgets expired nonces, at most once per TicketTTL.
func (t *Tickets) sweep(now time.Time) {
	if now.Sub(t.swept) < TicketTTL {
		return
	}
	t.swept = now
	for n, e := range t.used {
		if !now.Before(e) {
			delete(t.used, n)
		}
	}
}
