package account

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"log/slog"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// RefreshGrace is how long a just-rotated refresh token still works: it
// returns the same new pair again. Two tabs (or the app and a tab) that
// refresh at the same moment both get that pair instead of the second one
// looking like a stolen token and signing the user out. After the grace, a
// reused refresh token revokes the whole sign-in as before.
const RefreshGrace = 10 * time.Second

// Refresh exchanges a refresh token for a new pair. A refresh token used a
// second time after RefreshGrace means it was stolen: the whole sign-in is
// revoked. Refreshes are rate limited per address.
func (s *Service) Refresh(ctx context.Context, refreshToken, address string) (api.TokenPair, error) {
	if !s.refreshes.Allow("ip:" + address) {
		return api.TokenPair{}, errTooMany
	}
	if refreshToken == "" {
		return api.TokenPair{}, errOutdated
	}
	old, err := s.liveByRefresh(ctx, refreshToken)
	if err != nil {
		return api.TokenPair{}, err
	}
	if old.RotatedAt != nil {
		return s.replay(ctx, old, refreshToken)
	}
	pair, next := s.newPair(old.UserID, old.Family)
	sealed, err := sealPair(refreshToken, old.RefreshHash, pair)
	if err != nil {
		return api.TokenPair{}, err
	}
	err = s.store.RotateToken(ctx, old.ID, &next, sealed)
	s.tokens.forget(old.Family) // the old access token is over
	if errors.Is(err, store.ErrConflict) {
		// Another refresh with the same token rotated it since we read it:
		// read it again and answer as that one did, if still in grace.
		if old, err = s.liveByRefresh(ctx, refreshToken); err != nil {
			return api.TokenPair{}, err
		}
		return s.replay(ctx, old, refreshToken)
	}
	if err != nil {
		return api.TokenPair{}, err
	}
	return pair, nil
}

// liveByRefresh finds the pair of a refresh token that is neither revoked
// nor expired (it may be rotated).
func (s *Service) liveByRefresh(ctx context.Context, refreshToken string) (domain.Token, error) {
	t, err := s.store.TokenByRefreshHash(ctx, hashToken(refreshToken))
	if errors.Is(err, store.ErrNotFound) {
		return domain.Token{}, errOutdated
	}
	if err != nil {
		return domain.Token{}, err
	}
	if t.RevokedAt != nil || !s.now().Before(t.RefreshExpiresAt) {
		return domain.Token{}, errOutdated
	}
	return t, nil
}

// replay answers a refresh token that was already rotated: within the grace
// with the pair it was rotated into, after it by revoking the sign-in.
func (s *Service) replay(ctx context.Context, old domain.Token, refreshToken string) (api.TokenPair, error) {
	if old.RotatedAt != nil && s.now().Sub(*old.RotatedAt) < RefreshGrace && old.SuccessorSealed != "" {
		pair, err := openPair(refreshToken, old.RefreshHash, old.SuccessorSealed)
		if err == nil {
			return pair, nil
		}
		slog.WarnContext(ctx, "refresh grace: sealed pair does not open", "user_id", old.UserID, "err", err)
	}
	slog.WarnContext(ctx, "refresh token reused; revoking the sign-in", "user_id", old.UserID)
	if err := s.revokeFamily(ctx, old.Family); err != nil {
		return api.TokenPair{}, err
	}
	return api.TokenPair{}, errOutdated
}

// The pair a token was rotated into is kept sealed (AES-256-GCM) with a key
// derived from the old refresh token, which the database never holds (it
// keeps only its SHA-256). Whoever reads the database cannot open it; only
// the one presenting the old refresh token can, and only within the grace.
// The old pair's refresh hash is the additional data, so a sealed pair copied
// to another row does not open.

func graceKey(refreshToken string) []byte {
	mac := hmac.New(sha256.New, []byte(refreshToken))
	mac.Write([]byte("reelroom refresh grace v1"))
	return mac.Sum(nil)
}

func graceAEAD(refreshToken string) (cipher.AEAD, error) {
	block, err := aes.NewCipher(graceKey(refreshToken))
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

func sealPair(refreshToken, refreshHash string, pair api.TokenPair) (string, error) {
	aead, err := graceAEAD(refreshToken)
	if err != nil {
		return "", err
	}
	plain, err := json.Marshal(pair)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, aead.NonceSize())
	rand.Read(nonce)
	return base64.RawStdEncoding.EncodeToString(aead.Seal(nonce, nonce, plain, []byte(refreshHash))), nil
}

func openPair(refreshToken, refreshHash, sealed string) (api.TokenPair, error) {
	aead, err := graceAEAD(refreshToken)
	if err != nil {
		return api.TokenPair{}, err
	}
	raw, err := base64.RawStdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < aead.NonceSize() {
		return api.TokenPair{}, errors.New("sealed pair is malformed")
	}
	plain, err := aead.Open(nil, raw[:aead.NonceSize()], raw[aead.NonceSize():], []byte(refreshHash))
	if err != nil {
		return api.TokenPair{}, err
	}
	var pair api.TokenPair
	err = json.Unmarshal(plain, &pair)
	return pair, err
}
