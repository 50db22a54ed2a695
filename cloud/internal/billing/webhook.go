package billing

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// WebhookTolerance is how old a webhook's signature may be: an older one
// (a replay of a captured request) is refused.
const WebhookTolerance = 300 * time.Second

var errBadSignature = api.Errorf(api.CodeInvalidParam, "The webhook's signature is missing, wrong or too old")

// Webhook is POST /api/payment/stripe/webhook. It verifies Stripe's
// signature and applies each event once: the event's id is recorded in the
// same transaction as the paid plan it writes. A subscription event carries
// the subscription as it was when the event was made (its created time
// orders late events); an invoice event is followed by reading the
// subscription back from Stripe. Events of customers and subscriptions
// this service did not make are ignored.
func (s *Service) Webhook(ctx context.Context, payload []byte, signature string) error {
	if err := s.on(); err != nil {
		return err
	}
	ev, err := webhook.ConstructEventWithOptions(payload, signature, s.cfg.WebhookSecret,
		webhook.ConstructEventOptions{Tolerance: WebhookTolerance})
	if err != nil {
		// A wrong secret, a stale signature, or an endpoint set to another
		// API version than stripe.APIVersion: the operator reads which.
		slog.WarnContext(ctx, "billing: webhook refused", "err", err)
		return errBadSignature
	}
	if ev.Data == nil {
		return api.Errorf(api.CodeInvalidParam, "The event has no data")
	}
	switch ev.Type {
	case stripe.EventTypeCustomerSubscriptionCreated, stripe.EventTypeCustomerSubscriptionUpdated,
		stripe.EventTypeCustomerSubscriptionDeleted:
		var sub stripe.Subscription
		if err := json.Unmarshal(ev.Data.Raw, &sub); err != nil {
			return api.Errorf(api.CodeInvalidParam, "The event's subscription is not valid JSON")
		}
		return s.subscriptionEvent(ctx, &ev, &sub)
	case stripe.EventTypeInvoicePaid, stripe.EventTypeInvoicePaymentFailed,
		stripe.EventTypeInvoicePaymentActionRequired:
		var inv stripe.Invoice
		if err := json.Unmarshal(ev.Data.Raw, &inv); err != nil {
			return api.Errorf(api.CodeInvalidParam, "The event's invoice is not valid JSON")
		}
		return s.invoiceEvent(ctx, &ev, &inv)
	}
	return nil
}

// ownerOf is the user a subscription was made for, known by the
// subscription or, for one made in Stripe before create answered, by its
// customer (then kept). ok is false for objects this service did not make.
func (s *Service) ownerOf(ctx context.Context, subID, customerID string, created time.Time) (int64, bool, error) {
	if subID == "" {
		return 0, false, nil
	}
	user, err := s.store.UserOfStripeSubscription(ctx, subID)
	if err == nil {
		return user, true, nil
	} else if !errors.Is(err, domain.ErrNotFound) {
		return 0, false, err
	}
	if customerID == "" {
		return 0, false, nil
	}
	user, err = s.store.UserOfStripeCustomer(ctx, customerID)
	if errors.Is(err, domain.ErrNotFound) {
		return 0, false, nil
	} else if err != nil {
		return 0, false, err
	}
	return user, true, s.store.KeepStripeSubscription(ctx, subID, user, created)
}

// current says whether subID is the user's latest subscription: an older
// one (left incomplete, then replaced) says nothing of their plan.
func (s *Service) current(ctx context.Context, userID int64, subID string) (bool, error) {
	latest, err := s.store.LatestStripeSubscription(ctx, userID)
	if err != nil {
		return false, err
	}
	return latest == subID, nil
}

func (s *Service) subscriptionEvent(ctx context.Context, ev *stripe.Event, sub *stripe.Subscription) error {
	user, ok, err := s.ownerOf(ctx, sub.ID, customerOf(sub.Customer), subCreated(sub, s.now()))
	if err != nil || !ok {
		return err
	}
	var plan *domain.PaidPlan
	if cur, err := s.current(ctx, user, sub.ID); err != nil {
		return err
	} else if cur {
		p := s.paidPlanOf(user, sub, time.Unix(ev.Created, 0))
		plan = &p
	}
	applied, written, err := s.store.ApplyStripeEvent(ctx, ev.ID, string(ev.Type), plan, s.now())
	if err != nil || !applied || plan == nil {
		return err
	}
	if written {
		s.changed(ctx, user)
		return nil
	}
	// A later state is recorded already. When it differs from this event's,
	// Stripe's own word settles it: the subscription is read back.
	stored, err := s.store.PaidPlanOf(ctx, user)
	if err != nil {
		return err
	}
	if stored.State == plan.State && stored.Type == plan.Type && stored.PeriodEnd.Equal(plan.PeriodEnd) {
		return nil
	}
	return s.reread(ctx, user, sub.ID)
}

func (s *Service) invoiceEvent(ctx context.Context, ev *stripe.Event, inv *stripe.Invoice) error {
	subID := ""
	if inv.Parent != nil && inv.Parent.SubscriptionDetails != nil && inv.Parent.SubscriptionDetails.Subscription != nil {
		subID = inv.Parent.SubscriptionDetails.Subscription.ID
	}
	user, ok, err := s.ownerOf(ctx, subID, customerOf(inv.Customer), s.now())
	if err != nil || !ok {
		return err
	}
	cur, err := s.current(ctx, user, subID)
	if err != nil {
		return err
	}
	var plan *domain.PaidPlan
	if cur {
		sub, err := s.readSubscription(ctx, user, subID)
		switch {
		case errors.Is(err, domain.ErrNotFound): // gone, or on another customer: nothing to say of the plan
		case err != nil:
			return err
		default:
			p := s.paidPlanOf(user, sub, s.now())
			plan = &p
		}
	}
	applied, written, err := s.store.ApplyStripeEvent(ctx, ev.ID, string(ev.Type), plan, s.now())
	if err == nil && applied && written {
		s.changed(ctx, user)
	}
	return err
}

// reread records the subscription as Stripe has it now.
func (s *Service) reread(ctx context.Context, userID int64, subID string) error {
	sub, err := s.readSubscription(ctx, userID, subID)
	if errors.Is(err, domain.ErrNotFound) {
		return nil
	} else if err != nil {
		return fmt.Errorf("billing: read subscription %s back: %w", subID, err)
	}
	return s.record(ctx, userID, sub, s.now())
}
