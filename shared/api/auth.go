package api

// RegisterRequest is the body of POST /api/auth/register.
type RegisterRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Nickname string `json:"nickname"`
	// Locale is the language of the account's mail ("en" or "zh-CN"); when
	// empty, the request's Accept-Language decides.
	Locale string `json:"locale,omitempty"`
	// InviteCode is the invitation program's code of the link the person
	// came through (/invite/{code}); empty when none. An unknown code is
	// ignored, never an error.
	InviteCode string `json:"invite_code,omitempty"`
}

// LoginRequest is the body of POST /api/auth/login.
type LoginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

// RefreshRequest is the body of POST /api/user/token/refresh.
type RefreshRequest struct {
	RefreshToken string `json:"refresh_token"`
}

// TokenPair is returned by register, login and refresh.
type TokenPair struct {
	Token        string `json:"token"`
	RefreshToken string `json:"refresh_token"`
}

// User is the signed-in user of GET /api/user/info (spec section 3).
type User struct {
	ID         int64  `json:"id"`
	Nickname   string `json:"nickname"`
	Avatar     string `json:"avatar"`
	Email      string `json:"email"`
	Phone      string `json:"phone"`
	Gender     int    `json:"gender"`
	IsPending  bool   `json:"isPending"`
	IsVip      bool   `json:"isVip"`
	VideoCount int    `json:"videoCount"`
	VideoLimit int    `json:"videoLimit"` // -1 is unlimited
	// Entitlements are the plan's limits now (billing.go): the recorders
	// stop at its record_duration_limit and offer 4K only up to max_height.
	Entitlements Entitlements `json:"entitlements"`

	EmailVerified bool `json:"email_verified"` // the 6-digit code sent to the address was entered
}

// Desktop sign-in handoff, in the style of a device flow (RFC 8628). The
// desktop app makes a secret (32 random bytes, base64url) and its check UID,
// base64url(SHA-256(secret)), registers the sign-in with POST
// /api/auth/handoff/start (getting a short user code it shows the person),
// then opens /login?checkuid=...&app_info=... in the browser. The web app,
// signed in, shows which app and machine asks (GET /api/auth/handoff/info)
// and binds the check UID to its user, getting a single-use code it hands to
// the app as reelroom://auth?code=...; the app exchanges code and secret for
// its own token pair. That link reaches only an app on the browser's own
// machine. When it cannot reach the app, the person types the app's user
// code in the browser (POST /api/auth/handoff/approve) and the app, polling
// with check UID and secret, gets its pair: polling never gives tokens for a
// binding the person did not approve with that code. Only the user who
// bound a check UID may bind it again.

// HandoffStartRequest is the body of POST /api/auth/handoff/start.
type HandoffStartRequest struct {
	Secret  string `json:"secret"`
	AppInfo string `json:"app_info"` // the app's name, version, OS and machine name
}

// HandoffStartResponse is the user code the app shows while the person
// signs in, valid for ExpiresIn seconds.
type HandoffStartResponse struct {
	UserCode  string `json:"user_code"` // e.g. "BCDF-GHJK"
	ExpiresIn int    `json:"expires_in"`
}

// HandoffInfo is GET /api/auth/handoff/info?checkuid=...: who is asking,
// from the server's own record of the app's start.
type HandoffInfo struct {
	AppInfo     string `json:"app_info"`
	AppAddress  string `json:"app_address"`  // the address the app asked from
	SameNetwork bool   `json:"same_network"` // the browser asks from that address too
	AskedAt     int64  `json:"asked_at"`     // Unix seconds
	ExpiresIn   int    `json:"expires_in"`
}

// HandoffBindRequest is the body of POST /api/auth/handoff/bind.
type HandoffBindRequest struct {
	CheckUID string `json:"checkuid"`
	AppInfo  string `json:"app_info"` // as the login URL gave it; the server shows its own record
}

// HandoffBindResponse is the code to hand to the app, valid once for
// ExpiresIn seconds.
type HandoffBindResponse struct {
	Code      string `json:"code"`
	ExpiresIn int    `json:"expires_in"`
}

// HandoffApproveRequest is the body of POST /api/auth/handoff/approve: the
// person typed the user code their app shows.
type HandoffApproveRequest struct {
	CheckUID string `json:"checkuid"`
	UserCode string `json:"user_code"`
}

// HandoffExchangeRequest is the body of POST /api/auth/handoff/exchange; it
// answers with a TokenPair.
type HandoffExchangeRequest struct {
	Code   string `json:"code"`
	Secret string `json:"secret"`
}

// HandoffPollRequest is the body of POST /api/auth/handoff/poll.
type HandoffPollRequest struct {
	CheckUID string `json:"checkuid"`
	Secret   string `json:"secret"`
}

// HandoffPollResponse says whether the person approved the app's sign-in
// yet: status "pending", or "done" with the app's token pair.
type HandoffPollResponse struct {
	Status       string `json:"status"`
	Token        string `json:"token"`
	RefreshToken string `json:"refresh_token"`
}
