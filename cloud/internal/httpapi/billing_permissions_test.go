package httpapi_test

import (
	"net/http"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// Every billing call acts on the caller's own customer: someone else's
// payment method, subscription or invoices answer not found or are never
// asked of Stripe, and nothing the browser sends sets a plan.
func TestBillingOthersIDs(t *testing.T) {
	w := newBillingWorld(t)
	alice := w.buyer(t, "alice")
	sub := w.subscribed(t, alice, "sub_alice")
	mallory := w.buyer(t, "mallory")
	stripeCallsBefore := len(w.stripe.AllRequests())

	nf, unauth := http.StatusNotFound, http.StatusUnauthorized
	runCases(t, w.Env, []apiCase{
		{"alice's card to subscribe", "POST", "/api/premium/plan/stripe/create", mallory.c.Token,
			api.CreateSubscriptionRequest{PlanType: api.PlanMonthly, PaymentMethodID: alice.card}, nf, api.CodeNotFound},
		{"alice's card as her own", "PUT", "/api/premium/plan/stripe/update_payment_method", mallory.c.Token,
			api.UpdatePaymentMethodRequest{PaymentMethodID: alice.card}, nf, api.CodeNotFound},
		{"alice's subscription to complete", "POST", "/api/premium/plan/stripe/complete", mallory.c.Token,
			api.CompleteSubscriptionRequest{SubscriptionID: sub.id}, nf, api.CodeNotFound},
		{"an unknown subscription", "POST", "/api/premium/plan/stripe/complete", mallory.c.Token,
			api.CompleteSubscriptionRequest{SubscriptionID: "sub_nobody"}, nf, api.CodeNotFound},
		{"no plan to cancel", "DELETE", "/api/premium/plan/cancel", mallory.c.Token, nil, http.StatusConflict, api.CodeConflict},
		{"no plan to upgrade", "PUT", "/api/premium/plan/upgrade", mallory.c.Token, nil, http.StatusConflict, api.CodeConflict},
		{"no plan to renew", "PUT", "/api/premium/plan/stripe/renew", mallory.c.Token, nil, http.StatusConflict, api.CodeConflict},
		{"no plan to price", "GET", "/api/premium/plan/stripe/calc_upgrade_cost", mallory.c.Token, nil, http.StatusConflict, api.CodeConflict},
		{"a plan type of its own", "POST", "/api/premium/plan/stripe/create", mallory.c.Token,
			map[string]any{"plan_type": "professional_activity", "payment_method_id": mallory.card, "state": "active"}, http.StatusBadRequest, api.CodeInvalidParam},
		{"no card", "POST", "/api/premium/plan/stripe/create", mallory.c.Token,
			api.CreateSubscriptionRequest{PlanType: api.PlanMonthly}, http.StatusBadRequest, api.CodeInvalidParam},
		{"no subscription id", "POST", "/api/premium/plan/stripe/complete", mallory.c.Token,
			api.CompleteSubscriptionRequest{}, http.StatusBadRequest, api.CodeInvalidParam},
		{"not JSON", "POST", "/api/premium/plan/stripe/create", mallory.c.Token, "{", http.StatusBadRequest, api.CodeInvalidParam},
		{"signed out: setup intent", "GET", "/api/payment/stripe/setup_intents", "", nil, unauth, api.CodeLoginOutdated},
		{"signed out: create", "POST", "/api/premium/plan/stripe/create", "", api.CreateSubscriptionRequest{PlanType: api.PlanMonthly, PaymentMethodID: alice.card}, unauth, api.CodeLoginOutdated},
		{"signed out: cancel", "DELETE", "/api/premium/plan/cancel", "", nil, unauth, api.CodeLoginOutdated},
		{"signed out: invoices", "GET", "/api/premium/plan/invoices", "", nil, unauth, api.CodeLoginOutdated},
	})
	// None of it touched alice's subscription in Stripe, or any subscription.
	for _, r := range w.stripe.AllRequests()[stripeCallsBefore:] {
		if r.Method == "POST" && (r.Path == "/v1/subscriptions" || r.Path == "/v1/subscriptions/"+sub.id || r.Path == "/v1/customers/"+alice.customer) {
			t.Fatalf("mallory's calls changed Stripe: %s %s %v", r.Method, r.Path, r.Form)
		}
	}
	if p := w.paid(t, alice); p.State != api.SubActive {
		t.Fatalf("alice's plan changed: %+v", p)
	}
	if _, err := w.App.Store.PaidPlanOf(t.Context(), mallory.id); err == nil {
		t.Fatal("mallory got a paid plan")
	}

	// Her own card she may set.
	billingOK[api.BillingData](t, w, mallory, "PUT", "/api/premium/plan/stripe/update_payment_method",
		api.UpdatePaymentMethodRequest{PaymentMethodID: mallory.card})
	if got := w.stripe.Requests("POST", "/v1/customers/"+mallory.customer); len(got) == 0 ||
		got[len(got)-1].Form.Get("invoice_settings[default_payment_method]") != mallory.card {
		t.Fatalf("card update: %+v", got)
	}

	// A subscription Stripe says is on someone else's customer is not read
	// back for the caller, even when recorded for them.
	if err := w.App.Store.KeepStripeSubscription(t.Context(), "sub_mixed", mallory.id, w.clock()); err != nil {
		t.Fatal(err)
	}
	w.stripeHas(subscription{id: "sub_mixed", customer: alice.customer, price: apptest.StripePriceMonthly, status: "active", periodEnd: w.clock()})
	if status, e := w.as(t, mallory, "POST", "/api/premium/plan/stripe/complete", api.CompleteSubscriptionRequest{SubscriptionID: "sub_mixed"}); status != nf || e.Code != api.CodeNotFound {
		t.Fatalf("someone else's subscription: %d %d", status, e.Code)
	}

	// Invoices and the card on file are asked of Stripe for the caller's
	// own customer only.
	w.stripe.Answer("GET", "/v1/invoices", map[string]any{"data": []any{map[string]any{
		"id": "in_mallory", "number": "M-1", "amount_paid": 2000, "status": "paid", "currency": "usd", "invoice_pdf": "https://pay.example/in_mallory.pdf"}}})
	invoices := billingOK[[]api.Invoice](t, w, mallory, "GET", "/api/premium/plan/invoices", nil)
	if len(invoices) != 1 || invoices[0].ID != "in_mallory" || invoices[0].Amount != 2000 || invoices[0].PDFURL == "" {
		t.Fatalf("invoices: %+v", invoices)
	}
	for _, r := range w.stripe.Requests("GET", "/v1/invoices") {
		if r.Form.Get("customer") != mallory.customer {
			t.Fatalf("invoices asked for customer %q, want mallory's %q", r.Form.Get("customer"), mallory.customer)
		}
	}
	w.stripe.Answer("GET", "/v1/customers/"+mallory.customer, map[string]any{"email": "mallory@example.com",
		"invoice_settings": map[string]any{"default_payment_method": map[string]any{"id": mallory.card, "object": "payment_method",
			"card": map[string]any{"brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2030}}}})
	bd := billingOK[api.BillingData](t, w, mallory, "GET", "/api/premium/plan/billing", nil)
	if !bd.HasPaymentMethod || bd.Last4 != "4242" || bd.Brand != "visa" {
		t.Fatalf("billing data: %+v", bd)
	}
	for _, r := range w.stripe.AllRequests() {
		if r.Method == "GET" && r.Path == "/v1/customers/"+alice.customer {
			t.Fatal("mallory's billing data read alice's customer")
		}
	}
}

// Making Stripe objects is bounded per user: one user's burst does not
// stop another's.
func TestBillingStripeCallsBounded(t *testing.T) {
	w := newBillingWorld(t)
	greedy := w.buyer(t, "greedy") // its first SetupIntent
	other := w.buyer(t, "other")
	for i := 1; i < 30; i++ {
		billingOK[api.SetupIntentResponse](t, w, greedy, "GET", "/api/payment/stripe/setup_intents", nil)
	}
	// One more is allowed every 10 s: however slow the machine, the bound
	// is met well within 100 calls.
	refused := false
	for i := 0; i < 100 && !refused; i++ {
		status, e := w.as(t, greedy, "GET", "/api/payment/stripe/setup_intents", nil)
		refused = status == http.StatusTooManyRequests && e.Code == api.CodeTooManyRequests
	}
	if !refused {
		t.Fatal("130 SetupIntents in a row were all made")
	}
	billingOK[api.SetupIntentResponse](t, w, other, "GET", "/api/payment/stripe/setup_intents", nil)
}
