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
