package link_test

import (
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/link"
)

const code = "abcDEF0123456789_-xyzXYZ"

func TestParseAuth(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		want    string
		wantErr bool
	}{
		{"plain", "reelroom://auth?code=" + code, code, false},
		{"trailing slash", "reelroom://auth/?code=" + code, code, false},
		{"upper-case scheme", "REELROOM://auth?code=" + code, code, false},
		{"extra params ignored", "reelroom://auth?code=" + code + "&state=1", code, false},
		{"surrounding space", " reelroom://auth?code=" + code + "\n", code, false},
		{"no code", "reelroom://auth", "", true},
		{"empty code", "reelroom://auth?code=", "", true},
		{"two codes", "reelroom://auth?code=" + code + "&code=" + code, "", true},
		{"short code", "reelroom://auth?code=abc", "", true},
		{"odd characters", "reelroom://auth?code=" + code + "%3Cscript%3E", "", true},
		{"other scheme", "https://auth?code=" + code, "", true},
		{"other action", "reelroom://record?code=" + code, "", true},
		{"extra path", "reelroom://auth/evil?code=" + code, "", true},
		{"not a url", "%zz", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := link.ParseAuth(tt.in)
			if tt.wantErr {
				if err == nil {
					t.Fatalf("ParseAuth(%q) = %+v, want an error", tt.in, got)
				}
				return
			}
			if err != nil || got.Code != tt.want {
				t.Fatalf("ParseAuth(%q) = %+v, %v; want code %q", tt.in, got, err, tt.want)
			}
		})
	}
}

func TestFromArgs(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
		ok   bool
	}{
		{"none", []string{"/usr/bin/reelroom-desktop"}, "", false},
		{"link", []string{"/usr/bin/reelroom-desktop", "reelroom://auth?code=" + code}, "reelroom://auth?code=" + code, true},
		{"after a flag", []string{"app", "--verbose", "Reelroom://auth?code=x"}, "Reelroom://auth?code=x", true},
		{"other url", []string{"app", "https://example.com"}, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := link.FromArgs(tt.args)
			if got != tt.want || ok != tt.ok {
				t.Fatalf("FromArgs(%q) = %q, %v; want %q, %v", tt.args, got, ok, tt.want, tt.ok)
			}
		})
	}
}
