package account

import (
	"errors"
	"net/mail"
	"strings"

	"github.com/reelroom/reelroom/cloud/internal/names"
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

// normalizeNickname trims a nickname and checks it like any name; an empty
// one gets the spec's own message.
func normalizeNickname(raw string) (string, error) {
	name, err := names.Clean(raw, api.MaxNickname)
	if errors.Is(err, names.ErrEmpty) {
		return "", api.Errorf(api.CodeInvalidParam, "The username is forbidden")
	}
	return name, err
}
