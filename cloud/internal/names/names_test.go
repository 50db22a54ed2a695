package names

import (
	"errors"
	"strings"
	"testing"
)

func TestClean(t *testing.T) {
	cases := []struct {
		name, in, want string
		err            error
	}{
		{"plain", "Weekly demo", "Weekly demo", nil},
		{"trimmed", "  demo \t", "demo", nil},
		{"chinese at the limit", strings.Repeat("视", 20), strings.Repeat("视", 20), nil},
		{"dots and slashes are text", "../../etc/passwd", "../../etc/passwd", nil},
		{"emoji", "launch 🚀", "launch 🚀", nil},
		{"empty", "", "", ErrEmpty},
		{"blank", " \u3000 ", "", ErrEmpty},
		{"one over the limit", strings.Repeat("视", 21), "", ErrTooLong},
		{"1000 characters", strings.Repeat("a", 1000), "", ErrTooLong},
		{"NUL", "demo\x00.mp4", "", ErrForbidden},
		{"newline inside", "two\nlines", "", ErrForbidden},
		{"right-to-left override", "invoice\u202Egpj.exe", "", ErrForbidden},
		{"right-to-left mark", "\u200Fdemo", "", ErrForbidden},
		{"invalid UTF-8", "demo\xff", "", ErrForbidden},
		{"zero-width space", "\u200B", "", ErrInvisible},
		{"zero-width joiners and non-joiners", "\u200D\u200C\u200D", "", ErrInvisible},
		{"byte order mark", "\uFEFF\uFEFF", "", ErrInvisible},
		{"word joiner and invisible times", "\u2060\u2062", "", ErrInvisible},
		{"Hangul filler", "\u3164", "", ErrInvisible},
		{"Hangul choseong filler", "\u115F\u1160", "", ErrInvisible},
		{"halfwidth Hangul filler", "\uFFA0", "", ErrInvisible},
		{"blank Braille pattern", "\u2800\u2800", "", ErrInvisible},
		{"Mongolian vowel separator", "\u180E", "", ErrInvisible},
		{"combining marks alone", "\u0301\u0308", "", ErrInvisible},
		{"variation selector", "\uFE0F", "", ErrInvisible},
		{"soft hyphen", "\u00AD", "", ErrInvisible},
		{"invisible between spaces", " \u200B \u3164 ", "", ErrInvisible},
		{"private use", "\uE000", "", ErrInvisible},
		{"a letter among fillers", "\u3164A\u200B", "\u3164A\u200B", nil},
		{"emoji with joiners", "👩\u200D💻", "👩\u200D💻", nil},
		{"accented letter", "e\u0301", "e\u0301", nil},
		{"Hangul syllable", "한", "한", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Clean(tc.in, 20)
			if got != tc.want || !errors.Is(err, tc.err) {
				t.Fatalf("Clean(%q) = %q, %v; want %q, %v", tc.in, got, err, tc.want, tc.err)
			}
		})
	}
}
