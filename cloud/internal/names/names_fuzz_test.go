package names

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// Whatever is typed, Clean either refuses it with one of its errors or gives
// a name that is trimmed, within the limit, free of forbidden characters,
// holding a visible one, taken from the input, and that Clean accepts again
// unchanged.
func FuzzClean(f *testing.F) {
	for _, s := range []string{"Weekly demo", "  demo \t", strings.Repeat("视", 20), "invoice\u202Egpj.exe",
		"demo\xff", " \u3000 ", "\u200b", "a\u0085", "\u3164", "🚀 launch"} {
		f.Add(s, uint8(20))
	}
	f.Fuzz(func(t *testing.T, raw string, limit uint8) {
		max := int(limit)
		name, err := Clean(raw, max)
		if err != nil {
			if name != "" || !(errors.Is(err, ErrEmpty) || errors.Is(err, ErrTooLong) || errors.Is(err, ErrForbidden) ||
				errors.Is(err, ErrInvisible)) {
				t.Fatalf("Clean(%q) = %q, %v", raw, name, err)
			}
			return
		}
		switch {
		case name == "" || name != strings.TrimSpace(name):
			t.Fatalf("Clean(%q) = %q, not trimmed", raw, name)
		case !utf8.ValidString(name) || utf8.RuneCountInString(name) > max:
			t.Fatalf("Clean(%q) = %q, over %d characters or not UTF-8", raw, name, max)
		case strings.IndexFunc(name, forbidden) >= 0:
			t.Fatalf("Clean(%q) = %q, with a forbidden character", raw, name)
		case strings.IndexFunc(name, visible) < 0:
			t.Fatalf("Clean(%q) = %q, with nothing visible", raw, name)
		case !strings.Contains(raw, name):
			t.Fatalf("Clean(%q) = %q, not from the input", raw, name)
		}
		if again, err := Clean(name, max); err != nil || again != name {
			t.Fatalf("Clean(%q) = %q, but Clean(%q) = %q, %v", raw, name, name, again, err)
		}
	})
}
