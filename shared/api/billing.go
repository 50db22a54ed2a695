package api

// Plans, Premium and billing (spec sections 1-4, 6-9). The server alone
// decides what a user may do: every limit below comes from one rule,
// Entitlements, computed from the user's plan at a moment. A paid plan's
// state is derived from Stripe's own objects (read back from Stripe or
// from a verified webhook), never from what the browser says. Billing is
// off when the service has no Stripe key: /premium/plans then says so, the
// purchase calls answer CodeBillingOff, and `reelroom admin grant-premium
// EMAIL [DAYS]` is how an operator gives Premium.
//
// Calls (spec 7; all under /api, signed in unless said):
//   GET    /premium/plans (no sign-in)          PlansResponse
//   GET    /premium/current                     CurrentPlan
//   GET    /premium/plan/invoices               []Invoice
//   GET    /premium/plan/billing                BillingData
//   GET    /premium/plan/stripe/calc_upgrade_cost  UpgradeCost
//   GET    /payment/stripe/setup_intents        SetupIntentResponse
//   POST   /premium/plan/stripe/create          CreateSubscriptionResponse (600001 with it as data)
//   POST   /premium/plan/stripe/complete        CurrentPlan
//   PUT    /premium/plan/upgrade                CurrentPlan (monthly -> yearly)
//   PUT    /premium/plan/stripe/renew           CurrentPlan (undo a cancel before the period ends)
//   PUT    /premium/plan/stripe/update_payment_method  BillingData
//   DELETE /premium/plan/cancel                 CurrentPlan (Premium until the period ends)
//   POST   /payment/stripe/webhook (no sign-in; Stripe's signature)
//   GET    /activity/invitation                 InvitationSummary
//   GET    /activity/invitation/list?page=N     InvitationPage
//   GET    /activity/free-vip/check             FreeVipCheck
//   POST   /activity/free-vip/claim             CurrentPlan
//   GET    /activity/old-user-privilege/check   OldUserPrivilegeCheck
//   PUT    /activity/old-user-privilege/confirm CurrentPlan
//
// Ids of someone else's subscription, invoice or payment method answer
// CodeNotFound, like any other private object.

// PlanType names a plan (spec 3).
type PlanType string

const (
	PlanMonthly  PlanType = "professional_monthly"
	PlanYearly   PlanType = "professional_yearly"
	PlanFree     PlanType = "starter_free"
	PlanActivity PlanType = "professional_activity" // the old-user privilege, an operator's grant or a gifted trial
)

// PaymentPlatform is where a plan is paid.
type PaymentPlatform string

const (
	PayStripe   PaymentPlatform = "stripe"
	PayAppleIAP PaymentPlatform = "apple_iap" // shown read-only: no purchase path here
	PayNone     PaymentPlatform = ""          // Basic, or a grant
)

// Plan limits (spec 1, 9). BasicRecordSeconds is the Basic plan's
// recording-length limit; a longer recording stops there (code 210001).
const (
	BasicRecordSeconds = 300
	BasicMaxHeight     = 1080 // Basic records and keeps up to 1080p; Premium up to 4K
	PremiumMaxHeight   = 2160
	TrialDaysPerInvite = 7   // each side of a successful invitation
	TrialMaxDays       = 364 // invitation trials add up to at most this per user
	GiftDays           = 30  // the beta users' gift month
	InvitePageSize     = 20  // the invitation table's page
)

// Entitlements is the one rule every limit reads (the recorder, the
// desktop app, uploads, forks and downloads). -1 is Unlimited.
type Entitlements struct {
	VideoLimit          int  `json:"video_limit"`           // cloud videos kept (trash excluded)
	RecordDurationLimit int  `json:"record_duration_limit"` // seconds one recording may last
	MaxHeight           int  `json:"max_height"`            // 1080 or 2160 (4K)
	Download            bool `json:"download"`              // MP4 download of others' videos the author opened to download
	Annotation          bool `json:"annotation"`            // full annotation tools
}

// PlanFeature is the feature block of a plan (spec 3).
type PlanFeature struct {
	RecordDurationLimit int `json:"record_duration_limit"` // seconds; -1 unlimited
}

// PlanPermission says what the caller may do with their current plan.
type PlanPermission struct {
	CanBilling bool `json:"can_billing"` // may pay, renew, upgrade or change the card
	CanCancel  bool `json:"can_cancel"`  // has a renewing paid subscription to cancel
}

// Plan is one entry of GET /api/premium/plans. Amounts are USD cents.
type Plan struct {
	ID              PlanType        `json:"id"`
	AmountMonthly   int             `json:"amount_monthly"` // per month (a yearly plan's total / 12, rounded)
	Amount          int             `json:"amount"`         // per billing period
	Interval        string          `json:"interval"`       // "month", "year" or "" (free)
	Currency        string          `json:"currency"`       // "usd"
	PaymentPlatform PaymentPlatform `json:"payment_platform"`
	Feature         PlanFeature     `json:"feature"`
}

// PlansResponse is GET /api/premium/plans (no sign-in needed).
type PlansResponse struct {
	Plans                  []Plan `json:"plans"` // starter_free, professional_monthly, professional_yearly
	MonthToYearSavePercent int    `json:"monthToYearSavePercent"`
	BillingEnabled         bool   `json:"billing_enabled"`
	PublishableKey         string `json:"publishable_key,omitempty"` // Stripe's, for Stripe.js
}

// SubscriptionState is the state of the caller's Premium (spec 4).
type SubscriptionState string

const (
	SubNone         SubscriptionState = "none"         // Basic, never or no longer Premium
	SubActive       SubscriptionState = "active"       // paid and renewing
	SubUnsubscribed SubscriptionState = "unsubscribed" // cancelled, Premium until the period ends
	SubPastDue      SubscriptionState = "past_due"     // a renewal payment failed; Stripe retries
	SubIncomplete   SubscriptionState = "incomplete"   // first payment awaits 3-D Secure or failed
	SubExpired      SubscriptionState = "expired"      // was paid, period over: Basic again
	SubTrial        SubscriptionState = "trial"        // a gifted trial, a gift month or an operator's grant
	SubPrivilege    SubscriptionState = "privilege"    // the old-user privilege (professional_activity), no end
)

// CurrentPlan is GET /api/premium/current.
type CurrentPlan struct {
	PlanType         PlanType          `json:"planType"` // the plan in effect now
	State            SubscriptionState `json:"state"`
	PaymentPlatform  PaymentPlatform   `json:"payment_platform"`
	PeriodEnd        int64             `json:"period_end"` // Unix seconds: renewal or end date of a paid plan; 0 when none
	TrialEnd         int64             `json:"trial_end"`  // Unix seconds: end of a gifted trial or grant; 0 when none
	IsUnSubscrib     bool              `json:"isUnSubscrib"`
	Permission       PlanPermission    `json:"permission"`
	Entitlements     Entitlements      `json:"entitlements"`
	Plan             Plan              `json:"plan"`
	UpgradeAvailable bool              `json:"upgrade_available"` // monthly, renewing: may move to yearly
}

// Invoice is one row of GET /api/premium/plan/invoices (newest first).
type Invoice struct {
	ID       string `json:"id"` // Stripe's invoice id
	Number   string `json:"number"`
	Amount   int    `json:"amount"` // cents paid or due
	Currency string `json:"currency"`
	Status   string `json:"status"` // paid, open, void, uncollectible
	Created  int64  `json:"created"`
	PDFURL   string `json:"pdf_url"`
}

// BillingData is GET /api/premium/plan/billing: the card on file.
type BillingData struct {
	HasPaymentMethod bool   `json:"has_payment_method"`
	Brand            string `json:"brand"`
	Last4            string `json:"last4"`
	ExpMonth         int    `json:"exp_month"`
	ExpYear          int    `json:"exp_year"`
	Email            string `json:"email"`
}

// SetupIntentResponse is GET /api/payment/stripe/setup_intents: a
// SetupIntent of the caller's own Stripe customer, for Stripe.js to collect a
// card.
type SetupIntentResponse struct {
	ClientSecret   string `json:"client_secret"`
	PublishableKey string `json:"publishable_key"`
}

// CreateSubscriptionRequest is POST /api/premium/plan/stripe/create.
type CreateSubscriptionRequest struct {
	PlanType        PlanType `json:"plan_type"`         // monthly or yearly
	PaymentMethodID string   `json:"payment_method_id"` // from the confirmed SetupIntent; must belong to the caller's customer
}

// CreateSubscriptionResponse answers create. When the card needs 3-D Secure
// the call answers CodeThreeDSecure (600001) with this as its data: the
// browser confirms ClientSecret with Stripe.js, then calls complete.
type CreateSubscriptionResponse struct {
	SubscriptionID string            `json:"subscription_id"`
	State          SubscriptionState `json:"state"`
	ClientSecret   string            `json:"client_secret,omitempty"` // of the payment needing action
}

// CompleteSubscriptionRequest is POST /api/premium/plan/stripe/complete:
// after 3-D Secure, the server reads the subscription back from Stripe.
type CompleteSubscriptionRequest struct {
	SubscriptionID string `json:"subscription_id"`
}

// UpgradeCost is GET /api/premium/plan/stripe/calc_upgrade_cost: what moving
// the caller's monthly plan to yearly costs today (Stripe's proration).
type UpgradeCost struct {
	Amount   int    `json:"amount"` // cents due now
	Currency string `json:"currency"`
	Credit   int    `json:"credit"` // cents of unused monthly time taken off
}

// UpdatePaymentMethodRequest is PUT /api/premium/plan/stripe/update_payment_method.
type UpdatePaymentMethodRequest struct {
	PaymentMethodID string `json:"payment_method_id"`
}

// PlanChangedEvent is sent on the user's own topic ("user:{id}") whenever
// their entitlements change (payment, webhook, cancel, expiry, grant,
// trial, reward): the web app refetches /user/info and /premium/current.
const EventPlanChanged = "action:plan_changed"

// PlanChangedEvent is the data of action:plan_changed.
type PlanChangedEvent struct {
	PlanType     PlanType     `json:"planType"`
	Entitlements Entitlements `json:"entitlements"`
}

// Invitation program (spec 1, 9; reading chosen: a 7-day Premium trial for
// each side, adding up to at most TrialMaxDays per user). Every user has a
// personal invitation code; the link is /invite/{code}. A reward is given
// once per invited person who signs up through the link, verifies their
// e-mail and makes a first video; never for inviting oneself, and never
// twice for the same verified e-mail (a deleted and re-made account earns
// nothing the second time). A gifted trial does not stack with a paid plan:
// days earned while paid wait and start when the paid plan ends.

// InvitationSummary is GET /api/activity/invitation: the caller's link and
// what it earned.
type InvitationSummary struct {
	Code         string `json:"code"`
	Invited      int    `json:"invited"`  // people who signed up through the link
	Rewarded     int    `json:"rewarded"` // of those, the ones who earned the reward
	DaysEarned   int    `json:"days_earned"`
	DaysCapacity int    `json:"days_capacity"` // TrialMaxDays
}

// InvitationStatus is the state of one invited person.
type InvitationStatus string

const (
	InvitationSignedUp InvitationStatus = "signed_up" // no first video yet
	InvitationRewarded InvitationStatus = "rewarded"
	InvitationRefused  InvitationStatus = "refused" // self-invite, a repeat of one e-mail, or the cap reached
)

// InvitationRow is one row of GET /api/activity/invitation/list?page=N.
type InvitationRow struct {
	Nickname  string           `json:"nickname"`
	Email     string           `json:"email"` // masked: a***@example.com
	Status    InvitationStatus `json:"status"`
	Days      int              `json:"days"` // days this invitation gave the caller
	CreatedAt int64            `json:"created_at"`
}

// InvitationPage is GET /api/activity/invitation/list.
type InvitationPage struct {
	Rows  []InvitationRow `json:"rows"`
	Total int             `json:"total"`
	Page  int             `json:"page"`
}

// FreeVipCheck is GET /api/activity/free-vip/check: whether the gift month
// for beta users at the limit is offered to the caller (the 'getFree' type
// of the subscribe modal). Offered once, to accounts made before the gift's
// cut-off (config) that are on Basic at the video limit.
type FreeVipCheck struct {
	CanGetFree bool `json:"can_get_free"`
	Days       int  `json:"days"`
}

// OldUserPrivilegeCheck is GET /api/activity/old-user-privilege/check.
type OldUserPrivilegeCheck struct {
	Eligible  bool `json:"eligible"`  // an account made before the privilege cut-off (config)
	Confirmed bool `json:"confirmed"` // already claimed: plan professional_activity
}
