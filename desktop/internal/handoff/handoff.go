// Package handoff signs the desktop app in through the browser (spec 2 and
// 4): the app makes a secret, registers the sign-in with the server (which
// gives it a short user code to show), opens {server}/login with its check
// UID, and gets its own token pair either by exchanging the one-time code
// the web app hands back as reelroom://auth?code=..., or, when the link
// cannot reach the app, by polling until the person has typed the user code
// in the browser.
package handoff

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/settings"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// PollInterval is how often Poll asks the server.
const PollInterval = 2 * time.Second

// RedirectAfterLogin is where the web app goes once the user signed in.
const RedirectAfterLogin = "/my_videos"

// Session is one sign-in attempt: the secret stays in the app, the check
// UID travels through the browser.
type Session struct {
	Secret   string
	CheckUID string
	// UserCode is what the app shows, for the person to type in the browser
	// when the link cannot reach the app; set by Register.
	UserCode string
	// Expires is when the server stops taking the user code.
	Expires time.Time
}

// NewSession makes a 32-byte random secret (base64url, no padding) and its
// check UID, base64url(SHA-256(secret)).
func NewSession() (Session, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return Session{}, fmt.Errorf("handoff: make secret: %w", err)
	}
	secret := base64.RawURLEncoding.EncodeToString(b)
	return Session{Secret: secret, CheckUID: CheckUID(secret)}, nil
}

// Register tells the server about this sign-in before the browser opens,
// and keeps the user code it gives.
func (s *Session) Register(ctx context.Context, c *client.Client, appInfo string) error {
	r, err := c.HandoffStart(ctx, s.Secret, appInfo)
	if err != nil {
		return fmt.Errorf("handoff: start: %w", err)
	}
	s.UserCode, s.Expires = r.UserCode, time.Now().Add(time.Duration(r.ExpiresIn)*time.Second)
	return nil
}

// CheckUID is the check UID a secret belongs to.
func CheckUID(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// LoginURL is the page to open in the browser; appInfo is the app's name,
// version and OS, e.g. "Reelroom Desktop 0.0.1 linux".
func (s Session) LoginURL(server, appInfo string) (string, error) {
	base, err := settings.NormalizeServer(server)
	if err != nil {
		return "", err
	}
	q := url.Values{}
	q.Set("checkuid", s.CheckUID)
	q.Set("app_info", appInfo)
	q.Set("redirect", RedirectAfterLogin)
	return base + "/login?" + q.Encode(), nil
}

// Exchange redeems the code of a reelroom://auth link for a token pair.
func (s Session) Exchange(ctx context.Context, c *client.Client, code string) (api.TokenPair, error) {
	p, err := c.HandoffExchange(ctx, code, s.Secret)
	if err != nil {
		return api.TokenPair{}, fmt.Errorf("handoff: exchange code: %w", err)
	}
	return p, nil
}

// Poll asks the server every interval whether the person approved the
// sign-in with its user code, until they did (the token pair) or ctx ends. A failed call ends the poll:
// the server answers "pending" until the sign-in, so an error is real.
func (s Session) Poll(ctx context.Context, c *client.Client, interval time.Duration) (api.TokenPair, error) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		r, err := c.HandoffPoll(ctx, s.CheckUID, s.Secret)
		if err != nil {
			return api.TokenPair{}, fmt.Errorf("handoff: poll: %w", err)
		}
		if r.Status == "done" {
			if r.Token == "" || r.RefreshToken == "" {
				return api.TokenPair{}, errors.New("handoff: poll: done without tokens")
			}
			return api.TokenPair{Token: r.Token, RefreshToken: r.RefreshToken}, nil
		}
		select {
		case <-ctx.Done():
			return api.TokenPair{}, fmt.Errorf("handoff: poll: %w", ctx.Err())
		case <-t.C:
		}
	}
}
