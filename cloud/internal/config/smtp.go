package config

import (
	"fmt"
	"log/slog"
	"net/mail"

	rrmail "github.com/reelroom/reelroom/cloud/internal/mail"
)

// SMTP is the mail server the service sends through. With no Host, mail is
// written to $DATA_DIR/outbox and the log instead.
type SMTP struct {
	Host     string        // SMTP_HOST; empty: no mail server
	Port     int           // SMTP_PORT, default 587 (465 with SMTP_TLS=tls)
	Username string        // SMTP_USERNAME; empty: no authentication
	Password string        // SMTP_PASSWORD
	From     *mail.Address // SMTP_FROM, e.g. "Reelroom <noreply@example.com>"; required with SMTP_HOST
	TLS      string        // SMTP_TLS: starttls (default), tls or none
}

// DefaultFrom is the sender of mail kept in the outbox.
const DefaultFrom = "Reelroom <noreply@reelroom.localhost>"

func smtpFromEnv(getenv func(string) string) (SMTP, error) {
	s := SMTP{Host: getenv("SMTP_HOST"), Username: getenv("SMTP_USERNAME"), Password: getenv("SMTP_PASSWORD"),
		TLS: or(getenv("SMTP_TLS"), rrmail.TLSStartTLS)}
	switch s.TLS {
	case rrmail.TLSStartTLS, rrmail.TLSImplicit, rrmail.TLSNone:
	default:
		return s, fmt.Errorf("config: SMTP_TLS must be starttls, tls or none, not %q", s.TLS)
	}
	defPort := 587
	if s.TLS == rrmail.TLSImplicit {
		defPort = 465
	}
	var err error
	if s.Port, err = intSetting(getenv, "SMTP_PORT", defPort, 1, 65535); err != nil {
		return s, err
	}
	from := getenv("SMTP_FROM")
	if from == "" && s.Host != "" {
		return s, fmt.Errorf("config: SMTP_HOST needs SMTP_FROM (the sender, e.g. \"Reelroom <noreply@example.com>\")")
	}
	if s.From, err = mail.ParseAddress(or(from, DefaultFrom)); err != nil {
		return s, fmt.Errorf("config: SMTP_FROM is not an e-mail address: %q", from)
	}
	if s.Password != "" && s.Username == "" {
		return s, fmt.Errorf("config: SMTP_PASSWORD needs SMTP_USERNAME")
	}
	return s, nil
}

func (s SMTP) log(l *slog.Logger) {
	if s.Host == "" {
		l.Info("config", "SMTP_HOST", "(none: mail goes to DATA_DIR/outbox and the log)")
		return
	}
	password := ""
	if s.Password != "" {
		password = "***"
	}
	l.Info("config", "SMTP_HOST", s.Host, "SMTP_PORT", s.Port, "SMTP_USERNAME", s.Username,
		"SMTP_PASSWORD", password, "SMTP_FROM", s.From.String(), "SMTP_TLS", s.TLS)
}
