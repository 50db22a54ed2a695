package mail_test

import (
	"context"
	"mime"
	"net"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	rrmail "github.com/reelroom/reelroom/cloud/internal/mail"
)

func from() *mail.Address { return &mail.Address{Name: "Reelroom", Address: "noreply@reelroom.test"} }

func TestSMTPDeliversTextAndHTML(t *testing.T) {
	mp := apptest.NewMailpit(t)
	cfg := mp.SMTP()
	s := &rrmail.SMTP{Host: cfg.Host, Port: cfg.Port, From: from(), TLS: rrmail.TLSNone}
	to := "smtp-" + time.Now().Format("150405.000000000") + "@example.com"
	msg := rrmail.VerificationCode(rrmail.LocaleZH, to, "小明 <b>", "042917", 15*time.Minute)
	if err := s.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	got := mp.WaitFor(t, to, 1)[0]
	if got.Subject != "您的 Reelroom 验证码：042917" {
		t.Errorf("subject %q", got.Subject)
	}
	if !strings.Contains(got.Text, "042917") || !strings.Contains(got.Text, "小明 <b>，您好") ||
		!strings.Contains(got.Text, "15 分钟") {
		t.Errorf("plain text part:\n%s", got.Text)
	}
	if !strings.Contains(got.HTML, "小明 &lt;b&gt;") || !strings.Contains(got.HTML, "042917") {
		t.Errorf("html part (the name must be escaped):\n%s", got.HTML)
	}
	h := got.Headers
	if len(h["Date"]) != 1 || len(h["Message-Id"]) != 1 || !strings.HasSuffix(h["Message-Id"][0], "@reelroom.test>") ||
		h["Mime-Version"][0] != "1.0" || !strings.HasPrefix(h["Content-Type"][0], "multipart/alternative;") ||
		!strings.HasPrefix(h["Subject"][0], "=?utf-8?") {
		t.Errorf("headers: %v", h)
	}
}

// A server that does not offer STARTTLS is refused in the default mode
// rather than sent the message in the clear.
func TestStartTLSIsRequired(t *testing.T) {
	mp := apptest.NewMailpit(t)
	s := &rrmail.SMTP{Host: mp.Host, Port: mp.Port, From: from(), TLS: rrmail.TLSStartTLS}
	err := s.Send(context.Background(), rrmail.Message{To: "tls@example.com", Subject: "x", Text: "x"})
	if err == nil || !strings.Contains(err.Error(), "STARTTLS") {
		t.Fatalf("sent without STARTTLS: %v", err)
	}
}

// A server that cannot be reached is a failure worth retrying.
func TestUnreachableServerIsRetryable(t *testing.T) {
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	s := &rrmail.SMTP{Host: "127.0.0.1", Port: port, From: from(), TLS: rrmail.TLSNone}
	err := s.Send(context.Background(), rrmail.Message{To: "a@example.com", Subject: "x", Text: "x"})
	if err == nil || rrmail.IsPermanent(err) {
		t.Fatalf("got %v, want a retryable error", err)
	}
}

func TestOutboxKeepsTheMessage(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "outbox")
	o := &rrmail.Outbox{Dir: dir, From: from()}
	msg := rrmail.VerificationCode(rrmail.LocaleEN, "ann@example.com", "Ann", "123456", 15*time.Minute)
	if err := o.Send(context.Background(), msg); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	if len(files) != 1 {
		t.Fatalf("outbox holds %v", files)
	}
	if st, _ := os.Stat(files[0]); st.Mode().Perm() != 0o600 {
		t.Errorf("outbox file mode %v", st.Mode().Perm())
	}
	f, _ := os.Open(files[0])
	defer f.Close()
	m, err := mail.ReadMessage(f)
	if err != nil {
		t.Fatal(err)
	}
	subject, _ := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
	if subject != "Your Reelroom verification code: 123456" || m.Header.Get("To") != "<ann@example.com>" {
		t.Errorf("subject %q, to %q", subject, m.Header.Get("To"))
	}
}

func TestHeaderInjectionIsRefused(t *testing.T) {
	for _, m := range []rrmail.Message{
		{To: "a@example.com\r\nBcc: b@example.com", Subject: "x", Text: "x"},
		{To: "a@example.com", Subject: "x\r\nBcc: b@example.com", Text: "x"},
	} {
		if _, err := m.Build(from(), time.Now()); err == nil {
			t.Errorf("built %q", m.To+m.Subject)
		}
	}
}

func TestNormalizeLocale(t *testing.T) {
	for in, want := range map[string]string{"": "en", "zh-CN": "zh-CN", "zh-TW,zh;q=0.9": "zh-CN",
		"en-US,en;q=0.9": "en", "fr-FR, zh;q=0.5": "zh-CN", "de": "en"} {
		if got := rrmail.NormalizeLocale(in); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
