package api

// RegisterRequest is the body of POST /api/auth/register.
type RegisterRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Nickname string `json:"nickname"`
	// Locale is the language of the account's mail ("en" or "zh-CN"); when
	// empty, the request's Accept-Language decides.
	Locale string `json:"locale,omitempty"`
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

	EmailVerified bool `json:"email_verified"` // the 6-digit code sent to the address was entered
}

// Desktop sign-in handoff. The desktop app makes a secret (32 random bytes,
// base64url) and its check UID, base64url(SHA-256(secret)), and opens
// /login?checkuid=...&app_info=... in the browser. The web app, signed in,
// binds the check UID to its user and gets a single-use code it hands to the
// app as reelroom://auth?code=...; the app exchanges code and secret for its
// own token pair, or, when the link cannot reach it, polls with check UID
// and secret. A check UID seen by anyone else is useless without the secret.

// HandoffBindRequest is the body of POST /api/auth/handoff/bind.
type HandoffBindRequest struct {
	CheckUID string `json:"checkuid"`
	AppInfo  string `json:"app_info"` // the app's name, version and OS, as it gave them
}

// HandoffBindResponse is the code to hand to the app, valid once for
// ExpiresIn seconds.
type HandoffBindResponse struct {
	Code      string `json:"code"`
	ExpiresIn int    `json:"expires_in"`
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

// HandoffPollResponse says whether the web sign-in happened yet: status
// "pending", or "done" with the app's token pair.
type HandoffPollResponse struct {
	Status       string `json:"status"`
	Token        string `json:"token"`
	RefreshToken string `json:"refresh_token"`
}
