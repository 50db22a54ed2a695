package live

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
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

// Nonces records redeemed tickets where every instance sees them (the
// database), so that a ticket opens one socket whichever instance it
// reaches.
type Nonces interface {
	// RedeemNonce records a nonce as used until expires; one recorded
	// before is domain.ErrConflict.
	RedeemNonce(ctx context.Context, nonce string, expires time.Time) error
	// SweepNonces forgets the nonces expired by now.
	SweepNonces(ctx context.Context, now time.Time) error
}

// Tickets issues and redeems single-use tickets. They are signed, so any
// instance sharing the key accepts them, and redeemed through Nonces, so
// none accepts one twice.
type Tickets struct {
	key    []byte
	nonces Nonces
	now    func() time.Time
	mu     sync.Mutex
	swept  time.Time // when expired nonces were last swept
}

// NewTickets signs with key and records redemptions in nonces.
func NewTickets(key []byte, nonces Nonces) *Tickets {
	return &Tickets{key: key, nonces: nonces, now: time.Now}
}

// SetClock replaces the clock (tests).
func (t *Tickets) SetClock(now func() time.Time) { t.now = now }

// Issue makes a ticket for g.
func (t *Tickets) Issue(g Grant) string {
	body, _ := json.Marshal(claims{Grant: g, Expires: t.now().Add(TicketTTL).UnixMilli(), Nonce: randomID()})
	b := base64.RawURLEncoding.EncodeToString(body)
	return b + "." + base64.RawURLEncoding.EncodeToString(t.sign(b))
}

// Redeem checks a ticket and marks it used: ErrBadTicket when it is
// forged, expired or used already (here or on another instance).
func (t *Tickets) Redeem(ctx context.Context, ticket string) (Grant, error) {
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
	t.sweep(ctx, now)
	err = t.nonces.RedeemNonce(ctx, c.Nonce, expires)
	if errors.Is(err, domain.ErrConflict) {
		return Grant{}, ErrBadTicket
	}
	if err != nil {
		return Grant{}, fmt.Errorf("live: redeem ticket: %w", err)
	}
	return c.Grant, nil
}

func (t *Tickets) sign(b string) []byte {
	m := hmac.New(sha256.New, t.key)
	m.Write([]byte("notify-ticket:" + b))
	return m.Sum(nil)
}

// sweep forgets nonces expired a TicketTTL ago (a margin for instances
// whose clocks differ), at most once per TicketTTL here; a failed sweep
// only leaves rows for the next one.
func (t *Tickets) sweep(ctx context.Context, now time.Time) {
	t.mu.Lock()
	due := now.Sub(t.swept) >= TicketTTL
	if due {
		t.swept = now
	}
	t.mu.Unlock()
	if !due {
		return
	}
	if err := t.nonces.SweepNonces(ctx, now.Add(-TicketTTL)); err != nil {
		slog.WarnContext(ctx, "sweep redeemed tickets", "err", err)
	}
}
