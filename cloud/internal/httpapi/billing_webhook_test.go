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
	"github.com/reelroom/reelroom/shared/api"
)

// subscribed makes b a Premium monthly subscriber whose subscription Stripe
// reads back as it was made.
func (w *billingWorld) subscribed(t *testing.T, b buyer, id string) subscription {
	t.Helper()
	sub := subscription{id: id, customer: b.customer, price: apptest.StripePriceMonthly, status: "active",
		periodEnd: w.clock().Add(30 * 24 * time.Hour)}
	w.stripe.Answer("POST", "/v1/subscriptions", sub.object())
	billingOK[api.CreateSubscriptionResponse](t, w, b, "POST", "/api/premium/plan/stripe/create",
		api.CreateSubscriptionRequest{PlanType: api.PlanMonthly, PaymentMethodID: b.card})
	w.stripeHas(sub)
	return sub
}

// A webhook that is unsigned, signed with another secret, stale, altered
// after signing, replayed or older than what is recorded changes nothing it
// should not; events of customers and subscriptions made elsewhere are
// taken and ignored.
func TestBillingWebhookRefusals(t *testing.T) {
	w := newBillingWorld(t)
	alice := w.buyer(t, "alice")
	sub := w.subscribed(t, alice, "sub_alice")
	t0 := w.clock()
	want := w.paid(t, alice)

	pastDue := sub
	pastDue.status = "past_due"
	body := event("evt_past_due", stripe.EventTypeCustomerSubscriptionUpdated, t0.Add(time.Minute), pastDue.object())
	refused := []struct {
		name, signature string
		payload         []byte
	}{
		{"unsigned", "", body},
		{"another secret", signed(body, "whsec_someone_else", time.Now()), body},
		{"stale", signed(body, apptest.StripeWebhookSecret, time.Now().Add(-400*time.Second)), body},
		{"altered", signed(body, apptest.StripeWebhookSecret, time.Now()), append(append([]byte{}, body[:len(body)-1]...), []byte(`,"x":1}`)...)},
		{"garbage header", "t=abc,v1=zz", body},
	}
	for _, tc := range refused {
		status, code := w.deliver(t, tc.payload, tc.signature)
		if status != http.StatusBadRequest || code != api.CodeInvalidParam {
			t.Fatalf("%s: status %d code %d, want 400 %d", tc.name, status, code, api.CodeInvalidParam)
		}
		if got := w.paid(t, alice); got != want {
			t.Fatalf("%s changed the plan: %+v", tc.name, got)
		}
	}

	// Reordered: the cancel (later) arrives before an older update; the older
	// one changes nothing, and Stripe, read back, agrees.
	cancelled := sub
	cancelled.cancelAtPeriodEnd = true
	w.stripeHas(cancelled)
	w.deliverOK(t, event("evt_cancel", stripe.EventTypeCustomerSubscriptionUpdated, t0.Add(2*time.Minute), cancelled.object()))
	if got := w.paid(t, alice); got.State != api.SubUnsubscribed {
		t.Fatalf("after the cancel event: %+v", got)
	}
	w.deliverOK(t, event("evt_older", stripe.EventTypeCustomerSubscriptionUpdated, t0.Add(time.Minute), sub.object()))
	if got := w.paid(t, alice); got.State != api.SubUnsubscribed {
		t.Fatalf("an older event arriving late changed the plan: %+v", got)
	}

	// Replayed: an invoice event reads the subscription back; sent again
	// once Stripe says otherwise, it is not applied a second time.
	w.stripeHas(sub)
	w.advance(time.Hour)
	paid := event("evt_invoice_paid", stripe.EventTypeInvoicePaid, t0.Add(3*time.Minute), invoiceObject("in_1", alice.customer, sub.id))
	w.deliverOK(t, paid)
	if got := w.paid(t, alice); got.State != api.SubActive {
		t.Fatalf("after invoice.paid: %+v", got)
	}
	w.stripeHas(pastDue)
	w.advance(time.Hour)
	w.deliverOK(t, paid)
	if got := w.paid(t, alice); got.State != api.SubActive {
		t.Fatalf("a replayed event was applied again: %+v", got)
	}
	// A new event is.
	w.deliverOK(t, event("evt_invoice_failed", stripe.EventTypeInvoicePaymentFailed, t0.Add(4*time.Minute),
		invoiceObject("in_2", alice.customer, sub.id)))
	if got := w.paid(t, alice); got.State != api.SubPastDue || !got.PremiumAt(w.clock()) {
		t.Fatalf("after invoice.payment_failed: %+v (past due keeps Premium while Stripe retries)", got)
	}

	// Customers and subscriptions this service did not make: taken, ignored.
	before := w.paid(t, alice)
	stranger := subscription{id: "sub_elsewhere", customer: "cus_elsewhere", price: apptest.StripePriceYearly, status: "active",
		periodEnd: t0.Add(400 * 24 * time.Hour)}
	w.deliverOK(t, event("evt_stranger", stripe.EventTypeCustomerSubscriptionCreated, t0.Add(5*time.Minute), stranger.object()))
	w.deliverOK(t, event("evt_stranger_inv", stripe.EventTypeInvoicePaid, t0.Add(5*time.Minute), invoiceObject("in_x", "cus_elsewhere", "sub_elsewhere")))
	w.deliverOK(t, event("evt_other_type", "charge.refunded", t0.Add(5*time.Minute), map[string]any{"id": "ch_1", "object": "charge"}))
	if got := w.paid(t, alice); got != before {
		t.Fatalf("a stranger's event changed alice's plan: %+v", got)
	}
	if _, err := w.App.Store.UserOfStripeSubscription(context.Background(), "sub_elsewhere"); !errors.Is(err, domain.ErrNotFound) {
		t.Fatalf("a stranger's subscription was kept: %v", err)
	}
}

// A renewal whose webhook never came: once the recorded period is over,
// the plan is read back from Stripe, which renewed it.
func TestBillingRenewalWithoutWebhook(t *testing.T) {
	w := newBillingWorld(t)
	dana := w.buyer(t, "dana")
	sub := w.subscribed(t, dana, "sub_dana")
	renewed := sub
	renewed.periodEnd = sub.periodEnd.Add(30 * 24 * time.Hour)
	w.stripeHas(renewed)
	w.advance(sub.periodEnd.Sub(w.clock()) + time.Hour)
	if cur := w.current(t, dana); cur.State != api.SubActive || cur.PeriodEnd != renewed.periodEnd.Unix() || cur.PlanType != api.PlanMonthly {
		t.Fatalf("after a silent renewal: %+v", cur)
	}
	// One that Stripe ended is Basic.
	ended := renewed
	ended.status = "canceled"
	w.stripeHas(ended)
	w.advance(31 * 24 * time.Hour)
	if cur := w.current(t, dana); cur.State != api.SubExpired || cur.PlanType != api.PlanFree {
		t.Fatalf("after a silent end: %+v", cur)
	}
}
