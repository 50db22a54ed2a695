package mail

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/mail"
	"os"
	"path/filepath"
	"time"
)

// Outbox stands in for a mail server when none is configured: each message
// is written to Dir as an .eml file (readable by the service's user only)
// and its plain text to the log, so whoever runs the service can read the
// codes it sends.
type Outbox struct {
	Dir  string
	From *mail.Address
	Now  func() time.Time
}

// Send writes m to the outbox.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	now := time.Now
	if o.Now != nil {
		now = o.Now
	}
	raw, err := m.Build(o.From, now())
	if err != nil {
		return permanentError{err}
	}
	if err := os.MkdirAll(o.Dir, 0o700); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	b := make([]byte, 4)
	rand.Read(b)
	name := now().UTC().Format("20060102T150405.000000000Z") + "-" + hex.EncodeToString(b) + ".eml"
	path := filepath.Join(o.Dir, name)
	// Written aside and renamed, so a reader never sees half a message.
	if err := os.WriteFile(path+".tmp", raw, 0o600); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	if err := os.Rename(path+".tmp", path); err != nil {
		return fmt.Errorf("mail: outbox: %w", err)
	}
	slog.InfoContext(ctx, "no SMTP server configured; mail kept in the outbox", "to", m.To,
		"subject", m.Subject, "file", path, "text", m.Text)
	return nil
}
