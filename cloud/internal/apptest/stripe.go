package apptest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"sync"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/config"
)

// StripeMock is the test Stripe: stripe-mock (scripts/stripe-mock-start.sh;
// make test runs one and sets TEST_STRIPE_MOCK to its URL) behind a thin
// layer of the test's own. stripe-mock checks every request against
// Stripe's API description and answers from fixed fixtures, with no state:
// a subscription read back is never the one made. So a test says which
// fields Stripe would answer for a call (Answer), laid over stripe-mock's
// answer, and reads back the requests the service sent (Requests).
type StripeMock struct {
	URL      string // the layer's base URL, the service's STRIPE_API_BASE
	upstream string

	mu       sync.Mutex
	answers  map[string]map[string]any
	requests []StripeRequest
}

// StripeRequest is one call the service made to Stripe.
type StripeRequest struct {
	Method, Path string
	Form         url.Values // the form body, or the query of a GET
}

// Test Stripe settings the service runs with.
const (
	StripeWebhookSecret = "whsec_reelroom_test"
	StripePriceMonthly  = "price_reelroom_monthly"
	StripePriceYearly   = "price_reelroom_yearly"
)

// NewStripeMock is the test Stripe, or skips the test when no stripe-mock
// is running.
func NewStripeMock(tb testing.TB) *StripeMock {
	tb.Helper()
	upstream := os.Getenv("TEST_STRIPE_MOCK")
	if upstream == "" {
		tb.Skip("TEST_STRIPE_MOCK is not set (scripts/stripe-mock-start.sh starts a server)")
	}
	m := &StripeMock{upstream: upstream, answers: map[string]map[string]any{}}
	srv := httptest.NewServer(http.HandlerFunc(m.serve))
	tb.Cleanup(srv.Close)
	m.URL = srv.URL
	return m
}

// Config is the service's Stripe setting for this test Stripe.
func (m *StripeMock) Config() config.Stripe {
	return config.Stripe{SecretKey: "sk_test_reelroom", PublishableKey: "pk_test_reelroom",
		WebhookSecret: StripeWebhookSecret, PriceMonthly: StripePriceMonthly, PriceYearly: StripePriceYearly,
		APIBase: m.URL}
}

// Answer lays fields over stripe-mock's answers to method path (e.g.
// "GET", "/v1/subscriptions/sub_1") from now on: objects are merged
// field by field, lists element by element, anything else replaced.
func (m *StripeMock) Answer(method, path string, fields map[string]any) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.answers[method+" "+path] = fields
}

// Requests are the calls made so far to method path.
func (m *StripeMock) Requests(method, path string) []StripeRequest {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []StripeRequest
	for _, r := range m.requests {
		if r.Method == method && r.Path == path {
			out = append(out, r)
		}
	}
	return out
}

// AllRequests are every call made so far.
func (m *StripeMock) AllRequests() []StripeRequest {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]StripeRequest(nil), m.requests...)
}

func (m *StripeMock) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	form, _ := url.ParseQuery(string(body))
	if r.Method == http.MethodGet {
		form = r.URL.Query()
	}
	m.mu.Lock()
	m.requests = append(m.requests, StripeRequest{Method: r.Method, Path: r.URL.Path, Form: form})
	over := m.answers[r.Method+" "+r.URL.Path]
	m.mu.Unlock()

	req, err := http.NewRequestWithContext(r.Context(), r.Method, m.upstream+r.URL.RequestURI(), bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	req.Header = r.Header.Clone()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer res.Body.Close()
	out, _ := io.ReadAll(res.Body)
	if over != nil && res.StatusCode == http.StatusOK {
		var base map[string]any
		if json.Unmarshal(out, &base) == nil {
			out, _ = json.Marshal(mergeJSON(base, over))
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Request-Id", res.Header.Get("Request-Id"))
	w.WriteHeader(res.StatusCode)
	w.Write(out)
}

// mergeJSON lays over on base: objects field by field, lists element by
// element, anything else replaced.
func mergeJSON(base, over any) any {
	switch o := over.(type) {
	case map[string]any:
		b, ok := base.(map[string]any)
		if !ok {
			b = map[string]any{}
		}
		for k, v := range o {
			b[k] = mergeJSON(b[k], v)
		}
		return b
	case []any:
		b, _ := base.([]any)
		out := make([]any, len(o))
		for i, v := range o {
			var under any
			if i < len(b) {
				under = b[i]
			}
			out[i] = mergeJSON(under, v)
		}
		return out
	case []map[string]any:
		list := make([]any, len(o))
		for i, v := range o {
			list[i] = v
		}
		return mergeJSON(base, list)
	}
	return over
}
