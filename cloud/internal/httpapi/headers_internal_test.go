package httpapi

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

func TestPolicyAllowsTheBucketForMediaOnly(t *testing.T) {
	csp := Headers{MediaOrigins: []string{"https://media.example.com"}, PublicURL: "https://rr.example.com"}.
		contentSecurityPolicy("'none'")
	if !strings.Contains(csp, "; connect-src 'self' https://rr.example.com;") {
		t.Errorf("connect-src in %q", csp)
	}
	for _, d := range strings.Split(csp, "; ") {
		bucket := strings.Contains(d, "https://media.example.com")
		media := strings.HasPrefix(d, "img-src ") || strings.HasPrefix(d, "media-src ")
		if bucket != media {
			t.Errorf("directive %q", d)
		}
		if strings.HasPrefix(d, "script-src ") && d != "script-src 'self'" {
			t.Errorf("scripts: %q", d)
		}
	}
}

// A route opts out of frame-ancestors 'none' with allowFraming; the others keep it.
func TestAllowFraming(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	h := Headers{}
	r := gin.New()
	r.Use(h.middleware())
	r.GET("/embed", h.allowFraming("*"), func(c *gin.Context) { c.Status(http.StatusOK) })
	r.GET("/page", func(c *gin.Context) { c.Status(http.StatusOK) })
	for path, want := range map[string]string{"/embed": "frame-ancestors *", "/page": "frame-ancestors 'none'"} {
		w := httptest.NewRecorder()
		r.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		if csp := w.Header().Get("Content-Security-Policy"); !strings.HasSuffix(csp, want) || w.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: CSP %q", path, csp)
		}
	}
}

// With billing on, Stripe.js may load, show its card and 3-D Secure frames
// and call Stripe's API; with it off, the policy names no Stripe origin.
func TestPolicyOpensStripeOnlyWithBilling(t *testing.T) {
	on := Headers{Stripe: true}.contentSecurityPolicy("'none'")
	for _, want := range []string{"script-src 'self' https://js.stripe.com;", "frame-src 'self' https://js.stripe.com https://hooks.stripe.com;",
		"connect-src 'self' https://api.stripe.com;"} {
		if !strings.Contains(on, want) {
			t.Errorf("billing on: %q lacks %q", on, want)
		}
	}
	if off := (Headers{}).contentSecurityPolicy("'none'"); strings.Contains(off, "stripe") {
		t.Errorf("billing off: %q", off)
	}
}
