package httpapi_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/shared/api"
)

// stripe-mock's own payment intent fixture is never requires_action, so the
// test lays that status over its answer to create, expanded as the service
// asks (latest_invoice.payments.data.payment.payment_intent): the structure
// is stripe-mock's, the status the bank's.
func paymentNeeding(status, secret string) map[string]any {
	return map[string]any{"payments": map[string]any{"data": []any{map[string]any{
		"payment": map[string]any{"type": "payment_intent", "payment_intent": map[string]any{
			"object": "payment_intent", "status": status, "client_secret": secret}}}}}}
}

// A card needing 3-D Secure: create answers 600001 with the payment to
// confirm; Stripe's webhook makes the plan Premium once the bank agrees, and
// complete reads it back.
func TestBillingThreeDSecure(t *testing.T) {
	w := newBillingWorld(t)
	bob := w.buyer(t, "bob")
	sub := subscription{id: "sub_bob", customer: bob.customer, price: apptest.StripePriceYearly, status: "incomplete",
		periodEnd: w.clock().Add(365 * 24 * time.Hour)}
	answer := sub.object()
	answer["latest_invoice"] = paymentNeeding("requires_action", "pi_bob_secret_3ds")
	w.stripe.Answer("POST", "/v1/subscriptions", answer)
	status, e := w.as(t, bob, "POST", "/api/premium/plan/stripe/create",
		api.CreateSubscriptionRequest{PlanType: api.PlanYearly, PaymentMethodID: bob.card})
	res := decode[api.CreateSubscriptionResponse](t, e.Data)
	if status != http.StatusPaymentRequired || e.Code != api.CodeThreeDSecure || res.ClientSecret != "pi_bob_secret_3ds" ||
		res.SubscriptionID != "sub_bob" || res.State != api.SubIncomplete {
		t.Fatalf("create needing 3-D Secure: %d %d %+v", status, e.Code, res)
	}
	if got := w.stripe.Requests("POST", "/v1/subscriptions"); got[0].Form.Get("payment_behavior") != "allow_incomplete" ||
		got[0].Form.Get("expand[0]") != "latest_invoice.payments.data.payment.payment_intent" {
		t.Fatalf("create request: %+v", got[0].Form)
	}
	if cur := w.current(t, bob); cur.State != api.SubIncomplete || cur.Entitlements != plan.Basic || cur.PlanType != api.PlanFree {
		t.Fatalf("awaiting 3-D Secure: %+v", cur)
	}
	// Stripe asks for action (the plan stays incomplete), then the bank agrees.
	w.stripeHas(sub)
	t0 := w.clock()
	w.deliverOK(t, event("evt_action", stripe.EventTypeInvoicePaymentActionRequired, t0, invoiceObject("in_bob", bob.customer, sub.id)))
	if p := w.paid(t, bob); p.State != api.SubIncomplete {
		t.Fatalf("after payment_action_required: %+v", p)
	}
	active := sub
	active.status = "active"
	w.stripeHas(active)
	w.advance(time.Minute)
	w.deliverOK(t, event("evt_active", stripe.EventTypeCustomerSubscriptionUpdated, t0.Add(time.Minute), active.object()))
	if cur := w.current(t, bob); cur.State != api.SubActive || cur.Entitlements != plan.Premium || cur.PlanType != api.PlanYearly {
		t.Fatalf("after the webhook: %+v", cur)
	}
	cur := billingOK[api.CurrentPlan](t, w, bob, "POST", "/api/premium/plan/stripe/complete", api.CompleteSubscriptionRequest{SubscriptionID: "sub_bob"})
	if cur.State != api.SubActive || cur.Entitlements != plan.Premium {
		t.Fatalf("complete: %+v", cur)
	}
	// Paying again while Premium is refused.
	if status, e := w.as(t, bob, "POST", "/api/premium/plan/stripe/create",
		api.CreateSubscriptionRequest{PlanType: api.PlanMonthly, PaymentMethodID: bob.card}); status != 409 || e.Code != api.CodeAlreadyPremium {
		t.Fatalf("second subscription: %d %d", status, e.Code)
	}
}

// A declined card: 600002, and the plan stays Basic.
func TestBillingDeclined(t *testing.T) {
	w := newBillingWorld(t)
	carol := w.buyer(t, "carol")
	sub := subscription{id: "sub_carol", customer: carol.customer, price: apptest.StripePriceMonthly, status: "incomplete",
		periodEnd: w.clock().Add(30 * 24 * time.Hour)}
	answer := sub.object()
	answer["latest_invoice"] = paymentNeeding("requires_payment_method", "pi_carol_secret")
	w.stripe.Answer("POST", "/v1/subscriptions", answer)
	status, e := w.as(t, carol, "POST", "/api/premium/plan/stripe/create",
		api.CreateSubscriptionRequest{PlanType: api.PlanMonthly, PaymentMethodID: carol.card})
	if status != http.StatusPaymentRequired || e.Code != api.CodePaymentFailed {
		t.Fatalf("declined: %d %d %q", status, e.Code, e.Msg)
	}
	if cur := w.current(t, carol); cur.Entitlements != plan.Basic || cur.State != api.SubIncomplete {
		t.Fatalf("after a decline: %+v", cur)
	}
	// complete reads the same failure back.
	w.stripeHas(sub)
	if status, e := w.as(t, carol, "POST", "/api/premium/plan/stripe/complete",
		api.CompleteSubscriptionRequest{SubscriptionID: "sub_carol"}); status != http.StatusPaymentRequired || e.Code != api.CodePaymentFailed {
		t.Fatalf("complete after a decline: %d %d", status, e.Code)
	}
}
