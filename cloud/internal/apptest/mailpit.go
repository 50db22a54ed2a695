package apptest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/mail"
	"net/url"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/config"
)

// Mailpit is the test mail server scripts/mailpit-start.sh runs (make test
// does): SMTP at TEST_SMTP_HOST:TEST_SMTP_PORT, its HTTP API at
// TEST_MAILPIT_API.
type Mailpit struct {
	Host string
	Port int
	API  string
}

// NewMailpit is the test mail server, or skips the test when none is set.
func NewMailpit(tb testing.TB) Mailpit {
	tb.Helper()
	host, api := os.Getenv("TEST_SMTP_HOST"), os.Getenv("TEST_MAILPIT_API")
	if host == "" || api == "" {
		tb.Skip("TEST_SMTP_HOST and TEST_MAILPIT_API are not set (scripts/mailpit-start.sh starts a server)")
	}
	port, err := strconv.Atoi(os.Getenv("TEST_SMTP_PORT"))
	if err != nil {
		tb.Fatalf("TEST_SMTP_PORT: %v", err)
	}
	return Mailpit{Host: host, Port: port, API: api}
}

// SMTP is the service's mail setting for this server (no TLS: it is local).
func (m Mailpit) SMTP() config.SMTP {
	from, _ := mail.ParseAddress("Reelroom Test <noreply@reelroom.test>")
	return config.SMTP{Host: m.Host, Port: m.Port, From: from, TLS: "none"}
}

// MailpitMessage is a message as mailpit's API gives it.
type MailpitMessage struct {
	ID        string
	MessageID string
	Subject   string
	Text      string
	HTML      string
	Date      time.Time
	From      struct{ Name, Address string }
	To        []struct{ Name, Address string }
	Headers   map[string][]string
}

// Search lists the IDs of messages sent to address, newest first.
func (m Mailpit) Search(tb testing.TB, address string) []string {
	tb.Helper()
	var res struct{ Messages []struct{ ID string } }
	m.get(tb, "/api/v1/search?query="+url.QueryEscape(fmt.Sprintf("to:%q", address)), &res)
	ids := make([]string, len(res.Messages))
	for i, msg := range res.Messages {
		ids[i] = msg.ID
	}
	return ids
}

// WaitFor waits until n messages were sent to address and returns them,
// newest first, with their headers.
func (m Mailpit) WaitFor(tb testing.TB, address string, n int) []MailpitMessage {
	tb.Helper()
	deadline := time.Now().Add(60 * time.Second)
	ids := m.Search(tb, address)
	for len(ids) < n {
		if time.Now().After(deadline) {
			tb.Fatalf("mailpit: %d messages to %s, want %d", len(ids), address, n)
		}
		time.Sleep(50 * time.Millisecond)
		ids = m.Search(tb, address)
	}
	out := make([]MailpitMessage, len(ids))
	for i, id := range ids {
		m.get(tb, "/api/v1/message/"+id, &out[i])
		m.get(tb, "/api/v1/message/"+id+"/headers", &out[i].Headers)
	}
	return out
}

func (m Mailpit) get(tb testing.TB, path string, v any) {
	tb.Helper()
	res, err := http.Get(m.API + path)
	if err != nil {
		tb.Fatalf("mailpit: %v", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		tb.Fatalf("mailpit: GET %s: %s", path, res.Status)
	}
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		tb.Fatalf("mailpit: GET %s: %v", path, err)
	}
}
