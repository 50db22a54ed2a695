package config

import (
	"fmt"
	"log/slog"
	"net/url"
	"strings"
)

// Stripe is how Premium is sold. Billing is off (nothing is sold; an
// operator grants Premium) when SecretKey is empty.
type Stripe struct {
	SecretKey      string // STRIPE_SECRET_KEY; empty: billing off
	PublishableKey string // STRIPE_PUBLISHABLE_KEY, for Stripe.js in the browser
	WebhookSecret  string // STRIPE_WEBHOOK_SECRET, the webhook endpoint's signing secret (whsec_...)
	PriceMonthly   string // STRIPE_PRICE_MONTHLY, the price id of professional_monthly
	PriceYearly    string // STRIPE_PRICE_YEARLY, the price id of professional_yearly
	APIBase        string // STRIPE_API_BASE, e.g. http://127.0.0.1:12111 for stripe-mock; empty: Stripe's own
}

// Enabled says whether billing is on.
func (s Stripe) Enabled() bool { return s.SecretKey != "" }

func stripeFromEnv(getenv func(string) string) (Stripe, error) {
	s := Stripe{
		SecretKey: strings.TrimSpace(getenv("STRIPE_SECRET_KEY")), PublishableKey: strings.TrimSpace(getenv("STRIPE_PUBLISHABLE_KEY")),
		WebhookSecret: strings.TrimSpace(getenv("STRIPE_WEBHOOK_SECRET")), PriceMonthly: strings.TrimSpace(getenv("STRIPE_PRICE_MONTHLY")),
		PriceYearly: strings.TrimSpace(getenv("STRIPE_PRICE_YEARLY")), APIBase: strings.TrimRight(strings.TrimSpace(getenv("STRIPE_API_BASE")), "/"),
	}
	if s.APIBase != "" {
		u, err := url.Parse(s.APIBase)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" {
			return s, fmt.Errorf("config: STRIPE_API_BASE must be an http or https URL such as http://127.0.0.1:12111, not %q", s.APIBase)
		}
	}
	if !s.Enabled() {
		return s, nil
	}
	var missing []string
	for _, v := range []struct{ name, value string }{
		{"STRIPE_PUBLISHABLE_KEY", s.PublishableKey}, {"STRIPE_WEBHOOK_SECRET", s.WebhookSecret},
		{"STRIPE_PRICE_MONTHLY", s.PriceMonthly}, {"STRIPE_PRICE_YEARLY", s.PriceYearly},
	} {
		if v.value == "" {
			missing = append(missing, v.name)
		}
	}
	if len(missing) > 0 {
		return s, fmt.Errorf("config: STRIPE_SECRET_KEY needs %s too", strings.Join(missing, ", "))
	}
	if s.PriceMonthly == s.PriceYearly {
		return s, fmt.Errorf("config: STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY must be two prices")
	}
	return s, nil
}

func (s Stripe) log(l *slog.Logger) {
	if !s.Enabled() {
		l.Info("config", "STRIPE_SECRET_KEY", "(none: billing off, nothing is sold)")
		return
	}
	l.Info("config", "STRIPE_SECRET_KEY", "***", "STRIPE_PUBLISHABLE_KEY", s.PublishableKey,
		"STRIPE_WEBHOOK_SECRET", "***", "STRIPE_PRICE_MONTHLY", s.PriceMonthly, "STRIPE_PRICE_YEARLY", s.PriceYearly,
		"STRIPE_API_BASE", s.APIBase)
}
