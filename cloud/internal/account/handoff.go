package account

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// HandoffCodeTTL is how long a handoff code can be redeemed. A variable so
// tests can let codes expire at once.
var HandoffCodeTTL = 5 * time.Minute

// A check UID is base64url(SHA-256(secret)); a secret is 32 to 96 random
// bytes in base64url.
func isCheckUID(s string) bool { return len(s) == 43 && isBase64URL(s) }
func isSecret(s string) bool   { return len(s) >= 43 && len(s) <= 128 && isBase64URL(s) }

// isBase64URL says whether s holds only base64url characters (no padding).
// Checked by hand: the same regular expression, {43,128} copies of a class
// once compiled, cost a thousand allocations at every start.
func isBase64URL(s string) bool {
	for _, c := range []byte(s) {
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

var (
	errBadCheckUID = api.Errorf(api.CodeInvalidParam, "The sign-in request from the app is malformed. Start signing in again from the app.")
	errBadHandoff  = api.Errorf(api.CodeInvalidParam, "This sign-in link is invalid or has expired. Start signing in again from the app.")
)

// checkUIDOf is the check UID a secret belongs to.
func checkUIDOf(secret string) string {
	sum := sha256.Sum256([]byte(secret))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

var errBoundByOther = api.Errorf(api.CodeForbidden, "Another account already answered this sign-in request. Start signing in again from the app.")

// BindHandoff binds an app's registered sign-in to the signed-in user and
// returns the single-use code to hand to the app through its link. Binding
// again (the user chose to continue once more) replaces the user's own
// unused binding; nobody else's.
func (s *Service) BindHandoff(ctx context.Context, userID int64, req api.HandoffBindRequest) (api.HandoffBindResponse, error) {
	r, err := s.liveRequest(ctx, req.CheckUID)
	if err != nil {
		return api.HandoffBindResponse{}, err
	}
	code, err := s.bind(ctx, userID, r, nil)
	if err != nil {
		return api.HandoffBindResponse{}, err
	}
	return api.HandoffBindResponse{Code: code, ExpiresIn: int(HandoffCodeTTL / time.Second)}, nil
}

// ApproveHandoff binds an app's sign-in to the signed-in user once the
// person typed the user code the app shows; only such a binding is handed
// to the app by polling.
func (s *Service) ApproveHandoff(ctx context.Context, userID int64, req api.HandoffApproveRequest) error {
	r, err := s.liveRequest(ctx, req.CheckUID)
	if err != nil {
		return err
	}
	if err := s.checkUserCode(ctx, r, req.UserCode); err != nil {
		return err
	}
	now := s.now()
	_, err = s.bind(ctx, userID, r, &now)
	return err
}

// bind stores a binding of r to userID (approved at approved, if set) and
// returns its code.
func (s *Service) bind(ctx context.Context, userID int64, r domain.SignInRequest, approved *time.Time) (string, error) {
	now := s.now()
	code := randomToken()
	h := domain.Handoff{CodeHash: hashToken(code), CheckUID: r.CheckUID, UserID: userID, AppInfo: r.AppInfo,
		ExpiresAt: now.Add(HandoffCodeTTL), ApprovedAt: approved, CreatedAt: now}
	err := s.store.ReplaceHandoff(ctx, &h)
	if errors.Is(err, store.ErrTaken) || errors.Is(err, store.ErrConflict) {
		return "", errBoundByOther
	}
	return code, err
}

// clipInfo keeps app_info printable and short; it is only shown and kept.
func clipInfo(s string) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, ""))
	for utf8.RuneCountInString(s) > 200 {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

// ExchangeHandoff redeems a code with the secret whose check UID it was
// bound to, once, for a new sign-in of the bound user. Every failure gives
// the same answer.
func (s *Service) ExchangeHandoff(ctx context.Context, req api.HandoffExchangeRequest) (api.TokenPair, error) {
	if req.Code == "" || !isSecret(req.Secret) {
		return api.TokenPair{}, errBadHandoff
	}
	h, err := s.store.LiveHandoffByCode(ctx, hashToken(req.Code), s.now())
	if err != nil {
		return api.TokenPair{}, notFoundAs(err, errBadHandoff)
	}
	return s.redeem(ctx, h, req.Secret)
}

// PollHandoff tells an app that could not receive its link whether the
// person approved its sign-in with its user code; when they did, it redeems
// the binding like ExchangeHandoff.
func (s *Service) PollHandoff(ctx context.Context, req api.HandoffPollRequest) (api.HandoffPollResponse, error) {
	if !isCheckUID(req.CheckUID) || !isSecret(req.Secret) ||
		!equalHashes(checkUIDOf(req.Secret), req.CheckUID) {
		return api.HandoffPollResponse{}, errBadHandoff
	}
	h, err := s.store.LiveHandoffByCheckUID(ctx, req.CheckUID, s.now())
	if errors.Is(err, store.ErrNotFound) || (err == nil && h.ApprovedAt == nil) {
		// Unbound, or bound without the person typing the app's code: the
		// browser's word alone never gives the app's secret holder tokens.
		return api.HandoffPollResponse{Status: "pending"}, nil
	}
	if err != nil {
		return api.HandoffPollResponse{}, err
	}
	pair, err := s.redeem(ctx, h, req.Secret)
	if err != nil {
		return api.HandoffPollResponse{}, err
	}
	return api.HandoffPollResponse{Status: "done", Token: pair.Token, RefreshToken: pair.RefreshToken}, nil
}

// redeem checks the secret against the binding, uses it up and signs the
// app in as the bound user.
func (s *Service) redeem(ctx context.Context, h domain.Handoff, secret string) (api.TokenPair, error) {
	if !equalHashes(checkUIDOf(secret), h.CheckUID) {
		return api.TokenPair{}, errBadHandoff
	}
	if err := s.store.UseHandoff(ctx, h, s.now()); err != nil {
		return api.TokenPair{}, notFoundAs(err, errBadHandoff)
	}
	return s.issue(ctx, h.UserID, randomToken())
}

// equalHashes compares two hashes in constant time.
func equalHashes(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// notFoundAs turns "no such row" and "already used" into the caller's error.
func notFoundAs(err error, as error) error {
	if errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrConflict) {
		return as
	}
	return err
}
