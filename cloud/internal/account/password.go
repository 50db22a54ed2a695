package account

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reelroom/reelroom/cloud/internal/strength"
	"github.com/reelroom/reelroom/shared/api"
)

// MinPasswordScore is the strength score (0-4) a new password needs. Score 3
// means the estimator needs at least 10^10 guesses (about 33 bits): out of
// reach online, where sign-ins are throttled, and slow to crack offline from
// a leaked bcrypt hash. Score 2 (10^8) falls to one GPU in days against
// bcrypt's default cost; score 4 refuses too many passphrases people can
// actually remember.
const MinPasswordScore = 3

func weakPassword(reason api.PasswordReason, format string, args ...any) error {
	return &api.Error{Code: api.CodeWeakPassword, Msg: fmt.Sprintf(format, args...), Reason: string(reason)}
}

// checkPassword applies the length rules (characters, not bytes, for the
// minimum; bytes for the maximum, the most bcrypt reads), refuses control
// characters, and asks the strength estimator, which also knows the account's
// own e-mail and nickname (userInputs) so "ann2024" is weak for Ann.
func checkPassword(p string, userInputs ...string) error {
	if !utf8.ValidString(p) || strings.IndexFunc(p, unicode.IsControl) >= 0 {
		return weakPassword(api.PasswordControl, "The password must not contain control characters such as tabs or line breaks")
	}
	if utf8.RuneCountInString(p) < api.MinPassword {
		return weakPassword(api.PasswordTooShort, "The password must have at least %d characters", api.MinPassword)
	}
	if len(p) > api.MaxPassword {
		return weakPassword(api.PasswordTooLong, "The password must have at most %d bytes (fewer characters when they are not Latin letters)", api.MaxPassword)
	}
	result := strength.Estimate(p, expandInputs(userInputs))
	if result.Score >= MinPasswordScore {
		return nil
	}
	switch result.Weakness {
	case strength.Personal:
		return weakPassword(api.PasswordPersonal, "The password is too easy to guess: it is built on your e-mail or nickname")
	case strength.Common:
		return weakPassword(api.PasswordCommon, "The password is too easy to guess: it is a common password or made of common words. Add more words or characters")
	}
	return weakPassword(api.PasswordWeak, "The password is too easy to guess: avoid sequences, keyboard rows, dates and repeats. Add more words or characters")
}

// expandInputs gives the estimator the e-mail, its local part and the words
// of the nickname as well, lower-cased (it matches case-insensitively
// against lower-case lists), most telling first.
func expandInputs(inputs []string) []string {
	var out []string
	for _, in := range inputs {
		in = strings.ToLower(strings.TrimSpace(in))
		if in == "" {
			continue
		}
		out = append(out, in)
		if at := strings.LastIndex(in, "@"); at > 0 {
			out = append(out, in[:at])
		}
		for _, w := range strings.FieldsFunc(in, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			if utf8.RuneCountInString(w) >= 3 {
				out = append(out, w)
			}
		}
	}
	return out
}
