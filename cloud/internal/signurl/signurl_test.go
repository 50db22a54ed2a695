package signurl

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestSignVerify(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 15, 0, 0, time.UTC)
	s := New([]byte("k-0123456789abcdef0123456789abcdef"), 6*time.Hour)
	s.now = func() time.Time { return now }
	signed := s.Sign("/api/media/videos/7/video.mp4")
	u, _ := url.Parse(signed)
	exp, sig := u.Query().Get("exp"), u.Query().Get("sig")
	if signed != s.Sign("/api/media/videos/7/video.mp4") {
		t.Fatal("the same file within the hour got another URL")
	}
	cases := []struct {
		name      string
		path, exp string
		sig       string
		after     time.Duration
		want      bool
	}{
		{"valid", u.Path, exp, sig, 0, true},
		{"valid near the end", u.Path, exp, sig, 6 * time.Hour, true},
		{"expired", u.Path, exp, sig, 8 * time.Hour, false},
		{"other file", strings.Replace(u.Path, "video.mp4", "cover.jpg", 1), exp, sig, 0, false},
		{"other video", strings.Replace(u.Path, "/7/", "/8/", 1), exp, sig, 0, false},
		{"later expiry", u.Path, exp + "0", sig, 0, false},
		{"bad expiry", u.Path, "soon", sig, 0, false},
		{"no signature", u.Path, exp, "", 0, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s.now = func() time.Time { return now.Add(tc.after) }
			if got := s.Verify(tc.path, tc.exp, tc.sig); got != tc.want {
				t.Fatalf("Verify = %v, want %v", got, tc.want)
			}
		})
	}
	other := New([]byte("another key, just as long as it should be"), time.Hour)
	if other.Verify(u.Path, exp, sig) {
		t.Fatal("a URL signed with one key verified with another")
	}
}

// TestSignFormat: the signed URL is path?exp=E&sig=S with S the HMAC-SHA256
// of path, a zero byte and E, however many times the signer was used.
func TestSignFormat(t *testing.T) {
	key := []byte("k-0123456789abcdef0123456789abcdef")
	s := New(key, 6*time.Hour)
	s.now = func() time.Time { return time.Date(2026, 11, 22, 10, 15, 0, 0, time.UTC) }
	for _, path := range []string{"/api/media/videos/7/video.mp4", "/api/media/videos/7/cover.jpg", "/api/media/videos/7/video.mp4"} {
		m := hmac.New(sha256.New, key)
		m.Write([]byte(path + "\x00" + "1795366800"))
		want := path + "?" + url.Values{"exp": {"1795366800"}, "sig": {base64.RawURLEncoding.EncodeToString(m.Sum(nil))}}.Encode()
		if got := s.Sign(path); got != want {
			t.Fatalf("Sign(%q) = %q, want %q", path, got, want)
		}
	}
}

func BenchmarkSign(b *testing.B) {
	s := New([]byte("k-0123456789abcdef0123456789abcdef"), 6*time.Hour)
	b.ReportAllocs()
	for b.Loop() {
		s.Sign("/api/media/videos/7/video.mp4")
	}
}
