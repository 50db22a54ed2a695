package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// billingWorld is a service selling Premium through the test Stripe, with
// a clock the test moves.
type billingWorld struct {
	*apptest.Env
	stripe *apptest.StripeMock

	mu  sync.Mutex
	now time.Time
}

func newBillingWorld(t *testing.T) *billingWorld {
	t.Helper()
	m := apptest.NewStripeMock(t)
	cfg := apptest.Config(t)
	cfg.Stripe = m.Config()
	w := &billingWorld{Env: apptest.Start(t, cfg), stripe: m, now: time.Now().UTC().Truncate(time.Second)}
	w.App.Billing.SetClock(w.clock)
	w.App.Plans.SetClock(w.clock)
	m.Answer("GET", "/v1/prices/"+apptest.StripePriceMonthly, map[string]any{
		"id": apptest.StripePriceMonthly, "unit_amount": 2000, "currency": "usd", "recurring": map[string]any{"interval": "month"}})
	m.Answer("GET", "/v1/prices/"+apptest.StripePriceYearly, map[string]any{
		"id": apptest.StripePriceYearly, "unit_amount": 19200, "currency": "usd", "recurring": map[string]any{"interval": "year"}})
	return w
}

func (w *billingWorld) clock() time.Time {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.now
}

// advance moves the service's clock on.
func (w *billingWorld) advance(d time.Duration) time.Time {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.now = w.now.Add(d)
	return w.now
}

// buyer is a signed-in user with their own Stripe customer and a card on it.
type buyer struct {
	c        *client.Client
	id       int64
	customer string
	card     string
}

func (w *billingWorld) buyer(t *testing.T, name string) buyer {
	t.Helper()
	b := buyer{c: w.SignUp(t, name+"@example.com"), card: "pm_card_" + name}
	b.id = userIDOf(t, b.c)
	si := billingOK[api.SetupIntentResponse](t, w, b, "GET", "/api/payment/stripe/setup_intents", nil)
	if si.ClientSecret == "" || si.PublishableKey != "pk_test_reelroom" {
		t.Fatalf("setup intent: %+v", si)
	}
	cus, err := w.App.Store.StripeCustomerOf(context.Background(), b.id)
	if err != nil {
		t.Fatal(err)
	}
	b.customer = cus
	w.stripe.Answer("GET", "/v1/payment_methods/"+b.card, map[string]any{"id": b.card, "customer": cus})
	return b
}

// as sends one call as b and answers the status and envelope.
func (w *billingWorld) as(t *testing.T, b buyer, method, path string, body any) (int, api.Envelope[json.RawMessage]) {
	t.Helper()
	return call(t, w.Env, method, path, b.c.Token, body)
}

func billingOK[T any](t *testing.T, w *billingWorld, b buyer, method, path string, body any) T {
	t.Helper()
	status, e := w.as(t, b, method, path, body)
	if status != http.StatusOK || e.Code != api.CodeOK {
		t.Fatalf("%s %s: status %d code %d %q", method, path, status, e.Code, e.Msg)
	}
	return decode[T](t, e.Data)
}

func (w *billingWorld) current(t *testing.T, b buyer) api.CurrentPlan {
	t.Helper()
	return billingOK[api.CurrentPlan](t, w, b, "GET", "/api/premium/current", nil)
}

func (w *billingWorld) paid(t *testing.T, b buyer) domain.PaidPlan {
	t.Helper()
	p, err := w.App.Store.PaidPlanOf(context.Background(), b.id)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// subscription is a Stripe subscription object as the API and webhooks
// carry it.
type subscription struct {
	id, customer, price, status string
	cancelAtPeriodEnd           bool
	periodEnd                   time.Time
}

func (s subscription) object() map[string]any {
	return map[string]any{
		"id": s.id, "object": "subscription", "customer": s.customer, "status": s.status,
		"cancel_at_period_end": s.cancelAtPeriodEnd, "cancel_at": nil, "created": 1700000000,
		"items": map[string]any{"object": "list", "data": []any{map[string]any{
			"id": "si_" + s.id, "object": "subscription_item", "current_period_end": s.periodEnd.Unix(),
			"price": map[string]any{"id": s.price, "object": "price"},
		}}},
	}
}

// stripeHas makes the test Stripe answer s when the subscription is read.
func (w *billingWorld) stripeHas(s subscription) {
	w.stripe.Answer("GET", "/v1/subscriptions/"+s.id, s.object())
}

// event is a Stripe webhook event's body.
func event(id string, typ stripe.EventType, created time.Time, object map[string]any) []byte {
	raw, _ := json.Marshal(map[string]any{
		"id": id, "object": "event", "api_version": stripe.APIVersion, "created": created.Unix(), "type": typ,
		"livemode": false, "pending_webhooks": 1, "data": map[string]any{"object": object},
	})
	return raw
}

// signed is the Stripe-Signature header Stripe would send for payload at
// signedAt (wall-clock time: the signature's age is checked against it).
func signed(payload []byte, secret string, signedAt time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: signedAt}).Header
}

// deliver posts a webhook as Stripe does; signature "" sends none.
func (w *billingWorld) deliver(t *testing.T, payload []byte, signature string) (int, api.Code) {
	t.Helper()
	req, _ := http.NewRequest("POST", w.URL+"/api/payment/stripe/webhook", bytes.NewReader(payload))
	req.Header.Set("Content-Type", "application/json")
	if signature != "" {
		req.Header.Set("Stripe-Signature", signature)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var e api.Envelope[json.RawMessage]
	if err := json.NewDecoder(res.Body).Decode(&e); err != nil {
		t.Fatalf("webhook: status %d, body is not an envelope: %v", res.StatusCode, err)
	}
	return res.StatusCode, e.Code
}

// deliverOK posts a webhook signed now and expects it taken.
func (w *billingWorld) deliverOK(t *testing.T, payload []byte) {
	t.Helper()
	if status, code := w.deliver(t, payload, signed(payload, apptest.StripeWebhookSecret, time.Now())); status != 200 || code != api.CodeOK {
		t.Fatalf("webhook: status %d code %d", status, code)
	}
}

// planEvents counts the action:plan_changed events on the user's topic.
func (w *billingWorld) planEvents(t *testing.T, userID int64) func() int {
	t.Helper()
	var mu sync.Mutex
	n := 0
	stop := w.App.Live.Hub.Subscribe(live.UserTopic(userID), func(msg []byte) {
		var m struct{ Type string }
		if json.Unmarshal(msg, &m) == nil && m.Type == api.EventPlanChanged {
			mu.Lock()
			n++
			mu.Unlock()
		}
	})
	t.Cleanup(stop)
	return func() int {
		mu.Lock()
		defer mu.Unlock()
		return n
	}
}
