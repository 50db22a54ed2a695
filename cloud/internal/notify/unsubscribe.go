package notify

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strconv"
	"strings"

	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

var errBadToken = api.Errorf(api.CodeInvalidParam, "This unsubscribe link is not valid")

func derive(key []byte, purpose string) []byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(purpose))
	return m.Sum(nil)
}

// UnsubscribeToken is the token of userID's unsubscribe links: their id
// and its signature. It does not expire (an old e-mail's link still works).
func (s *Service) UnsubscribeToken(userID int64) string {
	id := strconv.FormatInt(userID, 10)
	return id + "." + s.unsubMAC(id)
}

func (s *Service) unsubMAC(id string) string {
	m := hmac.New(sha256.New, s.unsubKey)
	m.Write([]byte(id))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// tokenUser answers the person a token names; false when it is forged.
func (s *Service) tokenUser(token string) (int64, bool) {
	id, mac, ok := strings.Cut(token, ".")
	if !ok {
		return 0, false
	}
	userID, err := strconv.ParseInt(id, 10, 64)
	if err != nil || userID <= 0 || strconv.FormatInt(userID, 10) != id {
		return 0, false
	}
	return userID, hmac.Equal([]byte(mac), []byte(s.unsubMAC(id)))
}

// Unsubscribe turns the e-mail of unseen notifications off for the person
// token names, without signing in; a forged token answers CodeInvalidParam.
func (s *Service) Unsubscribe(ctx context.Context, token string) error {
	userID, ok := s.tokenUser(token)
	if !ok {
		return errBadToken
	}
	err := s.store.SetNotificationEmail(ctx, userID, false, s.Now())
	if errors.Is(err, store.ErrNotFound) {
		return nil // their account is gone, and with it every e-mail
	}
	return err
}

// Settings answers userID's notification settings.
func (s *Service) Settings(ctx context.Context, userID int64) (api.NotificationSettings, error) {
	on, err := s.store.NotificationEmailOn(ctx, userID)
	return api.NotificationSettings{EmailUnseen: on}, err
}

// SetSettings stores userID's notification settings and answers them.
func (s *Service) SetSettings(ctx context.Context, userID int64, set api.NotificationSettings) (api.NotificationSettings, error) {
	if err := s.store.SetNotificationEmail(ctx, userID, set.EmailUnseen, s.Now()); err != nil {
		return api.NotificationSettings{}, err
	}
	return set, nil
}
