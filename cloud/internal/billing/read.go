package billing

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/shared/api"
)

// priceTable is what the two configured Stripe prices cost.
type priceTable struct {
	monthly, yearly *stripe.Price
}

// priceList reads the configured prices from Stripe the first time it is
// needed and keeps them: a price's amount never changes in Stripe (a new
// amount is a new price, configured anew with a restart). A failed read is
// tried again on the next call.
func (s *Service) priceList(ctx context.Context) (*priceTable, error) {
	s.priceMu.Lock()
	defer s.priceMu.Unlock()
	if s.prices != nil {
		return s.prices, nil
	}
	m, err := s.stripe.V1Prices.Retrieve(ctx, s.cfg.PriceMonthly, nil)
	if err != nil {
		return nil, fmt.Errorf("billing: read price %s (STRIPE_PRICE_MONTHLY): %w", s.cfg.PriceMonthly, err)
	}
	y, err := s.stripe.V1Prices.Retrieve(ctx, s.cfg.PriceYearly, nil)
	if err != nil {
		return nil, fmt.Errorf("billing: read price %s (STRIPE_PRICE_YEARLY): %w", s.cfg.PriceYearly, err)
	}
	s.prices = &priceTable{monthly: m, yearly: y}
	return s.prices, nil
}

// Plans is GET /api/premium/plans. With billing off the paid plans are
// listed with no amount and billing_enabled false.
func (s *Service) Plans(ctx context.Context) (api.PlansResponse, error) {
	free := api.Plan{ID: api.PlanFree, Currency: "usd", PaymentPlatform: api.PayNone,
		Feature: api.PlanFeature{RecordDurationLimit: plan.Basic.RecordDurationLimit}}
	monthly := api.Plan{ID: api.PlanMonthly, Interval: "month", Currency: "usd", PaymentPlatform: api.PayStripe,
		Feature: api.PlanFeature{RecordDurationLimit: plan.Premium.RecordDurationLimit}}
	yearly := api.Plan{ID: api.PlanYearly, Interval: "year", Currency: "usd", PaymentPlatform: api.PayStripe,
		Feature: api.PlanFeature{RecordDurationLimit: plan.Premium.RecordDurationLimit}}
	out := api.PlansResponse{BillingEnabled: s.Enabled()}
	if s.Enabled() {
		p, err := s.priceList(ctx)
		if err != nil {
			return out, err
		}
		monthly.Amount, monthly.AmountMonthly = int(p.monthly.UnitAmount), int(p.monthly.UnitAmount)
		yearly.Amount = int(p.yearly.UnitAmount)
		yearly.AmountMonthly = int(math.Round(float64(p.yearly.UnitAmount) / 12))
		monthly.Currency, yearly.Currency = string(p.monthly.Currency), string(p.yearly.Currency)
		out.MonthToYearSavePercent = savePercent(p.monthly.UnitAmount, p.yearly.UnitAmount)
		out.PublishableKey = s.cfg.PublishableKey
	}
	out.Plans = []api.Plan{free, monthly, yearly}
	return out, nil
}

// savePercent is how much a year on the yearly price saves against twelve
// months on the monthly one, in whole percent (0 when it saves nothing).
func savePercent(monthly, yearly int64) int {
	full := 12 * monthly
	if full <= 0 || yearly >= full {
		return 0
	}
	return int(math.Round(float64(full-yearly) * 100 / float64(full)))
}

// Current is GET /api/premium/current: the plan rule's snapshot with the
// paid plan's own facts.
func (s *Service) Current(ctx context.Context, userID int64) (api.CurrentPlan, error) {
	now := s.now()
	s.refreshIfLapsed(ctx, userID, now)
	snap, err := s.plans.Snapshot(ctx, userID, now)
	if err != nil {
		return api.CurrentPlan{}, err
	}
	cp := plan.Current(snap)
	cp.Permission.CanBilling = s.Enabled()
	paid, err := s.store.PaidPlanOf(ctx, userID)
	switch {
	case errors.Is(err, domain.ErrNotFound):
	case err != nil:
		return cp, err
	case paid.PremiumAt(now):
		cp.PaymentPlatform, cp.PeriodEnd = paid.Platform, paid.PeriodEnd.Unix()
		cp.IsUnSubscrib = paid.State == api.SubUnsubscribed
		renewing := paid.State == api.SubActive || paid.State == api.SubPastDue
		cp.Permission.CanCancel = renewing && paid.Platform == api.PayStripe
		cp.UpgradeAvailable = s.Enabled() && paid.State == api.SubActive && paid.Type == api.PlanMonthly &&
			paid.Platform == api.PayStripe
	}
	cp.Plan = api.Plan{ID: cp.PlanType}
	plans, err := s.Plans(ctx)
	if err != nil {
		// The plan's amounts are for show: without Stripe's answer the
		// plan itself is still told.
		slog.WarnContext(ctx, "billing: read plans", "err", err)
		return cp, nil
	}
	for _, p := range plans.Plans {
		if p.ID == cp.PlanType {
			cp.Plan = p
		}
	}
	return cp, nil
}

// Invoices is GET /api/premium/plan/invoices: the caller's own customer's
// invoices, newest first (Stripe's order).
func (s *Service) Invoices(ctx context.Context, userID int64) ([]api.Invoice, error) {
	out := []api.Invoice{}
	if err := s.on(); err != nil {
		return out, err
	}
	cus, err := s.store.StripeCustomerOf(ctx, userID)
	if errors.Is(err, domain.ErrNotFound) {
		return out, nil
	} else if err != nil {
		return out, err
	}
	params := &stripe.InvoiceListParams{Customer: stripe.String(cus)}
	params.Limit = stripe.Int64(24)
	params.Single = true
	for inv, err := range s.stripe.V1Invoices.List(ctx, params).All(ctx) {
		if err != nil {
			return nil, fmt.Errorf("billing: list invoices: %w", err)
		}
		out = append(out, toInvoice(inv))
	}
	return out, nil
}

func toInvoice(inv *stripe.Invoice) api.Invoice {
	amount := inv.AmountPaid
	if inv.Status != stripe.InvoiceStatusPaid {
		amount = inv.AmountDue
	}
	return api.Invoice{ID: inv.ID, Number: inv.Number, Amount: int(amount), Currency: string(inv.Currency),
		Status: string(inv.Status), Created: inv.Created, PDFURL: inv.InvoicePDF}
}

// Billing is GET /api/premium/plan/billing: the card on the caller's own
// customer.
func (s *Service) Billing(ctx context.Context, userID int64) (api.BillingData, error) {
	if err := s.on(); err != nil {
		return api.BillingData{}, err
	}
	cus, err := s.store.StripeCustomerOf(ctx, userID)
	if errors.Is(err, domain.ErrNotFound) {
		return api.BillingData{}, nil
	} else if err != nil {
		return api.BillingData{}, err
	}
	params := &stripe.CustomerRetrieveParams{}
	params.AddExpand("invoice_settings.default_payment_method")
	c, err := s.stripe.V1Customers.Retrieve(ctx, cus, params)
	if err != nil {
		return api.BillingData{}, fmt.Errorf("billing: read customer: %w", err)
	}
	out := api.BillingData{Email: c.Email}
	if c.InvoiceSettings != nil && c.InvoiceSettings.DefaultPaymentMethod != nil && c.InvoiceSettings.DefaultPaymentMethod.Card != nil {
		card := c.InvoiceSettings.DefaultPaymentMethod.Card
		out.HasPaymentMethod, out.Brand, out.Last4 = true, string(card.Brand), card.Last4
		out.ExpMonth, out.ExpYear = int(card.ExpMonth), int(card.ExpYear)
	}
	return out, nil
}

// refreshIfLapsed reads the caller's subscription back from Stripe when the
// recorded one should have renewed but its period is over: the renewal's
// webhook may be late or lost. A failure is logged; the plan stays as
// recorded.
func (s *Service) refreshIfLapsed(ctx context.Context, userID int64, now time.Time) {
	if !s.Enabled() {
		return
	}
	paid, err := s.store.PaidPlanOf(ctx, userID)
	if err != nil || paid.Platform != api.PayStripe || paid.PremiumAt(now) ||
		(paid.State != api.SubActive && paid.State != api.SubPastDue) {
		return
	}
	sub, err := s.currentSubscription(ctx, userID)
	if err == nil {
		err = s.record(ctx, userID, sub, now)
	}
	if err != nil {
		slog.WarnContext(ctx, "billing: read a lapsed subscription back", "user", userID, "err", err)
	}
}
