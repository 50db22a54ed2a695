package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/mail"
	"net/smtp"
	"net/textproto"
	"strconv"
	"time"
)

// Sender delivers one message.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// TLS modes of SMTP_TLS.
const (
	TLSStartTLS = "starttls" // plain connection upgraded with STARTTLS, which must be offered
	TLSImplicit = "tls"      // TLS from the first byte (usually port 465)
	TLSNone     = "none"     // no encryption: only for a relay on the same machine or a test server
)

// SMTP sends through a mail server with the standard library's net/smtp:
// it speaks STARTTLS, implicit TLS and AUTH PLAIN, which is all a relay
// needs, and adds no dependency. (PlainAuth refuses to send a password
// over an unencrypted connection except to localhost.)
type SMTP struct {
	Host     string
	Port     int
	Username string
	Password string
	From     *mail.Address
	TLS      string
	Now      func() time.Time
}

// sendTimeout bounds one delivery, connection to QUIT.
const sendTimeout = 60 * time.Second

// Send delivers m. A 5xx answer from the server is returned as a permanent
// failure (see IsPermanent); anything else may succeed on a retry.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	raw, err := m.Build(s.From, now())
	if err != nil {
		return permanentError{err}
	}
	ctx, cancel := context.WithTimeout(ctx, sendTimeout)
	defer cancel()
	addr := net.JoinHostPort(s.Host, strconv.Itoa(s.Port))
	d := &net.Dialer{}
	var conn net.Conn
	if s.TLS == TLSImplicit {
		conn, err = (&tls.Dialer{NetDialer: d, Config: &tls.Config{ServerName: s.Host}}).DialContext(ctx, "tcp", addr)
	} else {
		conn, err = d.DialContext(ctx, "tcp", addr)
	}
	if err != nil {
		return fmt.Errorf("mail: connect to %s: %w", addr, err)
	}
	deadline, _ := ctx.Deadline()
	conn.SetDeadline(deadline)
	c, err := smtp.NewClient(conn, s.Host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("mail: greeting from %s: %w", addr, err)
	}
	defer c.Close()
	if err := s.deliver(c, m.To, raw); err != nil {
		return classify(err)
	}
	return c.Quit()
}

func (s *SMTP) deliver(c *smtp.Client, to string, raw []byte) error {
	if s.TLS == TLSStartTLS {
		if ok, _ := c.Extension("STARTTLS"); !ok {
			return errors.New("mail: the server does not offer STARTTLS (set SMTP_TLS=tls or none)")
		}
		if err := c.StartTLS(&tls.Config{ServerName: s.Host}); err != nil {
			return fmt.Errorf("mail: STARTTLS: %w", err)
		}
	}
	if s.Username != "" {
		if err := c.Auth(smtp.PlainAuth("", s.Username, s.Password, s.Host)); err != nil {
			return fmt.Errorf("mail: authenticate: %w", err)
		}
	}
	rcpt, err := mail.ParseAddress(to)
	if err != nil {
		return permanentError{err}
	}
	if err := c.Mail(s.From.Address); err != nil {
		return fmt.Errorf("mail: MAIL FROM: %w", err)
	}
	if err := c.Rcpt(rcpt.Address); err != nil {
		return fmt.Errorf("mail: RCPT TO: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("mail: DATA: %w", err)
	}
	if _, err := w.Write(raw); err != nil {
		return fmt.Errorf("mail: send message: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("mail: message refused: %w", err)
	}
	return nil
}

// permanentError is a failure a retry cannot fix.
type permanentError struct{ err error }

func (p permanentError) Error() string { return p.err.Error() }
func (p permanentError) Unwrap() error { return p.err }

// IsPermanent reports whether err means the message can never be sent as
// it is (a malformed message, a 5xx answer such as "no such user").
func IsPermanent(err error) bool {
	var p permanentError
	return errors.As(err, &p)
}

func classify(err error) error {
	var te *textproto.Error
	if errors.As(err, &te) && te.Code >= 500 && te.Code != 530 && te.Code != 535 {
		// 530/535 are authentication problems: the configuration may be fixed.
		return permanentError{err}
	}
	return err
}
