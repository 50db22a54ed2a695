package billing

import (
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// stateOf maps a Stripe subscription to the state of spec 4. A cancelled
// subscription that still runs to its period's end is unsubscribed; one
// Stripe ended (cancelled, unpaid, expired unpaid) is expired.
func stateOf(sub *stripe.Subscription) api.SubscriptionState {
	switch sub.Status {
	case stripe.SubscriptionStatusActive, stripe.SubscriptionStatusTrialing:
		if sub.CancelAtPeriodEnd || sub.CancelAt != 0 {
			return api.SubUnsubscribed
		}
		return api.SubActive
	case stripe.SubscriptionStatusPastDue:
		return api.SubPastDue
	case stripe.SubscriptionStatusIncomplete:
		return api.SubIncomplete
	default: // canceled, unpaid, incomplete_expired, paused
		return api.SubExpired
	}
}

// periodEnd is when the subscription's current period ends (renewal, or
// the end once cancelled): its items carry it.
func periodEnd(sub *stripe.Subscription) time.Time {
	var end int64
	if sub.Items != nil {
		for _, it := range sub.Items.Data {
			if it != nil && it.CurrentPeriodEnd > end {
				end = it.CurrentPeriodEnd
			}
		}
	}
	if sub.CancelAt != 0 && (end == 0 || sub.CancelAt < end) {
		end = sub.CancelAt
	}
	return time.Unix(end, 0).UTC()
}

// priceOf is the subscription's (first) price.
func priceOf(sub *stripe.Subscription) *stripe.Price {
	if sub.Items == nil {
		return nil
	}
	for _, it := range sub.Items.Data {
		if it != nil && it.Price != nil {
			return it.Price
		}
	}
	return nil
}

// itemOf is the id of the subscription's (first) item.
func itemOf(sub *stripe.Subscription) string {
	if sub.Items == nil {
		return ""
	}
	for _, it := range sub.Items.Data {
		if it != nil {
			return it.ID
		}
	}
	return ""
}

// planTypeOf is the plan a price sells: the configured prices', or for
// another (an older price, or one set in Stripe's dashboard) its interval's.
func (s *Service) planTypeOf(p *stripe.Price) api.PlanType {
	if p == nil {
		return api.PlanMonthly
	}
	switch {
	case p.ID == s.cfg.PriceMonthly:
		return api.PlanMonthly
	case p.ID == s.cfg.PriceYearly:
		return api.PlanYearly
	case p.Recurring != nil && p.Recurring.Interval == stripe.PriceRecurringIntervalYear:
		return api.PlanYearly
	}
	return api.PlanMonthly
}

// paidPlanOf is the paid plan a subscription gives the user, as Stripe
// said it at sourceAt.
func (s *Service) paidPlanOf(userID int64, sub *stripe.Subscription, sourceAt time.Time) domain.PaidPlan {
	return domain.PaidPlan{UserID: userID, Type: s.planTypeOf(priceOf(sub)), Platform: api.PayStripe, State: stateOf(sub),
		PeriodEnd: periodEnd(sub), SourceAt: sourceAt.UTC(), UpdatedAt: s.now().UTC()}
}

// actionSecret is the client secret of the subscription's first payment
// when it waits for the customer (3-D Secure): "" when none does.
func actionSecret(sub *stripe.Subscription) string {
	inv := sub.LatestInvoice
	if sub.Status != stripe.SubscriptionStatusIncomplete || inv == nil || inv.Payments == nil {
		return ""
	}
	for _, p := range inv.Payments.Data {
		if p == nil || p.Payment == nil || p.Payment.PaymentIntent == nil {
			continue
		}
		pi := p.Payment.PaymentIntent
		if pi.Status == stripe.PaymentIntentStatusRequiresAction || pi.Status == stripe.PaymentIntentStatusRequiresConfirmation {
			if pi.ClientSecret != "" {
				return pi.ClientSecret
			}
			if inv.ConfirmationSecret != nil {
				return inv.ConfirmationSecret.ClientSecret
			}
		}
	}
	return ""
}

// customerOf is the id of an object's customer ("" when none).
func customerOf(c *stripe.Customer) string {
	if c == nil {
		return ""
	}
	return c.ID
}

// subCreated is when Stripe made the subscription (orders a user's
// subscriptions), or now when it does not say.
func subCreated(sub *stripe.Subscription, now time.Time) time.Time {
	if sub.Created > 0 {
		return time.Unix(sub.Created, 0)
	}
	return now
}
