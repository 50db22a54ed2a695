package httpapi_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/shared/api"
)

// waitFor waits until cond holds, or fails after a minute.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited a minute for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// The whole life of a paid plan, against stripe-mock: subscribe, the
// webhook, Premium, upgrade to yearly, cancel (Premium until the period
// ends), renew, cancel again, expiry, Basic.
func TestBillingLifecycle(t *testing.T) {
	w := newBillingWorld(t)

	// The plans need no sign-in; amounts are the Stripe prices'.
	status, e := call(t, w.Env, "GET", "/api/premium/plans", "", nil)
	if status != 200 {
		t.Fatalf("plans: %d %q", status, e.Msg)
	}
	plans := decode[api.PlansResponse](t, e.Data)
	if !plans.BillingEnabled || plans.PublishableKey != "pk_test_reelroom" || plans.MonthToYearSavePercent != 20 || len(plans.Plans) != 3 {
		t.Fatalf("plans: %+v", plans)
	}
	byID := map[api.PlanType]api.Plan{}
	for _, p := range plans.Plans {
		byID[p.ID] = p
	}
	if byID[api.PlanMonthly].Amount != 2000 || byID[api.PlanYearly].Amount != 19200 || byID[api.PlanYearly].AmountMonthly != 1600 ||
		byID[api.PlanFree].Feature.RecordDurationLimit != api.BasicRecordSeconds || byID[api.PlanYearly].Feature.RecordDurationLimit != api.Unlimited {
		t.Fatalf("plan amounts: %+v", byID)
	}

	alice := w.buyer(t, "alice")
	events := w.planEvents(t, alice.id)
	// A second SetupIntent reuses the customer.
	billingOK[api.SetupIntentResponse](t, w, alice, "GET", "/api/payment/stripe/setup_intents", nil)
	if n := len(w.stripe.Requests("POST", "/v1/customers")); n != 1 {
		t.Fatalf("%d customers made, want 1", n)
	}
	if cur := w.current(t, alice); cur.PlanType != api.PlanFree || cur.State != api.SubNone || cur.Entitlements != plan.Basic {
		t.Fatalf("before paying: %+v", cur)
	}

	// Subscribe monthly: Stripe charges the card at once.
	t0 := w.clock()
	monthEnd := t0.Add(30 * 24 * time.Hour)
	sub := subscription{id: "sub_alice", customer: alice.customer, price: apptest.StripePriceMonthly, status: "active", periodEnd: monthEnd}
	w.stripe.Answer("POST", "/v1/subscriptions", sub.object())
	res := billingOK[api.CreateSubscriptionResponse](t, w, alice, "POST", "/api/premium/plan/stripe/create",
		api.CreateSubscriptionRequest{PlanType: api.PlanMonthly, PaymentMethodID: alice.card})
	if res.SubscriptionID != "sub_alice" || res.State != api.SubActive || res.ClientSecret != "" {
		t.Fatalf("create: %+v", res)
	}
	made := w.stripe.Requests("POST", "/v1/subscriptions")
	if len(made) != 1 || made[0].Form.Get("customer") != alice.customer || made[0].Form.Get("items[0][price]") != apptest.StripePriceMonthly ||
		made[0].Form.Get("default_payment_method") != alice.card {
		t.Fatalf("subscription request: %+v", made)
	}
	// Stripe's own webhook follows: applied once, nothing new.
	w.stripeHas(sub)
	w.deliverOK(t, event("evt_created", stripe.EventTypeCustomerSubscriptionCreated, t0, sub.object()))
	w.deliverOK(t, event("evt_paid", stripe.EventTypeInvoicePaid, t0, invoiceObject("in_1", alice.customer, sub.id)))
	cur := w.current(t, alice)
	if cur.PlanType != api.PlanMonthly || cur.State != api.SubActive || cur.Entitlements != plan.Premium ||
		cur.PaymentPlatform != api.PayStripe || cur.PeriodEnd != monthEnd.Unix() || !cur.UpgradeAvailable ||
		!cur.Permission.CanCancel || cur.IsUnSubscrib || cur.Plan.Amount != 2000 {
		t.Fatalf("Premium monthly: %+v", cur)
	}
	if cur.Entitlements.VideoLimit != api.Unlimited || cur.Entitlements.RecordDurationLimit != api.Unlimited || cur.Entitlements.MaxHeight != 2160 {
		t.Fatalf("Premium's entitlements: %+v", cur.Entitlements)
	}
	waitFor(t, "action:plan_changed", func() bool { return events() >= 1 })
	// Within Basic's limit, made while Premium: kept after it ends.
	madeVideos := fillVideos(t, w, alice.id, api.BasicVideoLimit+2) // Premium: past Basic's limit

	// Upgrade to yearly: the preview, then the move.
	w.advance(10 * 24 * time.Hour)
	w.stripe.Answer("POST", "/v1/invoices/create_preview", map[string]any{"amount_due": 17600, "currency": "usd",
		"lines": map[string]any{"data": []any{map[string]any{"amount": -1600}, map[string]any{"amount": 19200}}}})
	cost := billingOK[api.UpgradeCost](t, w, alice, "GET", "/api/premium/plan/stripe/calc_upgrade_cost", nil)
	if cost.Amount != 17600 || cost.Credit != 1600 || cost.Currency != "usd" {
		t.Fatalf("upgrade cost: %+v", cost)
	}
	preview := w.stripe.Requests("POST", "/v1/invoices/create_preview")
	if len(preview) != 1 || preview[0].Form.Get("subscription") != "sub_alice" ||
		preview[0].Form.Get("subscription_details[items][0][price]") != apptest.StripePriceYearly ||
		preview[0].Form.Get("subscription_details[items][0][id]") != "si_sub_alice" {
		t.Fatalf("preview request: %+v", preview)
	}
	yearEnd := w.clock().Add(365 * 24 * time.Hour)
	yearly := sub
	yearly.price, yearly.periodEnd = apptest.StripePriceYearly, yearEnd
	w.stripe.Answer("POST", "/v1/subscriptions/sub_alice", yearly.object())
	cur = billingOK[api.CurrentPlan](t, w, alice, "PUT", "/api/premium/plan/upgrade", nil)
	if cur.PlanType != api.PlanYearly || cur.State != api.SubActive || cur.PeriodEnd != yearEnd.Unix() || cur.UpgradeAvailable {
		t.Fatalf("after upgrade: %+v", cur)
	}
	upd := w.stripe.Requests("POST", "/v1/subscriptions/sub_alice")
	if len(upd) != 1 || upd[0].Form.Get("items[0][price]") != apptest.StripePriceYearly || upd[0].Form.Get("proration_behavior") != "always_invoice" {
		t.Fatalf("upgrade request: %+v", upd)
	}
	w.stripeHas(yearly)
	// A yearly plan has nothing to upgrade.
	if status, e := w.as(t, alice, "GET", "/api/premium/plan/stripe/calc_upgrade_cost", nil); status != 409 || e.Code != api.CodeConflict {
		t.Fatalf("upgrade cost of yearly: %d %d", status, e.Code)
	}

	// Cancel: Premium until the period ends, unsubscribed, not expired.
	w.advance(24 * time.Hour)
	cancelled := yearly
	cancelled.cancelAtPeriodEnd = true
	w.stripe.Answer("POST", "/v1/subscriptions/sub_alice", cancelled.object())
	cur = billingOK[api.CurrentPlan](t, w, alice, "DELETE", "/api/premium/plan/cancel", nil)
	if cur.State != api.SubUnsubscribed || !cur.IsUnSubscrib || cur.Entitlements != plan.Premium || cur.PlanType != api.PlanYearly ||
		cur.PeriodEnd != yearEnd.Unix() || cur.Permission.CanCancel {
		t.Fatalf("after cancel: %+v", cur)
	}
	if got := w.stripe.Requests("POST", "/v1/subscriptions/sub_alice"); got[len(got)-1].Form.Get("cancel_at_period_end") != "true" {
		t.Fatalf("cancel request: %+v", got[len(got)-1])
	}
	// Renew undoes it; cancel again.
	w.stripeHas(cancelled)
	w.stripe.Answer("POST", "/v1/subscriptions/sub_alice", yearly.object())
	if cur = billingOK[api.CurrentPlan](t, w, alice, "PUT", "/api/premium/plan/stripe/renew", nil); cur.State != api.SubActive || cur.IsUnSubscrib {
		t.Fatalf("after renew: %+v", cur)
	}
	w.stripeHas(yearly)
	w.stripe.Answer("POST", "/v1/subscriptions/sub_alice", cancelled.object())
	billingOK[api.CurrentPlan](t, w, alice, "DELETE", "/api/premium/plan/cancel", nil)
	w.stripeHas(cancelled)

	// The period ends: Basic again, the videos kept, a new one refused.
	w.advance(yearEnd.Sub(w.clock()) + time.Hour)
	cur = w.current(t, alice)
	if cur.PlanType != api.PlanFree || cur.State != api.SubExpired || cur.Entitlements != plan.Basic || cur.IsUnSubscrib {
		t.Fatalf("after the period: %+v", cur)
	}
	if p := w.paid(t, alice); p.PremiumAt(w.clock()) {
		t.Fatalf("paid plan still Premium after its period: %+v", p)
	}
	// Stripe ends the subscription and says so.
	ended := cancelled
	ended.status = "canceled"
	w.stripeHas(ended)
	w.deliverOK(t, event("evt_deleted", stripe.EventTypeCustomerSubscriptionDeleted, yearEnd, ended.object()))
	if p := w.paid(t, alice); p.State != api.SubExpired || p.Type != api.PlanYearly {
		t.Fatalf("paid plan after deletion: %+v", p)
	}
	assertBasicVideoLimit(t, w, alice.id, madeVideos)
	// Basic may subscribe again.
	if cur := w.current(t, alice); !cur.Permission.CanBilling || cur.Permission.CanCancel {
		t.Fatalf("permissions on Basic: %+v", cur.Permission)
	}
}

// fillVideos makes n videos of the user's through the store, within the
// limit the plan rule gives them now.
func fillVideos(t *testing.T, w *billingWorld, userID int64, n int) []int64 {
	t.Helper()
	var ids []int64
	ent, err := w.App.Plans.Entitlements(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		now := time.Now().UTC()
		v := domain.Video{UserID: userID, Title: "take " + itoa(int64(i)), Status: api.VideoOK, Version: 1, DurationMs: 1000,
			SizeBytes: 1000, Width: 160, Height: 120, CreatedAt: now, UpdatedAt: now}
		if err := w.App.Store.CreateVideo(context.Background(), &v, ent.VideoLimit); err != nil {
			t.Fatalf("video %d: %v", i, err)
		}
		ids = append(ids, v.ID)
	}
	return ids
}

// assertBasicVideoLimit checks the plan rule's video limit of a user back
// on Basic: every video made while Premium is kept, past 30 too, and none
// may be added.
func assertBasicVideoLimit(t *testing.T, w *billingWorld, userID int64, made []int64) {
	t.Helper()
	ctx := context.Background()
	for _, id := range made {
		if _, err := w.App.Store.VideoByID(ctx, id); err != nil {
			t.Fatalf("video %d not kept: %v", id, err)
		}
	}
	ent, err := w.App.Plans.Entitlements(ctx, userID)
	if err != nil || ent != plan.Basic {
		t.Fatalf("entitlements back on Basic: %+v, %v", ent, err)
	}
	now := time.Now().UTC()
	v := domain.Video{UserID: userID, Title: "one more", Status: api.VideoOK, Version: 1, CreatedAt: now, UpdatedAt: now}
	if err := w.App.Store.CreateVideo(ctx, &v, ent.VideoLimit); !errors.Is(err, domain.ErrLimit) {
		t.Fatalf("video 31 on Basic: %v, want the limit", err)
	}
}

// invoiceObject is a subscription's invoice as webhooks carry it.
func invoiceObject(id, customer, subID string) map[string]any {
	return map[string]any{"id": id, "object": "invoice", "customer": customer, "status": "paid",
		"parent": map[string]any{"type": "subscription_details", "subscription_details": map[string]any{"subscription": subID}}}
}

// With billing off, nothing is sold: every purchase call says so.
func TestBillingOff(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "basic@example.com")
	status, e := call(t, env, "GET", "/api/premium/plans", "", nil)
	if plans := decode[api.PlansResponse](t, e.Data); status != 200 || plans.BillingEnabled || plans.PublishableKey != "" || len(plans.Plans) != 3 {
		t.Fatalf("plans with billing off: %d %+v", status, plans)
	}
	status, e = call(t, env, "GET", "/api/premium/current", c.Token, nil)
	if cur := decode[api.CurrentPlan](t, e.Data); status != 200 || cur.PlanType != api.PlanFree || cur.Permission.CanBilling ||
		cur.Entitlements != plan.Basic {
		t.Fatalf("current with billing off: %d %+v", status, cur)
	}
	off := http.StatusForbidden
	runCases(t, env, []apiCase{
		{"setup intent", "GET", "/api/payment/stripe/setup_intents", c.Token, nil, off, api.CodeBillingOff},
		{"create", "POST", "/api/premium/plan/stripe/create", c.Token, api.CreateSubscriptionRequest{PlanType: api.PlanMonthly, PaymentMethodID: "pm_1"}, off, api.CodeBillingOff},
		{"complete", "POST", "/api/premium/plan/stripe/complete", c.Token, api.CompleteSubscriptionRequest{SubscriptionID: "sub_1"}, off, api.CodeBillingOff},
		{"upgrade", "PUT", "/api/premium/plan/upgrade", c.Token, nil, off, api.CodeBillingOff},
		{"upgrade cost", "GET", "/api/premium/plan/stripe/calc_upgrade_cost", c.Token, nil, off, api.CodeBillingOff},
		{"cancel", "DELETE", "/api/premium/plan/cancel", c.Token, nil, off, api.CodeBillingOff},
		{"renew", "PUT", "/api/premium/plan/stripe/renew", c.Token, nil, off, api.CodeBillingOff},
		{"card", "PUT", "/api/premium/plan/stripe/update_payment_method", c.Token, api.UpdatePaymentMethodRequest{PaymentMethodID: "pm_1"}, off, api.CodeBillingOff},
		{"invoices", "GET", "/api/premium/plan/invoices", c.Token, nil, off, api.CodeBillingOff},
		{"billing", "GET", "/api/premium/plan/billing", c.Token, nil, off, api.CodeBillingOff},
		{"webhook", "POST", "/api/payment/stripe/webhook", "", "{}", off, api.CodeBillingOff},
		{"signed out", "GET", "/api/premium/current", "", nil, http.StatusUnauthorized, api.CodeLoginOutdated},
	})
}
