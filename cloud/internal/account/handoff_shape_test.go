package account

import (
	"strings"
	"testing"
)

func TestHandoffShapes(t *testing.T) {
	uid := checkUIDOf("a secret")
	cases := []struct {
		name          string
		s             string
		check, secret bool
	}{
		{"check UID", uid, true, true},
		{"42 characters", uid[:42], false, false},
		{"128 characters", strings.Repeat("aZ0-_", 25) + "abc", false, true},
		{"129 characters", strings.Repeat("aZ0-_", 25) + "abcd", false, false},
		{"padding", uid[:42] + "=", false, false},
		{"standard base64", uid[:42] + "+", false, false},
		{"non-ASCII", uid[:41] + "é", false, false},
		{"empty", "", false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if isCheckUID(tc.s) != tc.check || isSecret(tc.s) != tc.secret {
				t.Fatalf("check UID %v, secret %v; want %v, %v", isCheckUID(tc.s), isSecret(tc.s), tc.check, tc.secret)
			}
		})
	}
}
