package plan

import (
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func days(n int) time.Duration { return time.Duration(n) * day }

func paidPlan(state api.SubscriptionState, end time.Time) *domain.PaidPlan {
	return &domain.PaidPlan{UserID: 7, Type: api.PlanMonthly, Platform: api.PayStripe, State: state, PeriodEnd: end}
}

func fixed(kind domain.GrantKind, start time.Time, end *time.Time) domain.Grant {
	return domain.Grant{ID: 1, UserID: 7, Kind: kind, Source: string(kind), StartAt: start, EndAt: end, EarnedAt: start}
}

// trial is a trial grant of n days earned at earned, starting at start.
func trial(id int64, n int, earned, start time.Time) domain.Grant {
	end := start.Add(days(n))
	return domain.Grant{ID: id, UserID: 7, Kind: domain.GrantInvite, Source: "invitation:" + string(rune('a'+id)),
		Days: n, StartAt: start, EndAt: &end, EarnedAt: earned}
}

func at(t time.Time) *time.Time { return &t }

// The rule: which plan and entitlements a user has at a moment.
func TestDecide(t *testing.T) {
	for _, tc := range []struct {
		name     string
		paid     *domain.PaidPlan
		grants   []domain.Grant
		at       time.Time
		premium  bool
		plan     api.PlanType
		state    api.SubscriptionState
		trialEnd time.Time
	}{
		{"nothing", nil, nil, t0, false, api.PlanFree, api.SubNone, time.Time{}},
		{"paid and renewing", paidPlan(api.SubActive, t0.Add(days(10))), nil, t0, true, api.PlanMonthly, api.SubActive, time.Time{}},
		{"paid, cancelled, period running", paidPlan(api.SubUnsubscribed, t0.Add(days(1))), nil, t0, true, api.PlanMonthly, api.SubUnsubscribed, time.Time{}},
		{"paid, cancelled, period over", paidPlan(api.SubUnsubscribed, t0.Add(-time.Second)), nil, t0, false, api.PlanFree, api.SubExpired, time.Time{}},
		{"renewal payment failing", paidPlan(api.SubPastDue, t0.Add(days(3))), nil, t0, true, api.PlanMonthly, api.SubPastDue, time.Time{}},
		{"expired", paidPlan(api.SubExpired, t0.Add(-days(3))), nil, t0, false, api.PlanFree, api.SubExpired, time.Time{}},
		{"first payment waiting", paidPlan(api.SubIncomplete, t0.Add(days(30))), nil, t0, false, api.PlanFree, api.SubIncomplete, time.Time{}},
		{"operator's grant running", nil, []domain.Grant{fixed(domain.GrantAdmin, t0.Add(-days(1)), at(t0.Add(days(2))))}, t0,
			true, api.PlanActivity, api.SubTrial, t0.Add(days(2))},
		{"operator's grant over", nil, []domain.Grant{fixed(domain.GrantAdmin, t0.Add(-days(3)), at(t0))}, t0,
			false, api.PlanFree, api.SubNone, time.Time{}},
		{"operator's grant with no end", nil, []domain.Grant{fixed(domain.GrantAdmin, t0.Add(-days(300)), nil)}, t0,
			true, api.PlanActivity, api.SubTrial, time.Time{}},
		{"revoked grant", nil, []domain.Grant{func() domain.Grant {
			g := fixed(domain.GrantAdmin, t0.Add(-days(3)), nil)
			g.RevokedAt = at(t0.Add(-time.Hour))
			return g
		}()}, t0, false, api.PlanFree, api.SubNone, time.Time{}},
		{"privilege", nil, []domain.Grant{fixed(domain.GrantPrivilege, t0.Add(-days(3)), nil)}, t0,
			true, api.PlanActivity, api.SubPrivilege, time.Time{}},
		{"paid wins over a grant", paidPlan(api.SubActive, t0.Add(days(5))), []domain.Grant{fixed(domain.GrantPrivilege, t0, nil)}, t0,
			true, api.PlanMonthly, api.SubActive, time.Time{}},
		{"trial running", nil, []domain.Grant{trial(1, 7, t0.Add(-days(2)), t0.Add(-days(2)))}, t0,
			true, api.PlanActivity, api.SubTrial, t0.Add(days(5))},
		{"two trials run one after the other", nil, []domain.Grant{trial(1, 7, t0.Add(-days(2)), t0.Add(-days(2))),
			trial(2, 7, t0.Add(-days(1)), t0.Add(-days(1)))}, t0.Add(days(6)),
			true, api.PlanActivity, api.SubTrial, t0.Add(days(12))},
		{"trial and operator's grant meeting", nil, []domain.Grant{trial(1, 7, t0, t0),
			fixed(domain.GrantAdmin, t0.Add(days(7)), at(t0.Add(days(20))))}, t0.Add(days(1)),
			true, api.PlanActivity, api.SubTrial, t0.Add(days(20))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Decide(tc.paid, tc.grants, tc.at, Basic)
			if s.Premium != tc.premium || s.PlanType != tc.plan || s.State != tc.state || !s.TrialEnd.Equal(tc.trialEnd) {
				t.Fatalf("got premium %v plan %s state %s trial end %v; want %v %s %s %v",
					s.Premium, s.PlanType, s.State, s.TrialEnd, tc.premium, tc.plan, tc.state, tc.trialEnd)
			}
			want := Basic
			if tc.premium {
				want = Premium
			}
			if s.Entitlements != want {
				t.Fatalf("entitlements %+v, want %+v", s.Entitlements, want)
			}
			c := Current(s)
			if c.PlanType != tc.plan || c.State != tc.state || c.Entitlements != want || c.Permission.CanBilling || c.Permission.CanCancel {
				t.Fatalf("current plan %+v", c)
			}
		})
	}
}

// Basic and Premium are the spec's limits.
func TestEntitlementsOfThePlans(t *testing.T) {
	if Basic.VideoLimit != 30 || Basic.RecordDurationLimit != 300 || Basic.MaxHeight != 1080 || Basic.Download || Basic.Annotation {
		t.Fatalf("Basic %+v", Basic)
	}
	if Premium.VideoLimit != -1 || Premium.RecordDurationLimit != -1 || Premium.MaxHeight != 2160 || !Premium.Download {
		t.Fatalf("Premium %+v", Premium)
	}
}

// A trial earned while a paid plan runs waits for its end, the end the paid
// plan now has (a renewal pushes it on); one earned on Basic starts at once.
func TestTrialAfterPaid(t *testing.T) {
	paidEnd := t0.Add(days(10))
	paid := paidPlan(api.SubActive, paidEnd)
	start := TrialStart(paid, t0)
	if !start.Equal(paidEnd) {
		t.Fatalf("a trial earned while paid starts at %v, want the paid plan's end %v", start, paidEnd)
	}
	if s := TrialStart(nil, t0); !s.Equal(t0) {
		t.Fatalf("a trial earned on Basic starts at %v", s)
	}
	grants := []domain.Grant{trial(1, 7, t0, start)}
	for _, tc := range []struct {
		name    string
		paid    *domain.PaidPlan
		at      time.Time
		premium bool
		state   api.SubscriptionState
	}{
		{"paid running", paid, t0.Add(days(5)), true, api.SubActive},
		{"paid ended, trial runs", paidPlan(api.SubExpired, paidEnd), paidEnd.Add(days(1)), true, api.SubTrial},
		{"paid cancelled and over, trial runs", paidPlan(api.SubUnsubscribed, paidEnd), paidEnd.Add(days(6)), true, api.SubTrial},
		{"trial over", paidPlan(api.SubExpired, paidEnd), paidEnd.Add(days(7)), false, api.SubExpired},
		{"renewed: still paid where the trial would have run", paidPlan(api.SubActive, paidEnd.Add(days(30))), paidEnd.Add(days(3)), true, api.SubActive},
		{"renewed, then over: the trial runs after", paidPlan(api.SubExpired, paidEnd.Add(days(30))), paidEnd.Add(days(33)), true, api.SubTrial},
		{"renewed, then over: trial over", paidPlan(api.SubExpired, paidEnd.Add(days(30))), paidEnd.Add(days(37)), false, api.SubExpired},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Decide(tc.paid, grants, tc.at, Basic)
			if s.Premium != tc.premium || s.State != tc.state {
				t.Fatalf("premium %v state %s, want %v %s", s.Premium, s.State, tc.premium, tc.state)
			}
		})
	}
	// A trial earned on Basic is not moved by a paid plan bought later.
	early := []domain.Grant{trial(1, 7, t0, t0)}
	if s := Decide(paidPlan(api.SubExpired, t0.Add(days(40))), early, t0.Add(days(45)), Basic); s.Premium {
		t.Fatal("a trial used before paying ran again after the paid plan")
	}
}

func TestNormalizeAndMaskEmail(t *testing.T) {
	for in, want := range map[string]string{
		" Ann@Example.com ":     "ann@example.com",
		"ann+promo@example.com": "ann@example.com",
		"a.n.n+x@gmail.com":     "ann@gmail.com",
		"A.nn@googlemail.com":   "ann@gmail.com",
		"a.nn@example.com":      "a.nn@example.com",
	} {
		if got := NormalizeEmail(in); got != want {
			t.Errorf("NormalizeEmail(%q) = %q, want %q", in, got, want)
		}
	}
	if got := MaskEmail("bob@example.com"); got != "b***@example.com" {
		t.Errorf("masked %q", got)
	}
}
