package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

func TestStripeCustomersAndSubscriptions(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	var ids []int64
	for _, email := range []string{"a@example.com", "b@example.com"} {
		u := domain.User{Email: email, Nickname: "n", CreatedAt: now, UpdatedAt: now}
		if err := s.CreateUser(ctx, &u); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, u.ID)
	}
	a, b := ids[0], ids[1]
	if _, err := s.StripeCustomerOf(ctx, a); !errors.Is(err, ErrNotFound) {
		t.Fatalf("no customer yet: %v", err)
	}
	// Two customers made at once for one user: the first kept is the one.
	if got, err := s.KeepStripeCustomer(ctx, a, "cus_first", now); err != nil || got != "cus_first" {
		t.Fatalf("keep: %q %v", got, err)
	}
	if got, err := s.KeepStripeCustomer(ctx, a, "cus_second", now); err != nil || got != "cus_first" {
		t.Fatalf("keep again: %q %v", got, err)
	}
	if u, err := s.UserOfStripeCustomer(ctx, "cus_first"); err != nil || u != a {
		t.Fatalf("user of customer: %d %v", u, err)
	}
	if _, err := s.UserOfStripeCustomer(ctx, "cus_second"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the customer not kept: %v", err)
	}
	// One customer id is one user's only.
	if _, err := s.KeepStripeCustomer(ctx, b, "cus_first", now); !errors.Is(err, ErrConflict) {
		t.Fatalf("another user's customer: %v", err)
	}

	if _, err := s.LatestStripeSubscription(ctx, a); !errors.Is(err, ErrNotFound) {
		t.Fatalf("no subscription yet: %v", err)
	}
	for i, id := range []string{"sub_old", "sub_new"} {
		if err := s.KeepStripeSubscription(ctx, id, a, now.Add(time.Duration(i)*time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.KeepStripeSubscription(ctx, "sub_old", b, now.Add(5*time.Hour)); err != nil {
		t.Fatal(err) // kept already: unchanged
	}
	if id, err := s.LatestStripeSubscription(ctx, a); err != nil || id != "sub_new" {
		t.Fatalf("latest: %q %v", id, err)
	}
	if u, err := s.UserOfStripeSubscription(ctx, "sub_old"); err != nil || u != a {
		t.Fatalf("user of sub_old: %d %v", u, err)
	}
}

func TestApplyStripeEventOnce(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	u := domain.User{Email: "payer@example.com", Nickname: "n", CreatedAt: now, UpdatedAt: now}
	if err := s.CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	plan := func(state api.SubscriptionState, at time.Time) *domain.PaidPlan {
		return &domain.PaidPlan{UserID: u.ID, Type: api.PlanMonthly, Platform: api.PayStripe, State: state,
			PeriodEnd: now.AddDate(0, 1, 0), SourceAt: at, UpdatedAt: now}
	}
	steps := []struct {
		event          string
		plan           *domain.PaidPlan
		applied, wrote bool
		state          api.SubscriptionState
	}{
		{"evt_1", plan(api.SubActive, now), true, true, api.SubActive},
		{"evt_1", plan(api.SubPastDue, now.Add(time.Hour)), false, false, api.SubActive}, // replayed
		{"evt_2", plan(api.SubUnsubscribed, now.Add(2*time.Hour)), true, true, api.SubUnsubscribed},
		{"evt_3", plan(api.SubActive, now.Add(time.Hour)), true, false, api.SubUnsubscribed}, // older, late
		{"evt_4", nil, true, false, api.SubUnsubscribed},                                     // recorded, no plan
		{"evt_4", plan(api.SubExpired, now.Add(3*time.Hour)), false, false, api.SubUnsubscribed},
	}
	for i, st := range steps {
		applied, wrote, err := s.ApplyStripeEvent(ctx, st.event, "customer.subscription.updated", st.plan, now)
		if err != nil || applied != st.applied || wrote != st.wrote {
			t.Fatalf("step %d: applied %v wrote %v err %v", i, applied, wrote, err)
		}
		if p, err := s.PaidPlanOf(ctx, u.ID); err != nil || p.State != st.state {
			t.Fatalf("step %d: %+v %v", i, p, err)
		}
	}
}

// The same event delivered several times at once is applied once.
func TestApplyStripeEventConcurrently(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	now := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	u := domain.User{Email: "payer@example.com", Nickname: "n", CreatedAt: now, UpdatedAt: now}
	if err := s.CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	plan := &domain.PaidPlan{UserID: u.ID, Type: api.PlanMonthly, Platform: api.PayStripe, State: api.SubActive,
		PeriodEnd: now.AddDate(0, 1, 0), SourceAt: now, UpdatedAt: now}
	const n = 8
	applied := make(chan bool, n)
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		go func() {
			a, _, err := s.ApplyStripeEvent(ctx, "evt_same", "invoice.paid", plan, now)
			applied <- a
			errs <- err
		}()
	}
	count := 0
	for i := 0; i < n; i++ {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
		if <-applied {
			count++
		}
	}
	if count != 1 {
		t.Fatalf("applied %d times, want once", count)
	}
}
