package server

import (
	"net/mail"
	"path/filepath"

	"github.com/reelroom/reelroom/cloud/internal/config"
	rrmail "github.com/reelroom/reelroom/cloud/internal/mail"
)

// mailSender is the SMTP server of the configuration, or, with none, the
// outbox under DATA_DIR (and the log), so a bare `make run` still works.
func mailSender(cfg config.Config) rrmail.Sender {
	from := cfg.SMTP.From
	if from == nil {
		from, _ = mail.ParseAddress(config.DefaultFrom)
	}
	if cfg.SMTP.Host == "" {
		return &rrmail.Outbox{Dir: filepath.Join(cfg.DataDir, "outbox"), From: from}
	}
	return &rrmail.SMTP{Host: cfg.SMTP.Host, Port: cfg.SMTP.Port, Username: cfg.SMTP.Username,
		Password: cfg.SMTP.Password, From: from, TLS: cfg.SMTP.TLS}
}
