package api

// PasswordReason says why a password was refused (CodeWeakPassword). Clients
// translate it; the envelope's msg says the same in English.
type PasswordReason string

const (
	PasswordTooShort PasswordReason = "too_short" // fewer than MinPassword characters
	PasswordTooLong  PasswordReason = "too_long"  // more than MaxPassword bytes
	PasswordControl  PasswordReason = "control"   // holds a control character (or is not UTF-8)
	PasswordPersonal PasswordReason = "personal"  // built on the account's own e-mail or nickname
	PasswordCommon   PasswordReason = "common"    // a common password or word
	PasswordWeak     PasswordReason = "weak"      // guessable: a sequence, a keyboard row, a date, a repeat
)
