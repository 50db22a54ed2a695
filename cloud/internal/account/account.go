// Package account signs people up and in, and issues, rotates and revokes
// their tokens.
package account

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/mail"
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
	dummyHash []byte
	byAddress *ratelimit.Limiter
	byAccount *ratelimit.Limiter
	now       func() time.Time
	verify    *Verifier // sends new accounts their code (verify.go); nil: none
}

// New makes a Service hashing passwords with bcrypt at cost (use
// bcrypt.DefaultCost or more in production).
func New(st *store.Store, cost int) *Service {
	dummy, _ := bcrypt.GenerateFromPassword([]byte("not-a-real-password"), cost)
	return &Service{
		store:     st,
		cost:      cost,
		dummyHash: dummy,
		byAddress: ratelimit.New(20, 3*time.Second),  // 20 at once, then 20 a minute
		byAccount: ratelimit.New(10, 30*time.Second), // 10 at once, then 2 a minute
		now:       func() time.Time { return time.Now().UTC() },
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
	if err := checkPassword(req.Password); err != nil {
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
	s.sendFirstCode(ctx, u)
	return s.issue(ctx, u.ID, randomToken())
}

// Login signs in with e-mail and password. An unknown e-mail and a wrong
// password get the same answer, after the same work.
func (s *Service) Login(ctx context.Context, req api.LoginRequest, address string) (api.TokenPair, error) {
	wrong := api.Errorf(api.CodeBadCredentials, "Incorrect e-mail or password")
	email, err := normalizeEmail(req.Email)
	if err != nil {
		return api.TokenPair{}, err
	}
	if err := s.limit(address, email); err != nil {
		return api.TokenPair{}, err
	}
	u, err := s.store.UserByEmail(ctx, email)
	if errors.Is(err, store.ErrNotFound) {
		bcrypt.CompareHashAndPassword(s.dummyHash, []byte(req.Password))
		return api.TokenPair{}, wrong
	}
	if err != nil {
		return api.TokenPair{}, err
	}
	if bcrypt.CompareHashAndPassword([]byte(u.PasswordHash), []byte(req.Password)) != nil {
		return api.TokenPair{}, wrong
	}
	return s.issue(ctx, u.ID, randomToken())
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

// Authenticate finds the live sign-in an access token belongs to.
func (s *Service) Authenticate(ctx context.Context, accessToken string) (domain.Token, error) {
	if accessToken == "" {
		return domain.Token{}, errOutdated
	}
	t, err := s.store.TokenByAccessHash(ctx, hashToken(accessToken))
	if errors.Is(err, store.ErrNotFound) {
		return domain.Token{}, errOutdated
	}
	if err != nil {
		return domain.Token{}, err
	}
	if t.RevokedAt != nil || t.RotatedAt != nil || !s.now().Before(t.AccessExpiresAt) {
		return domain.Token{}, errOutdated
	}
	return t, nil
}

// Refresh exchanges a refresh token for a new pair. A refresh token used a
// second time means it was stolen: the whole sign-in is revoked.
func (s *Service) Refresh(ctx context.Context, refreshToken string) (api.TokenPair, error) {
	if refreshToken == "" {
		return api.TokenPair{}, errOutdated
	}
	old, err := s.store.TokenByRefreshHash(ctx, hashToken(refreshToken))
	if errors.Is(err, store.ErrNotFound) {
		return api.TokenPair{}, errOutdated
	}
	if err != nil {
		return api.TokenPair{}, err
	}
	if old.RevokedAt != nil || !s.now().Before(old.RefreshExpiresAt) {
		return api.TokenPair{}, errOutdated
	}
	pair, next := s.newPair(old.UserID, old.Family)
	err = s.store.RotateToken(ctx, old.ID, &next)
	if errors.Is(err, store.ErrConflict) {
		slog.WarnContext(ctx, "refresh token reused; revoking the sign-in", "user_id", old.UserID)
		if err := s.store.RevokeFamily(ctx, old.Family, s.now()); err != nil {
			return api.TokenPair{}, err
		}
		return api.TokenPair{}, errOutdated
	}
	if err != nil {
		return api.TokenPair{}, err
	}
	return pair, nil
}

// Logout revokes the sign-in a token belongs to, on every device that shares it.
func (s *Service) Logout(ctx context.Context, t domain.Token) error {
	return s.store.RevokeFamily(ctx, t.Family, s.now())
}

// Profile is a user with the counts the client shows next to them.
type Profile struct {
	User       domain.User
	VideoCount int
}

// Info returns the signed-in user's profile.
func (s *Service) Info(ctx context.Context, userID int64) (Profile, error) {
	u, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return Profile{}, err
	}
	n, err := s.store.CountVideos(ctx, userID)
	if err != nil {
		return Profile{}, err
	}
	return Profile{User: u, VideoCount: n}, nil
}
