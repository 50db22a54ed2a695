// Package mail sends e-mail: over SMTP when configured, otherwise into an
// outbox folder and the log, so a server with nothing set up still works.
// Messages go out through the job queue (see Kind), which retries them.
package mail

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"slices"
	"strings"
	"time"
)

// Message is one e-mail to one person: a plain-text body, and an HTML one
// when HTML is set.
type Message struct {
	To      string `json:"to"`
	Subject string `json:"subject"`
	Text    string `json:"text"`
	HTML    string `json:"html,omitempty"`
	// Headers are further header fields (List-Unsubscribe, for one),
	// written in the order of their names.
	Headers map[string]string `json:"headers,omitempty"`
}

var errHeader = errors.New("mail: a header would hold a line break")

// Build renders m as an RFC 5322 message from from, with Date, Message-ID,
// an encoded Subject and MIME parts (multipart/alternative when there is
// HTML), every body quoted-printable in UTF-8.
func (m Message) Build(from *mail.Address, now time.Time) ([]byte, error) {
	if strings.ContainsAny(m.To+m.Subject, "\r\n") {
		return nil, errHeader
	}
	names := slices.Sorted(maps.Keys(m.Headers))
	for _, k := range names {
		if strings.ContainsAny(k+m.Headers[k], "\r\n") || strings.ContainsAny(k, ": ") {
			return nil, errHeader
		}
	}
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		return nil, fmt.Errorf("mail: recipient %q: %w", m.To, err)
	}
	var b bytes.Buffer
	header := func(k, v string) { fmt.Fprintf(&b, "%s: %s\r\n", k, v) }
	header("From", from.String())
	header("To", to.String())
	header("Subject", mime.QEncoding.Encode("utf-8", m.Subject))
	header("Date", now.Format(time.RFC1123Z))
	header("Message-ID", messageID(from.Address))
	header("MIME-Version", "1.0")
	header("Auto-Submitted", "auto-generated") // no out-of-office replies
	for _, k := range names {
		header(k, m.Headers[k])
	}
	if m.HTML == "" {
		header("Content-Type", `text/plain; charset="utf-8"`)
		header("Content-Transfer-Encoding", "quoted-printable")
		b.WriteString("\r\n")
		return b.Bytes(), writeQP(&b, m.Text)
	}
	mw := multipart.NewWriter(&b)
	header("Content-Type", `multipart/alternative; boundary="`+mw.Boundary()+`"`)
	b.WriteString("\r\n")
	for _, part := range []struct{ kind, body string }{{"text/plain", m.Text}, {"text/html", m.HTML}} {
		w, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {part.kind + `; charset="utf-8"`},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return nil, err
		}
		if err := writeQP(w, part.body); err != nil {
			return nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

type writer interface{ Write([]byte) (int, error) }

func writeQP(w writer, body string) error {
	qp := quotedprintable.NewWriter(w)
	if _, err := qp.Write([]byte(strings.ReplaceAll(body, "\n", "\r\n"))); err != nil {
		return err
	}
	return qp.Close()
}

// messageID is a unique Message-ID in the sender's domain.
func messageID(fromAddr string) string {
	b := make([]byte, 16)
	rand.Read(b)
	domain := "reelroom.localhost"
	if at := strings.LastIndex(fromAddr, "@"); at >= 0 && at < len(fromAddr)-1 {
		domain = fromAddr[at+1:]
	}
	return "<" + hex.EncodeToString(b) + "@" + domain + ">"
}
