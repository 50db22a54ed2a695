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
	ErrInvisible = api.Errorf(api.CodeInvalidParam, "The name must contain at least one visible character")
)

// Clean trims a name and checks it is not empty, has at most max
// characters, and holds no control or text-direction characters (which can
// disguise a name, as "txt.exe" shown as "exe.txt"), and that at least one
// of its characters can be seen (a name of zero-width spaces or fillers
// looks empty, or like someone else's).
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
	if strings.IndexFunc(name, visible) < 0 {
		return "", ErrInvisible
	}
	return name, nil
}

func forbidden(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == '\u2028' || r == '\u2029'
}

// visible reports whether r draws something on its own. Not visible:
// spaces and separators (Z*), control, format, private-use and surrogate
// code points (C*: zero-width space and joiner, U+FEFF, bidi controls),
// combining marks (M*: they draw only on another character, and variation
// selectors are marks), and what Unicode says to render as nothing
// (Other_Default_Ignorable_Code_Point: the Hangul fillers U+115F, U+1160,
// U+3164, U+FFA0). U+2800, the blank Braille pattern, is a symbol that
// Unicode does not list as ignorable but draws nothing.
func visible(r rune) bool {
	if r == '\u2800' {
		return false
	}
	return !unicode.In(r, unicode.Z, unicode.C, unicode.M, unicode.Other_Default_Ignorable_Code_Point)
}
