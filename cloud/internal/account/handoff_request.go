package account

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// SignInRequestTTL is how long a desktop app's sign-in request stays open;
// MaxUserCodeAttempts is how many user codes may be tried against one.
var SignInRequestTTL = 10 * time.Minute

const MaxUserCodeAttempts = 5

// userCodeAlphabet has no vowels (no words) and no look-alike digits; 20^8
// codes, of which an attacker may try MaxUserCodeAttempts.
const (
	userCodeAlphabet = "BCDFGHJKLMNPQRSTVWXZ"
	userCodeLen      = 8
)

var (
	errNoSignInRequest = api.Errorf(api.CodeNotFound, "This sign-in request has expired or was not made by the app. Start signing in again from the app.")
	errWrongUserCode   = api.Errorf(api.CodeInvalidParam, "That code does not match the one the app shows. Check the code in the Reelroom app on this computer.")
	errUserCodeSpent   = api.Errorf(api.CodeTooManyRequests, "Too many wrong codes. Start signing in again from the app.")
)

// StartHandoff registers a desktop app's browser sign-in and returns the
// user code the app shows the person. Only the secret's holder can start
// the sign-in of its check UID, and only once.
func (s *Service) StartHandoff(ctx context.Context, req api.HandoffStartRequest, address string) (api.HandoffStartResponse, error) {
	if !isSecret(req.Secret) {
		return api.HandoffStartResponse{}, errBadHandoff
	}
	code, err := newUserCode()
	if err != nil {
		return api.HandoffStartResponse{}, err
	}
	now := s.now()
	r := domain.SignInRequest{CheckUID: checkUIDOf(req.Secret), AppInfo: clipInfo(req.AppInfo), AppAddress: address,
		UserCodeHash: hashUserCode(code), ExpiresAt: now.Add(SignInRequestTTL), CreatedAt: now}
	if err := s.store.CreateSignInRequest(ctx, &r); err != nil {
		return api.HandoffStartResponse{}, notFoundAs(err, errBadHandoff)
	}
	return api.HandoffStartResponse{UserCode: code, ExpiresIn: int(SignInRequestTTL / time.Second)}, nil
}

// HandoffInfo tells the signed-in browser which app asks, from where.
func (s *Service) HandoffInfo(ctx context.Context, checkUID, address string) (api.HandoffInfo, error) {
	r, err := s.liveRequest(ctx, checkUID)
	if err != nil {
		return api.HandoffInfo{}, err
	}
	return api.HandoffInfo{AppInfo: r.AppInfo, AppAddress: r.AppAddress, SameNetwork: r.AppAddress == address,
		AskedAt: r.CreatedAt.Unix(), ExpiresIn: int(r.ExpiresAt.Sub(s.now()) / time.Second)}, nil
}

// liveRequest is the open sign-in request of a check UID.
func (s *Service) liveRequest(ctx context.Context, checkUID string) (domain.SignInRequest, error) {
	if !isCheckUID(checkUID) {
		return domain.SignInRequest{}, errBadCheckUID
	}
	r, err := s.store.LiveSignInRequest(ctx, checkUID, s.now())
	if errors.Is(err, store.ErrNotFound) {
		return r, errNoSignInRequest
	}
	return r, err
}

// checkUserCode spends one attempt of r's and says whether code is its user code.
func (s *Service) checkUserCode(ctx context.Context, r domain.SignInRequest, code string) error {
	if err := s.store.TakeCodeAttempt(ctx, r.ID, MaxUserCodeAttempts); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return errUserCodeSpent
		}
		return err
	}
	if !equalHashes(hashUserCode(normalizeUserCode(code)), r.UserCodeHash) {
		return errWrongUserCode
	}
	return nil
}

// newUserCode makes a code like "BCDF-GHJK" from the alphabet, uniformly.
func newUserCode() (string, error) {
	var b strings.Builder
	buf := make([]byte, 1)
	for b.Len() < userCodeLen+1 {
		if b.Len() == userCodeLen/2 {
			b.WriteByte('-')
		}
		if _, err := rand.Read(buf); err != nil {
			return "", err
		}
		// 240 is the largest multiple of 20 below 256: no letter is likelier.
		if buf[0] < 240 {
			b.WriteByte(userCodeAlphabet[int(buf[0])%len(userCodeAlphabet)])
		}
	}
	return b.String(), nil
}

// normalizeUserCode accepts what people type: any case, spaces or dashes.
func normalizeUserCode(typed string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(typed) {
		if strings.ContainsRune(userCodeAlphabet, r) {
			b.WriteRune(r)
		}
	}
	out := b.String()
	if len(out) != userCodeLen {
		return ""
	}
	return out[:userCodeLen/2] + "-" + out[userCodeLen/2:]
}

func hashUserCode(code string) string {
	sum := sha256.Sum256([]byte("reelroom user code:" + code))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}
