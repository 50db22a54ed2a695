package config

import (
	"strings"
	"testing"
)

func TestStripeFromEnv(t *testing.T) {
	c, err := FromEnv(env(nil))
	if err != nil || c.Stripe.Enabled() {
		t.Fatalf("billing must be off by default: %+v %v", c.Stripe, err)
	}
	full := map[string]string{"STRIPE_SECRET_KEY": "sk_test_1", "STRIPE_PUBLISHABLE_KEY": "pk_test_1",
		"STRIPE_WEBHOOK_SECRET": "whsec_1", "STRIPE_PRICE_MONTHLY": "price_m", "STRIPE_PRICE_YEARLY": "price_y",
		"STRIPE_API_BASE": "http://127.0.0.1:12111/"}
	c, err = FromEnv(env(full))
	if err != nil || !c.Stripe.Enabled() || c.Stripe.APIBase != "http://127.0.0.1:12111" || c.Stripe.PriceYearly != "price_y" {
		t.Fatalf("billing on: %+v %v", c.Stripe, err)
	}
	for _, name := range []string{"STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"} {
		m := map[string]string{}
		for k, v := range full {
			m[k] = v
		}
		delete(m, name)
		if _, err := FromEnv(env(m)); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("without %s: %v", name, err)
		}
	}
	same := map[string]string{}
	for k, v := range full {
		same[k] = v
	}
	same["STRIPE_PRICE_YEARLY"] = "price_m"
	if _, err := FromEnv(env(same)); err == nil {
		t.Error("one price for both plans was taken")
	}
	if _, err := FromEnv(env(map[string]string{"STRIPE_API_BASE": "ftp://x"})); err == nil {
		t.Error("STRIPE_API_BASE ftp://x was taken")
	}
}
