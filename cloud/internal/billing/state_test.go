package billing

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/reelroom/reelroom/cloud/internal/config"
	"github.com/reelroom/reelroom/shared/api"
)

// subscriptionJSON decodes a subscription as Stripe's API writes it.
func subscriptionJSON(t *testing.T, raw string) *stripe.Subscription {
	t.Helper()
	var sub stripe.Subscription
	if err := json.Unmarshal([]byte(raw), &sub); err != nil {
		t.Fatal(err)
	}
	return &sub
}

func TestStateOf(t *testing.T) {
	cases := []struct {
		status    string
		cancelEnd bool
		cancelAt  int64
		want      api.SubscriptionState
	}{
		{"active", false, 0, api.SubActive},
		{"trialing", false, 0, api.SubActive},
		{"active", true, 0, api.SubUnsubscribed},
		{"active", false, 1900000000, api.SubUnsubscribed},
		{"past_due", false, 0, api.SubPastDue},
		{"past_due", true, 0, api.SubPastDue},
		{"incomplete", false, 0, api.SubIncomplete},
		{"incomplete_expired", false, 0, api.SubExpired},
		{"canceled", true, 0, api.SubExpired},
		{"unpaid", false, 0, api.SubExpired},
		{"paused", false, 0, api.SubExpired},
	}
	for _, tc := range cases {
		raw, _ := json.Marshal(map[string]any{"id": "sub_1", "object": "subscription", "status": tc.status,
			"cancel_at_period_end": tc.cancelEnd, "cancel_at": tc.cancelAt})
		if got := stateOf(subscriptionJSON(t, string(raw))); got != tc.want {
			t.Errorf("%s cancel_at_period_end=%v cancel_at=%d: %s, want %s", tc.status, tc.cancelEnd, tc.cancelAt, got, tc.want)
		}
	}
}

func TestPaidPlanOfSubscription(t *testing.T) {
	s := New(nil, nil, config.Stripe{PriceMonthly: "price_m", PriceYearly: "price_y"})
	sub := subscriptionJSON(t, `{"id":"sub_1","object":"subscription","status":"active","cancel_at_period_end":true,
		"customer":"cus_1","items":{"object":"list","data":[{"id":"si_1","object":"subscription_item",
		"current_period_end":1900000000,"price":{"id":"price_y","object":"price"}}]}}`)
	at := time.Unix(1800000000, 0)
	p := s.paidPlanOf(7, sub, at)
	if p.UserID != 7 || p.Type != api.PlanYearly || p.State != api.SubUnsubscribed || p.Platform != api.PayStripe ||
		!p.PeriodEnd.Equal(time.Unix(1900000000, 0)) || !p.SourceAt.Equal(at) {
		t.Fatalf("paid plan: %+v", p)
	}
	if !p.PremiumAt(time.Unix(1899999999, 0)) || p.PremiumAt(time.Unix(1900000000, 0)) {
		t.Fatal("an unsubscribed plan is Premium until its period's end, not after")
	}
	for _, tc := range []struct {
		price string
		want  api.PlanType
	}{
		{`{"id":"price_m"}`, api.PlanMonthly},
		{`{"id":"price_y"}`, api.PlanYearly},
		{`{"id":"price_older_yearly","recurring":{"interval":"year"}}`, api.PlanYearly},
		{`{"id":"price_older_monthly","recurring":{"interval":"month"}}`, api.PlanMonthly},
	} {
		old := subscriptionJSON(t, `{"id":"sub_2","status":"active","items":{"data":[{"id":"si_2","price":`+tc.price+`}]}}`)
		if got := s.paidPlanOf(7, old, at).Type; got != tc.want {
			t.Errorf("price %s: %s, want %s", tc.price, got, tc.want)
		}
	}
	if customerOf(sub.Customer) != "cus_1" || itemOf(sub) != "si_1" {
		t.Fatalf("customer %q item %q", customerOf(sub.Customer), itemOf(sub))
	}
}

// The payment needing 3-D Secure, in an answer shaped as Stripe's (its
// latest invoice's payments expanded down to the payment intent).
func TestActionSecret(t *testing.T) {
	withPI := func(subStatus, piStatus string) string {
		return `{"id":"sub_1","object":"subscription","status":"` + subStatus + `","latest_invoice":{"id":"in_1","object":"invoice",
			"confirmation_secret":{"client_secret":"in_secret","type":"payment_intent"},
			"payments":{"object":"list","data":[{"id":"inpay_1","object":"invoice_payment","payment":{"type":"payment_intent",
			"payment_intent":{"id":"pi_1","object":"payment_intent","status":"` + piStatus + `","client_secret":"pi_1_secret"}}}]}}}`
	}
	cases := []struct {
		raw  string
		want string
	}{
		{withPI("incomplete", "requires_action"), "pi_1_secret"},
		{withPI("incomplete", "requires_payment_method"), ""},
		{withPI("active", "succeeded"), ""},
		{`{"id":"sub_1","object":"subscription","status":"incomplete","latest_invoice":"in_1"}`, ""},
	}
	for i, tc := range cases {
		if got := actionSecret(subscriptionJSON(t, tc.raw)); got != tc.want {
			t.Errorf("case %d: %q, want %q", i, got, tc.want)
		}
	}
	// An answer with the payment intent's secret left out uses the invoice's.
	sub := subscriptionJSON(t, withPI("incomplete", "requires_action"))
	sub.LatestInvoice.Payments.Data[0].Payment.PaymentIntent.ClientSecret = ""
	if got := actionSecret(sub); got != "in_secret" {
		t.Errorf("invoice's confirmation secret: %q", got)
	}
}

func TestSavePercent(t *testing.T) {
	for _, tc := range []struct {
		monthly, yearly int64
		want            int
	}{{2000, 19200, 20}, {1000, 12000, 0}, {1000, 13000, 0}, {0, 0, 0}, {999, 9990, 17}} {
		if got := savePercent(tc.monthly, tc.yearly); got != tc.want {
			t.Errorf("savePercent(%d, %d) = %d, want %d", tc.monthly, tc.yearly, got, tc.want)
		}
	}
}
