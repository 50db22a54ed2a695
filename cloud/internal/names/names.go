// Package names checks the names people give things: video titles,
// nicknames, and later folders and rooms.
package names

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/reelroom/reelroom/shared/api"
)

// Errors in the spec's words (section 5).
var (
	ErrEmpty     = api.Errorf(api.CodeInvalidParam, "The name cannot be empty!")
	ErrTooLong   = api.Errorf(api.CodeInvalidParam, "The name is too long!")
	ErrForbidden = api.Errorf(api.CodeInvalidParam, "The name contains characters that are not allowed")
)

// Clean trims a name and checks it is not empty, has at most max
// characters, and holds no control or text-direction characters (which can
// disguise a name, as "txt.exe" shown as "exe.txt").
func Clean(raw string, max int) (string, error) {
	if !utf8.ValidString(raw) {
		return "", ErrForbidden
	}
	name := strings.TrimSpace(raw)
	if name == "" {
		return "", ErrEmpty
	}
	if utf8.RuneCountInString(name) > max {
		return "", ErrTooLong
	}
	if strings.IndexFunc(name, forbidden) >= 0 {
		return "", ErrForbidden
	}
	return name, nil
}

func forbidden(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == '\u2028' || r == '\u2029'
}
