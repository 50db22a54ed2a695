package api

// E-mail verification (spec 5): registering sends a 6-digit code to the
// address; the account works meanwhile and User.EmailVerified says false
// until the code is entered.

// VerifyEmailRequest is the body of POST /api/auth/verify.
type VerifyEmailRequest struct {
	Code string `json:"code"`
}

// VerifySendResponse answers POST /api/auth/verify/send (a new code): when
// another may be asked for, and how long this one is valid, in seconds.
type VerifySendResponse struct {
	ResendIn  int `json:"resend_in"`
	ExpiresIn int `json:"expires_in"`
}

// Verification limits.
const (
	VerifyCodeDigits    = 6
	VerifyCodeTTL       = 15 * 60 // seconds a code is valid
	VerifyMaxAttempts   = 5       // wrong codes before a code is dead
	VerifyResendSeconds = 60      // between two codes to one account
	VerifySendsPerHour  = 5       // codes to one account in an hour
)
