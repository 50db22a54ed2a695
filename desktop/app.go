package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/credentials"
	"github.com/reelroom/reelroom/desktop/internal/handoff"
	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

const (
	appName    = "Reelroom Desktop"
	appVersion = "0.0.1"
)

// appInfo is what the app tells the server about itself at sign-in: the
// browser shows it, so people can tell which app on which machine asks.
func appInfo() string {
	host, _ := os.Hostname()
	if host == "" {
		return appName + " " + appVersion + " (" + osName(runtime.GOOS) + ")"
	}
	return appName + " " + appVersion + " (" + osName(runtime.GOOS) + ", " + host + ")"
}

// osName is how people call the OS GOOS names.
func osName(goos string) string {
	switch goos {
	case "darwin":
		return "macOS"
	case "windows":
		return "Windows"
	case "linux":
		return "Linux"
	}
	return goos
}

// signIn runs one browser sign-in at a time: Start registers it, opens the
// login page and polls; a reelroom://auth link ends it sooner through Complete.
type signIn struct {
	log     *slog.Logger
	server  func() string
	tokens  *credentials.Tokens
	appInfo string
	openURL func(string) error
	// pollEvery is how often the server is asked whether the web sign-in happened.
	pollEvery time.Duration
	// signedIn, when set, hears of each pair kept (e.g. to sign the window in).
	signedIn func(api.TokenPair)

	mu      sync.Mutex
	pending *handoff.Session
	cancel  context.CancelFunc
}

// startTimeout bounds registering a sign-in with the server.
const startTimeout = 15 * time.Second

// Start begins a sign-in, replacing one under way, and returns the user
// code the window shows while the person signs in.
func (s *signIn) Start() (api.HandoffStartResponse, error) {
	sess, err := handoff.NewSession()
	if err != nil {
		return api.HandoffStartResponse{}, err
	}
	server := s.server()
	login, err := sess.LoginURL(server, s.appInfo)
	if err != nil {
		return api.HandoffStartResponse{}, err
	}
	regCtx, cancelReg := context.WithTimeout(context.Background(), startTimeout)
	err = sess.Register(regCtx, client.New(server), s.appInfo)
	cancelReg()
	if err != nil {
		return api.HandoffStartResponse{}, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.mu.Lock()
	if s.cancel != nil {
		s.cancel()
	}
	s.pending, s.cancel = &sess, cancel
	s.mu.Unlock()
	if err := s.openURL(login); err != nil {
		s.finish(&sess)
		return api.HandoffStartResponse{}, err
	}
	go func() {
		pair, err := sess.Poll(ctx, client.New(server), s.pollEvery)
		if err != nil {
			if ctx.Err() == nil {
				s.log.Warn("sign-in poll stopped", "err", err)
			}
			return
		}
		s.done(&sess, pair)
	}()
	return userCodeOf(&sess), nil
}

// Pending is the user code of the sign-in under way, if any.
func (s *signIn) Pending() (api.HandoffStartResponse, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending == nil || !time.Now().Before(s.pending.Expires) {
		return api.HandoffStartResponse{}, false
	}
	return userCodeOf(s.pending), true
}

func userCodeOf(sess *handoff.Session) api.HandoffStartResponse {
	return api.HandoffStartResponse{UserCode: sess.UserCode, ExpiresIn: int(time.Until(sess.Expires) / time.Second)}
}

// Complete redeems the code of a reelroom://auth link for the sign-in
// under way; a link with none under way is ignored.
func (s *signIn) Complete(code string) {
	s.mu.Lock()
	sess := s.pending
	s.mu.Unlock()
	if sess == nil {
		s.log.Warn("ignored a sign-in link: no sign-in is under way")
		return
	}
	go func() {
		pair, err := sess.Exchange(context.Background(), client.New(s.server()), code)
		if err != nil {
			s.log.Warn("sign-in link refused", "err", err)
			return
		}
		s.done(sess, pair)
	}()
}

// done keeps the pair of the sign-in sess, if it is still the one under way.
func (s *signIn) done(sess *handoff.Session, pair api.TokenPair) {
	if !s.finish(sess) {
		return
	}
	where, err := s.tokens.Save(pair)
	if err != nil {
		s.log.Error("sign-in: keep tokens", "err", err)
		return
	}
	s.log.Info("signed in through the browser", "tokens_in", where)
	if s.signedIn != nil {
		s.signedIn(pair)
	}
}

// finish ends sess if it is the one under way, and says whether it was.
func (s *signIn) finish(sess *handoff.Session) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending != sess {
		return false
	}
	s.cancel()
	s.pending, s.cancel = nil, nil
	return true
}

// account is the app's sign-in as the tray shows it.
type account struct {
	log   *slog.Logger
	renew *session.Renewer
}

func newAccount(log *slog.Logger, server func() string, tokens *credentials.Tokens) *account {
	return &account{log: log, renew: &session.Renewer{Server: server, Tokens: tokens}}
}

// callTimeout bounds each call the tray makes to the server.
const callTimeout = 15 * time.Second

// Label names the signed-in user; ok is false when the app is not signed
// in. A server that cannot be asked still leaves the app signed in, shown
// as unnamed.
func (a *account) Label(unnamed string) (label string, ok bool) {
	c, err := a.renew.Client()
	if errors.Is(err, session.ErrSignedOut) {
		return "", false
	}
	if err != nil {
		a.log.Warn("tokens unreadable", "err", err)
		return "", false
	}
	ctx, cancel := context.WithTimeout(context.Background(), callTimeout)
	defer cancel()
	label, err = session.Label(ctx, c)
	if err != nil {
		a.log.Warn("who is signed in", "err", err)
		return unnamed, true
	}
	return label, true
}

// forget signs the app out (SignOut) and logs a failure, for why.
func (a *account) forget(why string) {
	if err := a.SignOut(); err != nil {
		a.log.Error("sign-out", "why", why, "err", err)
	}
}

// SignOut revokes the stored token on the server and forgets the pair. The
// pair is forgotten even when the server cannot be reached.
func (a *account) SignOut() error {
	if c, err := a.renew.Client(); err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), callTimeout)
		defer cancel()
		if err := session.Revoke(ctx, c); err != nil {
			a.log.Warn("sign-out: revoke on the server", "err", err)
		}
	}
	return a.renew.Forget()
}
