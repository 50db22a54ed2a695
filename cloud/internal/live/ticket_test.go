package live_test

import (
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/live"
)

func TestTickets(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	tk := live.NewTickets([]byte("0123456789abcdef0123456789abcdef"))
	tk.SetClock(func() time.Time { return now })
	other := live.NewTickets([]byte("another key, another service....."))

	g, err := tk.Redeem(tk.Issue(live.Grant{Videos: []int64{4}}))
	if err != nil || g.UserID != 0 || len(g.Videos) != 1 || g.Videos[0] != 4 {
		t.Fatalf("redeem = %+v, %v", g, err)
	}
	used := tk.Issue(live.Grant{UserID: 9})
	if g, err := tk.Redeem(used); err != nil || g.UserID != 9 {
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
			if _, err := tk.Redeem(tc.ticket); !errors.Is(err, live.ErrBadTicket) {
				t.Fatalf("err = %v", err)
			}
		})
	}
}
