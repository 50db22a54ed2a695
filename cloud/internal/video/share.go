package video

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// newShareKey is 128 random bits, URL-safe.
func newShareKey() string {
	b := make([]byte, api.ShareKeyBytes)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// CreateShare opens a video to a scope and returns its share key; a video
// shared before keeps its key so links already sent go on working.
func (s *Service) CreateShare(ctx context.Context, userID, videoID int64, scope api.ShareScope) (api.ShareCreateResponse, error) {
	if scope != api.SharePublic {
		return api.ShareCreateResponse{}, api.Errorf(api.CodeInvalidParam, "Unknown share scope %q", scope)
	}
	v, err := s.owned(ctx, userID, videoID)
	if err != nil {
		return api.ShareCreateResponse{}, err
	}
	key := v.ShareKey
	if key == "" {
		key = newShareKey()
	}
	if err := s.store.SetShare(ctx, videoID, key, scope, s.now()); err != nil {
		return api.ShareCreateResponse{}, err
	}
	return api.ShareCreateResponse{ShareKey: key, Scope: scope}, nil
}

// SharedDetail is a video opened with its share key, for anyone. A wrong key,
// an unshared video and a failed one all answer as not found.
func (s *Service) SharedDetail(ctx context.Context, videoID int64, key string) (domain.VideoWithOwner, error) {
	v, err := s.store.VideoByID(ctx, videoID)
	if errors.Is(err, store.ErrNotFound) {
		return domain.VideoWithOwner{}, errNotFound
	}
	if err != nil {
		return domain.VideoWithOwner{}, err
	}
	if v.ShareKey == "" || v.ShareScope != api.SharePublic || v.Status == api.VideoFail ||
		subtle.ConstantTimeCompare([]byte(v.ShareKey), []byte(key)) != 1 {
		return domain.VideoWithOwner{}, errNotFound
	}
	if v.Status == api.VideoOK {
		if err := s.store.AddView(ctx, videoID); err != nil {
			return domain.VideoWithOwner{}, err
		}
		v.Views++
	}
	return s.withOwner(ctx, v)
}
