package httpapi

import (
	"io"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// Premium and billing: /api/premium/* and /api/payment/stripe/* (spec 7).
// The rules are the billing service's; every call acts on the caller's own
// Stripe customer.

// maxWebhookBytes bounds a Stripe webhook's body.
const maxWebhookBytes = 512 << 10

func (s *Server) premiumPlans(c *gin.Context) {
	p, err := s.Billing.Plans(c.Request.Context())
	respond(c, p, err)
}

func (s *Server) premiumCurrent(c *gin.Context) {
	p, err := s.Billing.Current(c.Request.Context(), userID(c))
	respond(c, p, err)
}

func (s *Server) premiumInvoices(c *gin.Context) {
	l, err := s.Billing.Invoices(c.Request.Context(), userID(c))
	respond(c, l, err)
}

func (s *Server) premiumBilling(c *gin.Context) {
	b, err := s.Billing.Billing(c.Request.Context(), userID(c))
	respond(c, b, err)
}

func (s *Server) premiumUpgradeCost(c *gin.Context) {
	u, err := s.Billing.UpgradeCost(c.Request.Context(), userID(c))
	respond(c, u, err)
}

func (s *Server) stripeSetupIntent(c *gin.Context) {
	si, err := s.Billing.SetupIntent(c.Request.Context(), userID(c))
	respond(c, si, err)
}

func (s *Server) stripeCreate(c *gin.Context) {
	var req api.CreateSubscriptionRequest
	if !bind(c, &req) {
		return
	}
	res, err := s.Billing.Create(c.Request.Context(), userID(c), req)
	if err != nil && res.SubscriptionID != "" {
		failWithData(c, err, res) // 600001 carries the payment's client secret
		return
	}
	respond(c, res, err)
}

func (s *Server) stripeComplete(c *gin.Context) {
	var req api.CompleteSubscriptionRequest
	if !bind(c, &req) {
		return
	}
	p, err := s.Billing.Complete(c.Request.Context(), userID(c), req)
	respond(c, p, err)
}

func (s *Server) premiumUpgrade(c *gin.Context) {
	p, err := s.Billing.Upgrade(c.Request.Context(), userID(c))
	respond(c, p, err)
}

func (s *Server) stripeRenew(c *gin.Context) {
	p, err := s.Billing.Renew(c.Request.Context(), userID(c))
	respond(c, p, err)
}

func (s *Server) premiumCancel(c *gin.Context) {
	p, err := s.Billing.Cancel(c.Request.Context(), userID(c))
	respond(c, p, err)
}

func (s *Server) stripeUpdatePaymentMethod(c *gin.Context) {
	var req api.UpdatePaymentMethodRequest
	if !bind(c, &req) {
		return
	}
	b, err := s.Billing.UpdatePaymentMethod(c.Request.Context(), userID(c), req)
	respond(c, b, err)
}

// stripeWebhook takes Stripe's events; the signature, not a sign-in,
// authenticates them.
func (s *Server) stripeWebhook(c *gin.Context) {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, maxWebhookBytes))
	if err != nil {
		fail(c, api.Errorf(api.CodeInvalidParam, "The webhook's body is too large or cut"))
		return
	}
	err = s.Billing.Webhook(c.Request.Context(), body, c.GetHeader("Stripe-Signature"))
	respond(c, struct{}{}, err)
}
