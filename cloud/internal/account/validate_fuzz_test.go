package account

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/reelroom/reelroom/shared/api"
)

// Every nickname refused is refused as an invalid parameter; every one
// accepted is trimmed, within the limit, and accepted again unchanged.
func FuzzNormalizeNickname(f *testing.F) {
	for _, s := range []string{"Ada", "  李雷 ", "", " \t", strings.Repeat("x", api.MaxNickname+1), "a\u202eb", "\u200b\u200b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		name, err := normalizeNickname(raw)
		if err != nil {
			var e *api.Error
			if name != "" || !errors.As(err, &e) || e.Code != api.CodeInvalidParam {
				t.Fatalf("normalizeNickname(%q) = %q, %v", raw, name, err)
			}
			return
		}
		if name == "" || name != strings.TrimSpace(name) || utf8.RuneCountInString(name) > api.MaxNickname {
			t.Fatalf("normalizeNickname(%q) = %q", raw, name)
		}
		if again, err := normalizeNickname(name); err != nil || again != name {
			t.Fatalf("normalizeNickname(%q) = %q, then %q, %v", raw, name, again, err)
		}
	})
}

// An accepted e-mail is trimmed, lower case, within the limit, and accepted
// again unchanged (accounts are looked up by it).
func FuzzNormalizeEmail(f *testing.F) {
	for _, s := range []string{"Ada@Example.com", " a@b.co ", "a@b", "\"a b\"@x.org", "a@[127.0.0.1]", "<a@b.co>", "A <a@b.co>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		email, err := normalizeEmail(raw)
		if err != nil {
			return
		}
		if email != strings.ToLower(strings.TrimSpace(email)) || len(email) > api.MaxEmail || !strings.Contains(email, "@") {
			t.Fatalf("normalizeEmail(%q) = %q", raw, email)
		}
		if again, err := normalizeEmail(email); err != nil || again != email {
			t.Fatalf("normalizeEmail(%q) = %q, then %q, %v", raw, email, again, err)
		}
	})
}
