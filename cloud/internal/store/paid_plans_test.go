package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

func TestPaidPlanKeepsTheLatestPlatformState(t *testing.T) {
	ctx := context.Background()
	s := openTestStore(t)
	u := domain.User{Email: "payer@example.com", Nickname: "payer", CreatedAt: time.Now(), UpdatedAt: time.Now()}
	if err := s.CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	if _, err := s.PaidPlanOf(ctx, u.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("no plan yet: got %v, want ErrNotFound", err)
	}
	t0 := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	plan := func(state api.SubscriptionState, at time.Time) domain.PaidPlan {
		return domain.PaidPlan{UserID: u.ID, Type: api.PlanMonthly, Platform: api.PayStripe, State: state,
			PeriodEnd: t0.AddDate(0, 1, 0), SourceAt: at, UpdatedAt: time.Now()}
	}
	steps := []struct {
		p       domain.PaidPlan
		written bool
		want    api.SubscriptionState
	}{
		{plan(api.SubActive, t0), true, api.SubActive},
		{plan(api.SubUnsubscribed, t0.Add(time.Hour)), true, api.SubUnsubscribed},
		{plan(api.SubActive, t0.Add(time.Minute)), false, api.SubUnsubscribed}, // older, arrived late
		{plan(api.SubExpired, t0.Add(2*time.Hour)), true, api.SubExpired},
	}
	for i, st := range steps {
		written, err := s.SetPaidPlan(ctx, st.p)
		if err != nil || written != st.written {
			t.Fatalf("step %d: written %v, %v; want %v", i, written, err, st.written)
		}
		got, err := s.PaidPlanOf(ctx, u.ID)
		if err != nil || got.State != st.want || !got.PeriodEnd.Equal(t0.AddDate(0, 1, 0)) {
			t.Fatalf("step %d: got %+v, %v; want state %s", i, got, err, st.want)
		}
	}
	if p := plan(api.SubUnsubscribed, t0); !p.PremiumAt(t0.Add(24*time.Hour)) || p.PremiumAt(t0.AddDate(0, 1, 0)) {
		t.Fatal("an unsubscribed plan gives Premium until its period ends, not after")
	}
}
