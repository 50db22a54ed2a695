package billing

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// maxIDLength bounds the Stripe ids a caller sends.
const maxIDLength = 255

// SetupIntent is GET /api/payment/stripe/setup_intents: a SetupIntent of
// the caller's own Stripe customer (made on first use) for Stripe.js to
// collect a card.
func (s *Service) SetupIntent(ctx context.Context, userID int64) (api.SetupIntentResponse, error) {
	if err := s.on(); err != nil {
		return api.SetupIntentResponse{}, err
	}
	cus, err := s.ensureCustomer(ctx, userID)
	if err != nil {
		return api.SetupIntentResponse{}, err
	}
	si, err := s.stripe.V1SetupIntents.Create(ctx, &stripe.SetupIntentCreateParams{
		Customer: stripe.String(cus), PaymentMethodTypes: []*string{stripe.String("card")},
		Usage: stripe.String(string(stripe.SetupIntentUsageOffSession)),
	})
	if err != nil {
		return api.SetupIntentResponse{}, fmt.Errorf("billing: create setup intent: %w", err)
	}
	return api.SetupIntentResponse{ClientSecret: si.ClientSecret, PublishableKey: s.cfg.PublishableKey}, nil
}

// ensureCustomer is the caller's Stripe customer, made on first use.
func (s *Service) ensureCustomer(ctx context.Context, userID int64) (string, error) {
	cus, err := s.store.StripeCustomerOf(ctx, userID)
	if !errors.Is(err, domain.ErrNotFound) {
		return cus, err
	}
	u, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return "", err
	}
	c, err := s.stripe.V1Customers.Create(ctx, &stripe.CustomerCreateParams{
		Email: stripe.String(u.Email), Metadata: map[string]string{"user_id": strconv.FormatInt(userID, 10)},
	})
	if err != nil {
		return "", fmt.Errorf("billing: create customer: %w", err)
	}
	return s.store.KeepStripeCustomer(ctx, userID, c.ID, s.now())
}

// ownMethod reads a payment method from Stripe and answers it only when it
// belongs to the caller's own customer: ErrNotFound otherwise, as for any
// other private object.
func (s *Service) ownMethod(ctx context.Context, userID int64, id string) (string, *stripe.PaymentMethod, error) {
	if id == "" {
		return "", nil, errNoMethod
	}
	if len(id) > maxIDLength {
		return "", nil, errNotFound
	}
	cus, err := s.store.StripeCustomerOf(ctx, userID)
	if err != nil {
		return "", nil, err
	}
	pm, err := s.stripe.V1PaymentMethods.Retrieve(ctx, id, nil)
	if err != nil {
		return "", nil, stripeError("read payment method", err)
	}
	if customerOf(pm.Customer) != cus {
		return "", nil, errNotFound
	}
	return cus, pm, nil
}

// Create is POST /api/premium/plan/stripe/create: subscribes the caller's
// customer to the plan, paid with their own card. A card needing 3-D
// Secure answers CodeThreeDSecure with the response as its data.
func (s *Service) Create(ctx context.Context, userID int64, req api.CreateSubscriptionRequest) (api.CreateSubscriptionResponse, error) {
	if err := s.on(); err != nil {
		return api.CreateSubscriptionResponse{}, err
	}
	price := s.priceOfPlan(req.PlanType)
	if price == "" {
		return api.CreateSubscriptionResponse{}, errPlanType
	}
	if err := s.notPaying(ctx, userID); err != nil {
		return api.CreateSubscriptionResponse{}, err
	}
	cus, pm, err := s.ownMethod(ctx, userID, req.PaymentMethodID)
	if err != nil {
		return api.CreateSubscriptionResponse{}, err
	}
	if _, err := s.stripe.V1Customers.Update(ctx, cus, &stripe.CustomerUpdateParams{
		InvoiceSettings: &stripe.CustomerUpdateInvoiceSettingsParams{DefaultPaymentMethod: stripe.String(pm.ID)},
	}); err != nil {
		return api.CreateSubscriptionResponse{}, stripeError("set the default card", err)
	}
	params := &stripe.SubscriptionCreateParams{
		Customer: stripe.String(cus), Items: []*stripe.SubscriptionCreateItemParams{{Price: stripe.String(price)}},
		DefaultPaymentMethod: stripe.String(pm.ID), PaymentBehavior: stripe.String("allow_incomplete"),
		Metadata: map[string]string{"user_id": strconv.FormatInt(userID, 10)},
	}
	params.AddExpand("latest_invoice.payments.data.payment.payment_intent")
	sub, err := s.stripe.V1Subscriptions.Create(ctx, params)
	if err != nil {
		return api.CreateSubscriptionResponse{}, stripeError("create subscription", err)
	}
	if customerOf(sub.Customer) != cus {
		return api.CreateSubscriptionResponse{}, fmt.Errorf("billing: subscription %s is on customer %q, not %q", sub.ID, customerOf(sub.Customer), cus)
	}
	if err := s.store.KeepStripeSubscription(ctx, sub.ID, userID, subCreated(sub, s.now())); err != nil {
		return api.CreateSubscriptionResponse{}, err
	}
	if err := s.record(ctx, userID, sub, s.now()); err != nil {
		return api.CreateSubscriptionResponse{}, err
	}
	return createAnswer(sub)
}

// createAnswer is create's answer for the subscription Stripe made.
func createAnswer(sub *stripe.Subscription) (api.CreateSubscriptionResponse, error) {
	resp := api.CreateSubscriptionResponse{SubscriptionID: sub.ID, State: stateOf(sub)}
	if secret := actionSecret(sub); secret != "" {
		resp.ClientSecret = secret
		return resp, api.Errorf(api.CodeThreeDSecure, "Your bank asks you to confirm this payment")
	}
	switch resp.State {
	case api.SubIncomplete, api.SubExpired:
		return resp, errDeclined
	}
	return resp, nil
}

func (s *Service) priceOfPlan(t api.PlanType) string {
	switch t {
	case api.PlanMonthly:
		return s.cfg.PriceMonthly
	case api.PlanYearly:
		return s.cfg.PriceYearly
	}
	return ""
}

// notPaying refuses a new subscription while a paid plan still runs.
func (s *Service) notPaying(ctx context.Context, userID int64) error {
	paid, err := s.store.PaidPlanOf(ctx, userID)
	switch {
	case errors.Is(err, domain.ErrNotFound):
		return nil
	case err != nil:
		return err
	case paid.PremiumAt(s.now()):
		return errPremium
	}
	return nil
}

// Complete is POST /api/premium/plan/stripe/complete: after 3-D Secure the
// caller's own subscription is read back from Stripe and recorded.
func (s *Service) Complete(ctx context.Context, userID int64, req api.CompleteSubscriptionRequest) (api.CurrentPlan, error) {
	if err := s.on(); err != nil {
		return api.CurrentPlan{}, err
	}
	if req.SubscriptionID == "" {
		return api.CurrentPlan{}, errNoSub
	}
	if len(req.SubscriptionID) > maxIDLength {
		return api.CurrentPlan{}, errNotFound
	}
	owner, err := s.store.UserOfStripeSubscription(ctx, req.SubscriptionID)
	if err != nil {
		return api.CurrentPlan{}, err
	}
	if owner != userID {
		return api.CurrentPlan{}, errNotFound
	}
	sub, err := s.readSubscription(ctx, userID, req.SubscriptionID)
	if err != nil {
		return api.CurrentPlan{}, err
	}
	if err := s.record(ctx, userID, sub, s.now()); err != nil {
		return api.CurrentPlan{}, err
	}
	if st := stateOf(sub); st == api.SubIncomplete || st == api.SubExpired {
		return api.CurrentPlan{}, errDeclined
	}
	return s.Current(ctx, userID)
}

// readSubscription reads one of the caller's subscriptions back from
// Stripe, making sure it is on their own customer.
func (s *Service) readSubscription(ctx context.Context, userID int64, id string) (*stripe.Subscription, error) {
	cus, err := s.store.StripeCustomerOf(ctx, userID)
	if err != nil {
		return nil, err
	}
	sub, err := s.stripe.V1Subscriptions.Retrieve(ctx, id, nil)
	if err != nil {
		return nil, stripeError("read subscription", err)
	}
	if customerOf(sub.Customer) != cus {
		return nil, errNotFound
	}
	return sub, nil
}

// currentSubscription is the caller's latest subscription, read from Stripe.
func (s *Service) currentSubscription(ctx context.Context, userID int64) (*stripe.Subscription, error) {
	id, err := s.store.LatestStripeSubscription(ctx, userID)
	if errors.Is(err, domain.ErrNotFound) {
		return nil, errNoPlan
	} else if err != nil {
		return nil, err
	}
	return s.readSubscription(ctx, userID, id)
}

// upgradable is the caller's subscription when it may move to yearly: a
// renewing monthly plan.
func (s *Service) upgradable(ctx context.Context, userID int64) (*stripe.Subscription, error) {
	if err := s.on(); err != nil {
		return nil, err
	}
	sub, err := s.currentSubscription(ctx, userID)
	if err != nil {
		return nil, err
	}
	if stateOf(sub) != api.SubActive || s.planTypeOf(priceOf(sub)) != api.PlanMonthly {
		return nil, api.Errorf(api.CodeConflict, "Only a renewing monthly plan moves to yearly")
	}
	return sub, nil
}

// Upgrade is PUT /api/premium/plan/upgrade: the caller's monthly plan
// becomes yearly now, the unused monthly time credited (Stripe's proration,
// invoiced and paid at once).
func (s *Service) Upgrade(ctx context.Context, userID int64) (api.CurrentPlan, error) {
	sub, err := s.upgradable(ctx, userID)
	if err != nil {
		return api.CurrentPlan{}, err
	}
	sub, err = s.stripe.V1Subscriptions.Update(ctx, sub.ID, &stripe.SubscriptionUpdateParams{
		Items:             []*stripe.SubscriptionUpdateItemParams{{ID: stripe.String(itemOf(sub)), Price: stripe.String(s.cfg.PriceYearly)}},
		ProrationBehavior: stripe.String("always_invoice"), PaymentBehavior: stripe.String("error_if_incomplete"),
	})
	if err != nil {
		return api.CurrentPlan{}, stripeError("upgrade subscription", err)
	}
	return s.recordAndAnswer(ctx, userID, sub)
}

// UpgradeCost is GET /api/premium/plan/stripe/calc_upgrade_cost: Stripe's
// preview of the invoice the upgrade would make now.
func (s *Service) UpgradeCost(ctx context.Context, userID int64) (api.UpgradeCost, error) {
	sub, err := s.upgradable(ctx, userID)
	if err != nil {
		return api.UpgradeCost{}, err
	}
	inv, err := s.stripe.V1Invoices.CreatePreview(ctx, &stripe.InvoiceCreatePreviewParams{
		Customer: stripe.String(customerOf(sub.Customer)), Subscription: stripe.String(sub.ID),
		SubscriptionDetails: &stripe.InvoiceCreatePreviewSubscriptionDetailsParams{
			Items: []*stripe.InvoiceCreatePreviewSubscriptionDetailsItemParams{
				{ID: stripe.String(itemOf(sub)), Price: stripe.String(s.cfg.PriceYearly)}},
			ProrationBehavior: stripe.String("always_invoice"),
		},
	})
	if err != nil {
		return api.UpgradeCost{}, stripeError("preview the upgrade", err)
	}
	out := api.UpgradeCost{Amount: int(inv.AmountDue), Currency: string(inv.Currency)}
	if inv.Lines != nil {
		for _, l := range inv.Lines.Data {
			if l != nil && l.Amount < 0 {
				out.Credit -= int(l.Amount)
			}
		}
	}
	return out, nil
}

// Cancel is DELETE /api/premium/plan/cancel: the plan stops renewing and
// stays Premium until its period ends (unsubscribed).
func (s *Service) Cancel(ctx context.Context, userID int64) (api.CurrentPlan, error) {
	return s.setRenewing(ctx, userID, false)
}

// Renew is PUT /api/premium/plan/stripe/renew: undoes a cancel before the
// period ends.
func (s *Service) Renew(ctx context.Context, userID int64) (api.CurrentPlan, error) {
	return s.setRenewing(ctx, userID, true)
}

func (s *Service) setRenewing(ctx context.Context, userID int64, renew bool) (api.CurrentPlan, error) {
	if err := s.on(); err != nil {
		return api.CurrentPlan{}, err
	}
	sub, err := s.currentSubscription(ctx, userID)
	if err != nil {
		return api.CurrentPlan{}, err
	}
	want := api.SubActive
	if renew {
		want = api.SubUnsubscribed
	}
	if st := stateOf(sub); st != want && !(st == api.SubPastDue && !renew) {
		return api.CurrentPlan{}, errNoPlan
	}
	sub, err = s.stripe.V1Subscriptions.Update(ctx, sub.ID, &stripe.SubscriptionUpdateParams{
		CancelAtPeriodEnd: stripe.Bool(!renew),
	})
	if err != nil {
		return api.CurrentPlan{}, stripeError("change renewal", err)
	}
	return s.recordAndAnswer(ctx, userID, sub)
}

// UpdatePaymentMethod is PUT /api/premium/plan/stripe/update_payment_method:
// the caller's own new card pays their invoices from now on.
func (s *Service) UpdatePaymentMethod(ctx context.Context, userID int64, req api.UpdatePaymentMethodRequest) (api.BillingData, error) {
	if err := s.on(); err != nil {
		return api.BillingData{}, err
	}
	cus, pm, err := s.ownMethod(ctx, userID, req.PaymentMethodID)
	if err != nil {
		return api.BillingData{}, err
	}
	if _, err := s.stripe.V1Customers.Update(ctx, cus, &stripe.CustomerUpdateParams{
		InvoiceSettings: &stripe.CustomerUpdateInvoiceSettingsParams{DefaultPaymentMethod: stripe.String(pm.ID)},
	}); err != nil {
		return api.BillingData{}, stripeError("set the default card", err)
	}
	sub, err := s.currentSubscription(ctx, userID)
	switch {
	case errors.Is(err, errNoPlan):
	case err != nil:
		return api.BillingData{}, err
	case stateOf(sub) != api.SubExpired:
		if _, err := s.stripe.V1Subscriptions.Update(ctx, sub.ID, &stripe.SubscriptionUpdateParams{
			DefaultPaymentMethod: stripe.String(pm.ID)}); err != nil {
			return api.BillingData{}, stripeError("set the subscription's card", err)
		}
	}
	return s.Billing(ctx, userID)
}

func (s *Service) recordAndAnswer(ctx context.Context, userID int64, sub *stripe.Subscription) (api.CurrentPlan, error) {
	if err := s.record(ctx, userID, sub, s.now()); err != nil {
		return api.CurrentPlan{}, err
	}
	return s.Current(ctx, userID)
}

// record writes the paid plan the subscription gives, as Stripe said it at
// at, and tells the user's pages when it changed.
func (s *Service) record(ctx context.Context, userID int64, sub *stripe.Subscription, at time.Time) error {
	written, err := s.store.SetPaidPlan(ctx, s.paidPlanOf(userID, sub, at))
	if err != nil || !written {
		return err
	}
	s.changed(ctx, userID)
	return nil
}

// changed tells the plan rule; a failure is logged: the plan is recorded,
// the user's pages find it when they next load.
func (s *Service) changed(ctx context.Context, userID int64) {
	if err := s.plans.Changed(ctx, userID); err != nil {
		slog.WarnContext(ctx, "billing: tell plan changed", "user", userID, "err", err)
	}
}

// stripeError maps Stripe's answer: a declined card to CodePaymentFailed, a
// missing object to ErrNotFound, anything else stays internal.
func stripeError(doing string, err error) error {
	var se *stripe.Error
	if errors.As(err, &se) {
		switch {
		case se.Type == stripe.ErrorTypeCard:
			return errDeclined
		case se.Code == stripe.ErrorCodeResourceMissing:
			return errNotFound
		}
	}
	return fmt.Errorf("billing: %s: %w", doing, err)
}
