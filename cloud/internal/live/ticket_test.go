package live_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/store"
)

const ticketKey = "0123456789abcdef0123456789abcdef"

// openStore is a fresh database (PostgreSQL when TEST_PG_DSN is set).
func openStore(t *testing.T) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), apptest.DatabaseURL(t, t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func TestTickets(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	tk := live.NewTickets([]byte(ticketKey), openStore(t))
	tk.SetClock(func() time.Time { return now })
	other := live.NewTickets([]byte("another key, another service....."), nil)

	g, err := tk.Redeem(ctx, tk.Issue(live.Grant{Videos: []int64{4}}))
	if err != nil || g.UserID != 0 || len(g.Videos) != 1 || g.Videos[0] != 4 {
		t.Fatalf("redeem = %+v, %v", g, err)
	}
	used := tk.Issue(live.Grant{UserID: 9})
	if g, err := tk.Redeem(ctx, used); err != nil || g.UserID != 9 {
		t.Fatalf("redeem = %+v, %v", g, err)
	}
	expired := tk.Issue(live.Grant{UserID: 9})
	forged := tk.Issue(live.Grant{UserID: 9})
	forged = forged[:len(forged)-2] + "AA"
	late := now.Add(live.TicketTTL)
	cases := []struct {
		name   string
		ticket string
		at     time.Time
	}{
		{"replayed", used, now},
		{"expired", expired, late},
		{"forged signature", forged, now},
		{"other key", other.Issue(live.Grant{UserID: 9}), now},
		{"empty", "", now},
		{"garbage", "a.b.c", now},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			now = tc.at
			if _, err := tk.Redeem(ctx, tc.ticket); !errors.Is(err, live.ErrBadTicket) {
				t.Fatalf("err = %v", err)
			}
		})
	}
}

// TestTicketsAcrossInstances: two instances sharing the key and the
// database accept a ticket once between them, and sweep expired
// redemptions without reopening them.
func TestTicketsAcrossInstances(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	a, b := live.NewTickets([]byte(ticketKey), st), live.NewTickets([]byte(ticketKey), st)
	a.SetClock(clock)
	b.SetClock(clock)

	ticket := a.Issue(live.Grant{UserID: 7})
	if g, err := b.Redeem(ctx, ticket); err != nil || g.UserID != 7 {
		t.Fatalf("first redeem on the other instance = %+v, %v", g, err)
	}
	if _, err := a.Redeem(ctx, ticket); !errors.Is(err, live.ErrBadTicket) {
		t.Fatalf("replay on the issuing instance: %v", err)
	}
	if _, err := b.Redeem(ctx, ticket); !errors.Is(err, live.ErrBadTicket) {
		t.Fatalf("replay on the same instance: %v", err)
	}

	nonce := nonceOf(t, ticket)
	if err := st.RedeemNonce(ctx, nonce, now); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the redemption is not recorded: %v", err)
	}

	// Long after, a new redemption sweeps the expired one, which stays
	// refused for its expiry.
	now = now.Add(3 * live.TicketTTL)
	if _, err := a.Redeem(ctx, a.Issue(live.Grant{UserID: 8})); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Redeem(ctx, ticket); !errors.Is(err, live.ErrBadTicket) {
		t.Fatalf("an expired ticket is accepted after the sweep: %v", err)
	}
	if err := st.RedeemNonce(ctx, nonce, now); err != nil {
		t.Fatalf("the expired redemption was not swept: %v", err)
	}
}

// nonceOf reads the nonce out of a ticket's signed body.
func nonceOf(t *testing.T, ticket string) string {
	t.Helper()
	body, _, _ := strings.Cut(ticket, ".")
	raw, err := base64.RawURLEncoding.DecodeString(body)
	var c struct {
		Nonce string `json:"n"`
	}
	if err != nil || json.Unmarshal(raw, &c) != nil || c.Nonce == "" {
		t.Fatalf("no nonce in ticket %q", ticket)
	}
	return c.Nonce
}
