// Package account signs people up and in, and issues, rotates and revokes
// their tokens.
package account

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/cloud/internal/ratelimit"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Token lifetimes: clients refresh after 5 days and sign out after 30 (spec 9).
const (
	AccessTTL  = 7 * 24 * time.Hour
	RefreshTTL = 30 * 24 * time.Hour
)

// Service manages accounts and sign-ins.
type Service struct {
	store     *store.Store
	cost      int
	dummyHash []byte // a hash to compare unknown e-mails' passwords with (dummy.go)
	byAddress *ratelimit.Limiter
	byAccount *ratelimit.Limiter
	refreshes *ratelimit.Limiter // refreshes per address
	failures  atomic.Int64       // failed sign-ins seen here, to prune old counts now and then
	now       func() time.Time
	verify    *Verifier // sends new accounts their code (verify.go); nil: none
	tokens    *tokenCache
	joined    func(ctx context.Context, userID int64) error // what a new account joins (SetOnSignUp); nil: nothing
	plans     Plans
}

// Plans is what accounts need of the plan rule (package plan): a user's
// entitlements, and the invitation program's record of who came through
// whose link.
type Plans interface {
	Entitlements(ctx context.Context, userID int64) (api.Entitlements, error)
	Invited(ctx context.Context, inviteeID int64, code string)
}

// SetPlans makes profiles carry the plan's entitlements and sign-ups
// follow their invitation code.
func (s *Service) SetPlans(p Plans) { s.plans = p }

// SetOnSignUp makes every new account go through join once made (the
// built-in workspace puts them in it). An error is logged, not the sign-up's:
// the account is made, and join is run again at the next start.
func (s *Service) SetOnSignUp(join func(ctx context.Context, userID int64) error) { s.joined = join }

// New makes a Service hashing passwords with bcrypt at cost (use
// bcrypt.DefaultCost or more in production).
func New(st *store.Store, cost int) *Service {
	return &Service{
		store:     st,
		cost:      cost,
		dummyHash: dummyHash(cost),
		byAddress: ratelimit.New(20, 3*time.Second),  // 20 at once, then 20 a minute
		byAccount: ratelimit.New(10, 30*time.Second), // 10 at once, then 2 a minute
		refreshes: ratelimit.New(60, time.Second),    // 60 at once, then 60 a minute
		now:       func() time.Time { return time.Now().UTC() },
		tokens:    newTokenCache(),
	}
}

// SetClock makes the service and its rate limits read the time from now;
// tests use it to move time without sleeping.
func (s *Service) SetClock(now func() time.Time) {
	s.now = now
	for _, l := range []*ratelimit.Limiter{s.byAddress, s.byAccount, s.refreshes} {
		l.SetClock(now)
	}
}

var errTooMany = api.Errorf(api.CodeTooManyRequests, "Too many operations recently")

func (s *Service) limit(address, email string) error {
	if !s.byAddress.Allow("ip:" + address) {
		return errTooMany
	}
	if email != "" && !s.byAccount.Allow("email:"+email) {
		return errTooMany
	}
	return nil
}

// Register creates an account and signs it in.
func (s *Service) Register(ctx context.Context, req api.RegisterRequest, address string) (api.TokenPair, error) {
	email, err := normalizeEmail(req.Email)
	if err != nil {
		return api.TokenPair{}, err
	}
	if err := s.limit(address, email); err != nil {
		return api.TokenPair{}, err
	}
	if err := checkPassword(req.Password, email, req.Nickname); err != nil {
		return api.TokenPair{}, err
	}
	nickname, err := normalizeNickname(req.Nickname)
	if err != nil {
		return api.TokenPair{}, err
	}
	hash, err := bcrypt.GenerateFromPassword([]byte(req.Password), s.cost)
	if err != nil {
		return api.TokenPair{}, fmt.Errorf("account: hash password: %w", err)
	}
	now := s.now()
	u := domain.User{
		Email: email, PasswordHash: string(hash), Nickname: nickname, Gender: 3,
		VideoLimit: api.BasicVideoLimit, CreatedAt: now, UpdatedAt: now, Locale: mail.NormalizeLocale(req.Locale),
	}
	if err := s.store.CreateUser(ctx, &u); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return api.TokenPair{}, api.Errorf(api.CodeEmailTaken, "This email address has already been registered for an account.")
		}
		return api.TokenPair{}, err
	}
	slog.InfoContext(ctx, "account registered", "user_id", u.ID)
	if s.joined != nil {
		if err := s.joined(ctx, u.ID); err != nil {
			slog.ErrorContext(ctx, "a new account did not join the built-in workspace", "user_id", u.ID, "err", err)
		}
	}
	if s.plans != nil {
		s.plans.Invited(ctx, u.ID, req.InviteCode)
	}
	s.sendFirstCode(ctx, u)
	return s.issue(ctx, u.ID, randomToken())
}

// Login signs in with e-mail and password. An unknown e-mail and a wrong
// password get the same answer, after the same work. Failures slow down only
// the (account, address) pair and the address they come from (throttle.go),
// never the account as a whole, so a stranger cannot lock its owner out.
func (s *Service) Login(ctx context.Context, req api.LoginRequest, address string) (api.TokenPair, error) {
	wrong := api.Errorf(api.CodeBadCredentials, "Incorrect e-mail or password")
	email, err := normalizeEmail(req.Email)
	if err != nil {
		return api.TokenPair{}, err
	}
	if err := s.limit(address, ""); err != nil {
		return api.TokenPair{}, err
	}
	addr := addressKey(address)
	if err := s.throttled(ctx, email, addr); err != nil {
		return api.TokenPair{}, err
	}
	u, err := s.store.UserByEmail(ctx, email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return api.TokenPair{}, err
	}
	if err != nil {
		bcrypt.CompareHashAndPassword(s.dummyHash, []byte(req.Password))
	} else if bcrypt.CompareHashAndPassword([]byte(u.PasswordHash), []byte(req.Password)) == nil {
		if err := s.succeeded(ctx, email, addr); err != nil {
			return api.TokenPair{}, err
		}
		return s.issue(ctx, u.ID, randomToken())
	}
	if err := s.failed(ctx, email, addr); err != nil {
		return api.TokenPair{}, err
	}
	if s.failures.Add(1)%1000 == 0 {
		if err := s.pruneFailures(ctx); err != nil {
			slog.WarnContext(ctx, "prune sign-in failures", "err", err)
		}
	}
	return api.TokenPair{}, wrong
}

func (s *Service) issue(ctx context.Context, userID int64, family string) (api.TokenPair, error) {
	pair, t := s.newPair(userID, family)
	if err := s.store.CreateToken(ctx, &t); err != nil {
		return api.TokenPair{}, err
	}
	return pair, nil
}

func (s *Service) newPair(userID int64, family string) (api.TokenPair, domain.Token) {
	now := s.now()
	pair := api.TokenPair{Token: randomToken(), RefreshToken: randomToken()}
	return pair, domain.Token{
		UserID: userID, Family: family,
		AccessHash: hashToken(pair.Token), RefreshHash: hashToken(pair.RefreshToken),
		AccessExpiresAt: now.Add(AccessTTL), RefreshExpiresAt: now.Add(RefreshTTL),
		CreatedAt: now,
	}
}

var errOutdated = api.Errorf(api.CodeLoginOutdated, "Login expired, please log in again")

// Authenticate finds the live sign-in an access token belongs to: from the
// token cache when it was found live in the last few seconds and nothing
// ended it since, else from the database.
func (s *Service) Authenticate(ctx context.Context, accessToken string) (domain.Token, error) {
	if accessToken == "" {
		return domain.Token{}, errOutdated
	}
	h, now := hashToken(accessToken), s.now()
	if t, ok := s.tokens.get(h, now); ok {
		return t, nil
	}
	gen := s.tokens.begin()
	t, err := s.store.TokenByAccessHash(ctx, h)
	if errors.Is(err, store.ErrNotFound) {
		return domain.Token{}, errOutdated
	}
	if err != nil {
		return domain.Token{}, err
	}
	if t.RevokedAt != nil || t.RotatedAt != nil || !now.Before(t.AccessExpiresAt) {
		return domain.Token{}, errOutdated
	}
	s.tokens.put(h, t, gen, now)
	return t, nil
}

// Logout revokes the sign-in a token belongs to, on every device that shares it.
func (s *Service) Logout(ctx context.Context, t domain.Token) error {
	return s.revokeFamily(ctx, t.Family)
}

// revokeFamily revokes a sign-in and drops its tokens from this instance's
// cache (the store announces it to the others).
func (s *Service) revokeFamily(ctx context.Context, family string) error {
	defer s.tokens.forget(family)
	return s.store.RevokeFamily(ctx, family, s.now())
}

// ForgetSignIn drops the cached access tokens of the sign-in family: another
// instance changed them (store.TokenChannel).
func (s *Service) ForgetSignIn(family string) { s.tokens.forget(family) }

// TokenCacheListening says whether this instance hears other instances'
// token changes (store.TokenChannel). While it does not, the token cache is
// empty and unused: every request asks the database. Instances sharing a
// database call it with false before their listener starts.
func (s *Service) TokenCacheListening(up bool) { s.tokens.listening(up) }

// CachedTokens is how many access tokens the cache holds.
func (s *Service) CachedTokens() int { return s.tokens.len() }

// Profile is a user with the counts the client shows next to them.
type Profile struct {
	User         domain.User
	VideoCount   int
	Entitlements api.Entitlements // the plan's limits now
}

// Info returns the signed-in user's profile.
func (s *Service) Info(ctx context.Context, userID int64) (Profile, error) {
	u, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return Profile{}, err
	}
	n, err := s.store.CountVideos(ctx, userID, s.now())
	if err != nil {
		return Profile{}, err
	}
	p := Profile{User: u, VideoCount: n, Entitlements: plan.Basic}
	if s.plans != nil {
		p.Entitlements, err = s.plans.Entitlements(ctx, userID)
	}
	return p, err
}
