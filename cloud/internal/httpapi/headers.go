package httpapi

import (
	"strings"

	"github.com/gin-gonic/gin"
)

// Headers are the security headers every response carries.
type Headers struct {
	// PublicURL is the configured public origin; https turns on HSTS.
	PublicURL string
	// MediaOrigins are where else video and cover URLs may point: the
	// bucket's origin with STORAGE=s3, whose presigned URLs the media routes
	// redirect to.
	MediaOrigins []string
	// Stripe lets the pricing page's card step load Stripe.js from Stripe,
	// show its card frames and call Stripe's API (billing on).
	Stripe bool
}

// Stripe's origins for Stripe.js: its script and card frames, the 3-D
// Secure frames, and its API.
const (
	stripeScript = "https://js.stripe.com"
	stripeFrames = "https://js.stripe.com https://hooks.stripe.com"
	stripeAPI    = "https://api.stripe.com"
)

// contentSecurityPolicy is the policy with frame-ancestors left to fill.
//
// Scripts come only from the service's own files: Vite's build has no
// inline script and none is ever allowed. Styles also allow 'unsafe-inline':
// Mantine writes its CSS variables and responsive style props into <style>
// elements at run time, and react-remove-scroll (Mantine's modals) does the
// same; a nonce would have to be threaded through both libraries and every
// HTML response. Inline style cannot run code, React escapes every text it
// renders, and the app never injects HTML, so the gain would be small.
// Media and pictures may be blob: URLs the page made itself (local
// recordings, camera frames); connect-src 'self' covers the API, tus
// uploads and same-origin websockets, and PUBLIC_URL is added for upload
// URLs built from it when the page was reached at another address.
func (h Headers) contentSecurityPolicy(frameAncestors string) string {
	media := strings.Join(append([]string{"'self'", "blob:"}, h.MediaOrigins...), " ")
	connect := strings.TrimSpace("'self' " + h.PublicURL)
	script, frame := "'self'", "'self'"
	if h.Stripe {
		script, frame, connect = script+" "+stripeScript, frame+" "+stripeFrames, connect+" "+stripeAPI
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src " + script,
		"frame-src " + frame,
		"style-src 'self' 'unsafe-inline'",
		"img-src " + media,
		"media-src " + media,
		"connect-src " + connect,
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		"frame-ancestors " + frameAncestors,
	}, "; ")
}

// permissionsPolicy lets the app itself, and no frame, use the camera, the
// microphone and screen capture, and turns off what it never uses.
const permissionsPolicy = "camera=(self), microphone=(self), display-capture=(self), " +
	"geolocation=(), payment=(), usb=(), serial=(), hid=()" // not bluetooth: Chromium warns of it on every page

// middleware sets the headers before the handler runs, so every answer has
// them: API envelopes, tus answers, media files, the web app, errors.
//
// The Referrer-Policy is no-referrer everywhere: share keys live in page
// URLs, and the web app is one page whose client routes change the URL
// without a new response, so a share page cannot get a policy of its own.
// The service itself reads no Referer.
func (h Headers) middleware() gin.HandlerFunc {
	csp := h.contentSecurityPolicy("'none'")
	hsts := strings.HasPrefix(h.PublicURL, "https://")
	return func(c *gin.Context) {
		w := c.Writer.Header()
		w.Set("Content-Security-Policy", csp)
		w.Set("X-Content-Type-Options", "nosniff")
		w.Set("Referrer-Policy", "no-referrer")
		w.Set("Permissions-Policy", permissionsPolicy)
		if hsts {
			// No includeSubDomains: other hosts of the domain are not ours to promise.
			w.Set("Strict-Transport-Security", "max-age=31536000")
		}
		c.Next()
	}
}

// allowFraming is the one way for a route to be shown in other sites'
// frames (the embeddable player pages): put it in the route's handlers,
// after the middleware, with the allowed ancestors ("*" or origins).
func (h Headers) allowFraming(ancestors string) gin.HandlerFunc {
	csp := h.contentSecurityPolicy(ancestors)
	return func(c *gin.Context) {
		c.Writer.Header().Set("Content-Security-Policy", csp)
		c.Next()
	}
}
