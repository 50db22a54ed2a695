// Package plan is the one rule that decides what a user may do: their plan
// and its Entitlements at a moment, from the paid plan the payment platform
// last told of (store.PaidPlanOf) and from the grants of Premium outside it
// (an operator's grant, the invitation program's trials, the gift month and
// the old-user privilege). Every limit reads it: video counts, recording
// length, picture height and downloads. It also runs the invitation
// program, the gift month and the old-user privilege, and tells a user's
// open pages when their plan changed (action:plan_changed).
package plan

import (
	"sort"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Basic and Premium are the plans' entitlements (spec 1).
var (
	Basic = api.Entitlements{VideoLimit: api.BasicVideoLimit, RecordDurationLimit: api.BasicRecordSeconds,
		MaxHeight: api.BasicMaxHeight}
	Premium = api.Entitlements{VideoLimit: api.Unlimited, RecordDurationLimit: api.Unlimited,
		MaxHeight: api.PremiumMaxHeight, Download: true, Annotation: true}
)

const day = 24 * time.Hour

// Period is a stretch of Premium a grant gives.
type Period struct {
	GrantID int64
	Kind    domain.GrantKind
	Start   time.Time
	End     time.Time // zero: no end
}

func (p Period) covers(at time.Time) bool {
	return !at.Before(p.Start) && (p.End.IsZero() || at.Before(p.End))
}

// Snapshot is a user's plan at a moment.
type Snapshot struct {
	UserID int64
	At     time.Time
	// Paid is the paid plan as the payment platform last told it; nil when
	// the user never had one. PaidPremium: it gives Premium at At.
	Paid        *domain.PaidPlan
	PaidPremium bool
	// Grant is the grant giving Premium at At (nil: none). TrialEnd is when
	// the grants running from it end (zero: no end, or no grant).
	Grant    *Period
	TrialEnd time.Time
	Premium  bool
	PlanType api.PlanType
	State    api.SubscriptionState
	// Entitlements are the limits every check reads.
	Entitlements api.Entitlements
}

// paidUntil is when a paid plan that gave Premium stops (or stopped) giving
// it; zero for one that never did.
func paidUntil(p *domain.PaidPlan) time.Time {
	if p == nil {
		return time.Time{}
	}
	switch p.State {
	case api.SubActive, api.SubUnsubscribed, api.SubPastDue, api.SubExpired:
		return p.PeriodEnd
	}
	return time.Time{}
}

// TrialStart is when a trial earned at earned starts: at once, or, when the
// paid plan gives Premium then, when it ends (trials do not stack with a
// paid plan).
func TrialStart(paid *domain.PaidPlan, earned time.Time) time.Time {
	if paid != nil && paid.PremiumAt(earned) {
		return paid.PeriodEnd
	}
	return earned
}

// Periods are the stretches of Premium the grants give. An operator's grant
// and the privilege run from their start to their end. Trials run one after
// another in the order they were earned, each for its days: from its start,
// or when the trial before it ends; a trial earned while a paid plan ran
// waits for the paid plan's end as the paid plan now says (a renewal pushes
// it on). A revoked grant stops at its revocation.
func Periods(paid *domain.PaidPlan, grants []domain.Grant) []Period {
	trials := make([]domain.Grant, 0, len(grants))
	var out []Period
	for _, g := range grants {
		if g.Kind.Trial() {
			trials = append(trials, g)
			continue
		}
		p := Period{GrantID: g.ID, Kind: g.Kind, Start: g.StartAt}
		if g.EndAt != nil {
			p.End = *g.EndAt
		}
		if p, ok := revoked(p, g.RevokedAt); ok {
			out = append(out, p)
		}
	}
	sort.SliceStable(trials, func(i, j int) bool {
		if !trials[i].EarnedAt.Equal(trials[j].EarnedAt) {
			return trials[i].EarnedAt.Before(trials[j].EarnedAt)
		}
		return trials[i].ID < trials[j].ID
	})
	var cursor time.Time
	for _, g := range trials {
		start := later(g.StartAt, cursor)
		if g.StartAt.After(g.EarnedAt) { // earned while paid: waits for its end
			start = later(start, paidUntil(paid))
		}
		p, ok := revoked(Period{GrantID: g.ID, Kind: g.Kind, Start: start, End: start.Add(time.Duration(g.Days) * day)}, g.RevokedAt)
		if ok {
			out = append(out, p)
			cursor = p.End
		}
	}
	return out
}

// revoked cuts p at a revocation; false when nothing is left of it.
func revoked(p Period, at *time.Time) (Period, bool) {
	if at != nil && (p.End.IsZero() || at.Before(p.End)) {
		p.End = *at
	}
	return p, p.End.IsZero() || p.End.After(p.Start)
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// Decide is the rule: the plan at at of a user with paid plan paid (nil:
// none) and grants, Basic's entitlements being basic. A paid plan giving
// Premium names the plan; otherwise a running grant gives Premium
// (professional_activity: state privilege for the old-user privilege,
// trial for the others); otherwise the user is on Basic (starter_free,
// state expired after a paid plan, incomplete while its first payment
// waits, none otherwise).
func Decide(paid *domain.PaidPlan, grants []domain.Grant, at time.Time, basic api.Entitlements) Snapshot {
	s := Snapshot{At: at, Paid: paid, PlanType: api.PlanFree, State: api.SubNone, Entitlements: basic}
	if paid != nil {
		s.UserID = paid.UserID
		s.PaidPremium = paid.PremiumAt(at)
	}
	periods := Periods(paid, grants)
	for i, p := range periods {
		if !p.covers(at) {
			continue
		}
		if s.Grant == nil || p.End.IsZero() || (!s.Grant.End.IsZero() && p.End.After(s.Grant.End)) {
			s.Grant = &periods[i]
		}
	}
	if s.Grant != nil {
		s.TrialEnd = chainEnd(*s.Grant, periods)
	}
	s.Premium = s.PaidPremium || s.Grant != nil
	switch {
	case s.PaidPremium:
		s.PlanType, s.State = paid.Type, paid.State
	case s.Grant != nil && s.Grant.Kind == domain.GrantPrivilege:
		s.PlanType, s.State = api.PlanActivity, api.SubPrivilege
	case s.Grant != nil:
		s.PlanType, s.State = api.PlanActivity, api.SubTrial
	case paid != nil && paid.State == api.SubIncomplete:
		s.State = api.SubIncomplete
	case paid != nil:
		s.State = api.SubExpired
	}
	if s.Premium {
		s.Entitlements = Premium
	}
	return s
}

// chainEnd is when Premium from p and the periods that follow it without a
// gap ends; zero when one of them has no end.
func chainEnd(p Period, periods []Period) time.Time {
	end := p.End
	for grown := true; grown && !end.IsZero(); {
		grown = false
		for _, q := range periods {
			if q.Start.After(end) || !q.covers(end) {
				continue
			}
			end, grown = q.End, true
			if end.IsZero() {
				break
			}
		}
	}
	return end
}

// Current is the CurrentPlan (GET /api/premium/current and the answers of
// the gift month's and the privilege's claims) that a snapshot gives:
// the plan, its state, a grant's end and the entitlements. The paid fields
// (period end, cancel, permissions, the plan's prices) are the billing
// side's to add.
func Current(s Snapshot) api.CurrentPlan {
	c := api.CurrentPlan{PlanType: s.PlanType, State: s.State, Entitlements: s.Entitlements,
		Plan: api.Plan{ID: s.PlanType, Currency: "usd",
			Feature: api.PlanFeature{RecordDurationLimit: s.Entitlements.RecordDurationLimit}}}
	if s.Grant != nil && !s.PaidPremium && !s.TrialEnd.IsZero() {
		c.TrialEnd = s.TrialEnd.Unix()
	}
	return c
}
