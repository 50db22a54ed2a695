package session

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/credentials"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// renewTimeout bounds one exchange of the refresh token.
const renewTimeout = 30 * time.Second

// ErrSignedOut is what Renew answers when the app keeps no pair.
var ErrSignedOut = errors.New("session: the app is signed out")

// Store keeps the app's pair (credentials.Tokens).
type Store interface {
	Load() (api.TokenPair, bool, error)
	Save(api.TokenPair) (credentials.Where, error)
}

// Renewer exchanges the app's refresh token for a new pair on behalf of
// everyone who uses the pair: the recorder, the tray and the page in the
// window. The server rotates a refresh token once and treats a second use
// as theft, so the exchange is made once, and whoever comes later with
// the old pair gets the stored new one.
type Renewer struct {
	Server func() string
	Tokens Store
	// Expired, when set, is told that the server ended the sign-in (the
	// refresh token is outdated or revoked).
	Expired func()
	mu      sync.Mutex
}

// Access gives an access token newer than stale (for client.Client.Renew).
func (r *Renewer) Access(ctx context.Context, stale string) (string, error) {
	p, err := r.renew(ctx, func(p api.TokenPair) bool { return p.Token == stale })
	return p.Token, err
}

// Pair gives the pair that follows the one whose refresh token is stale,
// for the page in the window when its token is outdated.
func (r *Renewer) Pair(ctx context.Context, stale string) (api.TokenPair, error) {
	return r.renew(ctx, func(p api.TokenPair) bool { return p.RefreshToken == stale })
}

// renew exchanges the stored pair when seen says it is the one the caller
// found outdated; otherwise it is already newer and is given as it is.
func (r *Renewer) renew(ctx context.Context, seen func(api.TokenPair) bool) (api.TokenPair, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	p, ok, err := r.Tokens.Load()
	if err != nil {
		return api.TokenPair{}, fmt.Errorf("session: renew: %w", err)
	}
	if !ok {
		return api.TokenPair{}, ErrSignedOut
	}
	if !seen(p) {
		return p, nil
	}
	// Others wait for this exchange: a server that does not answer must
	// not hold them for ever.
	ctx, cancel := context.WithTimeout(ctx, renewTimeout)
	defer cancel()
	next, err := client.New(r.Server()).Refresh(ctx, p.RefreshToken)
	if ae := (*api.Error)(nil); errors.As(err, &ae) && ae.Code.HTTPStatus() == 401 {
		if r.Expired != nil {
			r.Expired()
		}
		return api.TokenPair{}, fmt.Errorf("session: renew: %w", err)
	}
	if err != nil {
		return api.TokenPair{}, fmt.Errorf("session: renew: %w", err)
	}
	if _, err := r.Tokens.Save(next); err != nil {
		return api.TokenPair{}, fmt.Errorf("session: renew: keep the new pair: %w", err)
	}
	return next, nil
}

// Client is a client of the server signed in with the stored pair, which
// renews it when the server finds it outdated.
func (r *Renewer) Client() (*client.Client, error) {
	p, ok, err := r.Tokens.Load()
	if err != nil {
		return nil, fmt.Errorf("session: %w", err)
	}
	if !ok {
		return nil, ErrSignedOut
	}
	c := client.New(r.Server())
	c.Token, c.Renew = p.Token, r.Access
	return c, nil
}
