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
	Clear() error
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
	// refresh token is outdated or revoked). It runs with the Renewer
	// locked: it must not call back into it before returning.
	Expired func()

	mu sync.Mutex
	// held is a new pair the store refused to keep, in force while the
	// store still has the pair it replaced (from): the server has
	// already rotated that one.
	held, from *api.TokenPair
}

// current is the pair in force: the stored one, unless held replaces it.
// r.mu is held.
func (r *Renewer) current() (api.TokenPair, bool, error) {
	p, ok, err := r.Tokens.Load()
	if err == nil && ok && r.held != nil && p == *r.from {
		return *r.held, true, nil
	}
	return p, ok, err
}

// Forget clears the pair, after any exchange under way: signing out
// sticks even while a renewal runs.
func (r *Renewer) Forget() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.held, r.from = nil, nil
	return r.Tokens.Clear()
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
	p, ok, err := r.current()
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
	// not hold them for ever. A caller giving up (a page that navigated
	// away) must not cut it short either: the server may have rotated the
	// pair already, and the old one is then worthless.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), renewTimeout)
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
		// Still the pair in force for this run; the next start signs in again.
		r.held, r.from = &next, &p
		return next, nil
	}
	r.held, r.from = nil, nil
	return next, nil
}

// Client is a client of the server signed in with the stored pair, which
// renews it when the server finds it outdated.
func (r *Renewer) Client() (*client.Client, error) {
	r.mu.Lock()
	p, ok, err := r.current()
	r.mu.Unlock()
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
