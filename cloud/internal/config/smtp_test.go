package config

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
)

func TestSMTPSettings(t *testing.T) {
	c, err := FromEnv(env(nil))
	if err != nil || c.SMTP.Host != "" || c.SMTP.From.String() != `"Reelroom" <noreply@reelroom.localhost>` {
		t.Fatalf("no SMTP: %+v %v", c.SMTP, err)
	}
	c, err = FromEnv(env(map[string]string{"SMTP_HOST": "smtp.example.com", "SMTP_FROM": "Reelroom <rr@example.com>",
		"SMTP_USERNAME": "rr", "SMTP_PASSWORD": "hunter2-secret"}))
	if err != nil || c.SMTP.Port != 587 || c.SMTP.TLS != "starttls" || c.SMTP.From.Address != "rr@example.com" {
		t.Fatalf("SMTP: %+v %v", c.SMTP, err)
	}
	var out bytes.Buffer
	c.Log(slog.New(slog.NewTextHandler(&out, nil)))
	if strings.Contains(out.String(), "hunter2-secret") || !strings.Contains(out.String(), "SMTP_PASSWORD=***") {
		t.Fatalf("the SMTP password is not masked in the log:\n%s", out.String())
	}
	if c, _ := FromEnv(env(map[string]string{"SMTP_HOST": "h", "SMTP_FROM": "a@b.c", "SMTP_TLS": "tls"})); c.SMTP.Port != 465 {
		t.Fatalf("implicit TLS port %d, want 465", c.SMTP.Port)
	}
	for name, bad := range map[string]map[string]string{
		"host without from":     {"SMTP_HOST": "smtp.example.com"},
		"from not an address":   {"SMTP_HOST": "h", "SMTP_FROM": "nobody"},
		"unknown tls mode":      {"SMTP_HOST": "h", "SMTP_FROM": "a@b.c", "SMTP_TLS": "ssl3"},
		"port out of range":     {"SMTP_HOST": "h", "SMTP_FROM": "a@b.c", "SMTP_PORT": "0"},
		"password without user": {"SMTP_HOST": "h", "SMTP_FROM": "a@b.c", "SMTP_PASSWORD": "x"},
	} {
		if _, err := FromEnv(env(bad)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
