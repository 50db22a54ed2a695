package account

import (
	"errors"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
)

func TestCheckPassword(t *testing.T) {
	cases := []struct {
		name, password string
		reason         api.PasswordReason // "" is accepted
	}{
		{"passphrase", "quiet harbor kettle 42", ""},
		{"random", "xK9#mQ2!pLr", ""},
		{"eight Chinese characters, 24 bytes", "春眠不觉晓处闻啼", ""},
		{"four Chinese characters are 12 bytes but only 4 characters", "密码密码", api.PasswordTooShort},
		{"seven characters", "xK9#mQ2", api.PasswordTooShort},
		{"73 bytes", strings.Repeat("k9#Q", 18) + "z", api.PasswordTooLong},
		{"tab", "quiet\tharbor kettle", api.PasswordControl},
		{"newline", "quiet harbor\nkettle", api.PasswordControl},
		{"NUL", "quiet harbor\x00kettle", api.PasswordControl},
		{"DEL", "quiet harbor\x7fkettle", api.PasswordControl},
		{"invalid UTF-8", "quiet harbor \xff kettle", api.PasswordControl},
		{"the commonest", "password", api.PasswordCommon},
		{"common with a digit", "password1", api.PasswordCommon},
		{"digits", "12345678", api.PasswordCommon},
		{"keyboard row", "qwertyuiop", api.PasswordCommon},
		{"two words", "correct horse", api.PasswordCommon},
		{"e-mail as password", "ann.lee@example.com", api.PasswordPersonal},
		{"nickname and a year", "annalee2024", api.PasswordPersonal},
		{"sequence", "abcdefghij", api.PasswordWeak},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := checkPassword(tc.password, "ann.lee@example.com", "Annalee")
			if tc.reason == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var ae *api.Error
			if !errors.As(err, &ae) || ae.Code != api.CodeWeakPassword || ae.Reason != string(tc.reason) || ae.Msg == "" {
				t.Fatalf("got %#v, want code %d reason %q", err, api.CodeWeakPassword, tc.reason)
			}
		})
	}
}
