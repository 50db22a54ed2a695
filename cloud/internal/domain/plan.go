package domain

import (
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// PaidPlan is a user's paid plan as the payment platform last told it.
type PaidPlan struct {
	UserID    int64
	Type      api.PlanType
	Platform  api.PaymentPlatform
	State     api.SubscriptionState
	PeriodEnd time.Time // renewal, or end once unsubscribed
	SourceAt  time.Time // when the platform made this state (orders late events)
	UpdatedAt time.Time
}

// PremiumAt says whether the paid plan gives Premium at now.
func (p PaidPlan) PremiumAt(now time.Time) bool {
	switch p.State {
	case api.SubActive, api.SubUnsubscribed, api.SubPastDue:
		return now.Before(p.PeriodEnd)
	}
	return false
}
