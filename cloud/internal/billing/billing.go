// Package billing sells Premium through Stripe (spec 1-4, 7, 8): the
// caller's own Stripe customer, SetupIntents to collect a card,
// subscriptions, 3-D Secure, upgrades, cancels, invoices and the webhook.
// A paid plan's state is derived from Stripe's objects only — read back
// from Stripe or from a verified webhook event — and written with
// store.SetPaidPlan, never taken from what the browser says.
package billing

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/reelroom/reelroom/cloud/internal/config"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Plans is what billing needs of the plan rule (package plan): a user's
// Snapshot, and Changed to tell the user's pages (action:plan_changed on
// "user:{id}") after billing changed their paid plan.
type Plans interface {
	Snapshot(ctx context.Context, userID int64, now time.Time) (plan.Snapshot, error)
	Changed(ctx context.Context, userID int64) error
}

// Service is billing. With no Stripe key it is off: Plans says so and every
// purchase call answers CodeBillingOff.
type Service struct {
	store  *store.Store
	plans  Plans
	cfg    config.Stripe
	stripe *stripe.Client // nil when billing is off
	now    func() time.Time

	priceMu sync.Mutex
	prices  *priceTable // read from Stripe once, then kept
}

// New makes the billing service; cfg.SecretKey empty leaves it off.
func New(st *store.Store, plans Plans, cfg config.Stripe) *Service {
	s := &Service{store: st, plans: plans, cfg: cfg, now: time.Now}
	if cfg.Enabled() {
		bc := &stripe.BackendConfig{HTTPClient: &http.Client{Timeout: 30 * time.Second},
			LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelError}}
		if cfg.APIBase != "" {
			bc.URL = stripe.String(cfg.APIBase)
		}
		s.stripe = stripe.NewClient(cfg.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(bc)))
	}
	return s
}

// SetClock replaces the clock (tests move time past a period's end).
func (s *Service) SetClock(now func() time.Time) {
	s.now = now
}

// SetPlans replaces the plan rule the service reads and tells.
func (s *Service) SetPlans(p Plans) { s.plans = p }

// Enabled says whether billing is on.
func (s *Service) Enabled() bool { return s.stripe != nil }

var (
	errBillingOff = api.Errorf(api.CodeBillingOff, "This server sells nothing: an operator grants Premium")
	errNotFound   = domain.ErrNotFound
	errPlanType   = api.Errorf(api.CodeInvalidParam, "plan_type must be professional_monthly or professional_yearly")
	errNoMethod   = api.Errorf(api.CodeInvalidParam, "payment_method_id is required")
	errNoSub      = api.Errorf(api.CodeInvalidParam, "subscription_id is required")
	errPremium    = api.Errorf(api.CodeAlreadyPremium, "A paid plan is already running")
	errNoPlan     = api.Errorf(api.CodeConflict, "There is no paid plan to change")
	errDeclined   = api.Errorf(api.CodePaymentFailed, "The payment failed; try another card")
)

func (s *Service) on() error {
	if s.stripe == nil {
		return errBillingOff
	}
	return nil
}
