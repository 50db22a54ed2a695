package account

import (
	"net/mail"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reelroom/reelroom/shared/api"
)

// normalizeEmail trims and lower-cases an e-mail and checks its format.
func normalizeEmail(raw string) (string, error) {
	email := strings.ToLower(strings.TrimSpace(raw))
	if email == "" {
		return "", api.Errorf(api.CodeInvalidParam, "Please enter your e-mail")
	}
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || len(email) > api.MaxEmail ||
		!strings.Contains(email[strings.LastIndex(email, "@")+1:], ".") {
		return "", api.Errorf(api.CodeInvalidParam, "Invalid email")
	}
	return email, nil
}

func checkPassword(p string) error {
	if len(p) < api.MinPassword {
		return api.Errorf(api.CodeInvalidParam, "The password must have at least %d characters", api.MinPassword)
	}
	if len(p) > api.MaxPassword {
		return api.Errorf(api.CodeInvalidParam, "The password must have at most %d bytes", api.MaxPassword)
	}
	return nil
}

// normalizeNickname trims a nickname and checks it is neither empty, too
// long nor made of control characters.
func normalizeNickname(raw string) (string, error) {
	name := strings.TrimSpace(raw)
	if name == "" {
		return "", api.Errorf(api.CodeInvalidParam, "The username is forbidden")
	}
	if utf8.RuneCountInString(name) > api.MaxNickname {
		return "", api.Errorf(api.CodeInvalidParam, "The name is too long!")
	}
	if strings.IndexFunc(name, unicode.IsControl) >= 0 || !utf8.ValidString(name) {
		return "", api.Errorf(api.CodeInvalidParam, "The username is forbidden")
	}
	return name, nil
}
