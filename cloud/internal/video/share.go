package video

import (
	"context"
	"crypto/rand"
	"encoding/base64"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// newShareKey is 128 random bits, URL-safe.
func newShareKey() string {
	b := make([]byte, api.ShareKeyBytes)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// CreateShare opens a video to a scope and returns its share key; a video
// shared before keeps its key so links already sent go on working. The
// scopes team and channel are for a video in a room: its workspace's
// members, or its members.
func (s *Service) CreateShare(ctx context.Context, userID, videoID int64, scope api.ShareScope) (api.ShareCreateResponse, error) {
	if scope != api.SharePublic && scope != api.ShareTeam && scope != api.ShareChannel {
		return api.ShareCreateResponse{}, api.Errorf(api.CodeInvalidParam, "Unknown share scope %q", scope)
	}
	v, _, err := s.decideVideo(ctx, access.Actor{UserID: userID}, access.Manage, videoID)
	if err != nil {
		return api.ShareCreateResponse{}, err
	}
	if scope != api.SharePublic && v.ChannelID == 0 {
		return api.ShareCreateResponse{}, api.Errorf(api.CodeInvalidParam, "Only a video in a room can be shared with its workspace or room")
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

// View is a video as a seen by its owner or by a viewer holding a key that
// reaches it; the view counts (countView) for a viewer other than its owner
// once it plays. Viewers do not learn the video's own key.
func (s *Service) View(ctx context.Context, a access.Actor, c Client, videoID int64) (domain.VideoWithOwner, error) {
	v, o, err := s.decideVideo(ctx, a, access.View, videoID)
	if err != nil {
		return domain.VideoWithOwner{}, err
	}
	if err := s.countView(ctx, a, c, &v); err != nil {
		return domain.VideoWithOwner{}, err
	}
	if access.Decide(a, access.Manage, o) != nil {
		v.ShareKey = ""
	}
	if err := s.offerDownload(ctx, a, &v); err != nil {
		return domain.VideoWithOwner{}, err
	}
	return s.withOwner(ctx, v, a.UserID)
}

// offerDownload tells a viewer who is not the owner that the video can be
// downloaded only when CheckDownload would allow it: the author's switch
// and the author's plan (Entitlements.Download).
func (s *Service) offerDownload(ctx context.Context, a access.Actor, v *domain.Video) error {
	if !v.CanDownloadShare || (a.UserID != 0 && a.UserID == v.UserID) {
		return nil
	}
	e, err := s.plans.Entitlements(ctx, v.UserID)
	v.CanDownloadShare = e.Download
	return err
}

// Preview is a video as a link preview shows it (a share page's card, an
// oEmbed answer) to whoever holds key: View through the key without counting
// a view, as rendering a preview is not watching. It answers as View does
// when the key does not reach a video someone may watch.
func (s *Service) Preview(ctx context.Context, videoID int64, key string) (domain.VideoWithOwner, error) {
	v, _, err := s.decideVideo(ctx, access.Actor{ShareKey: key}, access.View, videoID)
	if err != nil {
		return domain.VideoWithOwner{}, err
	}
	v.ShareKey = ""
	return s.withOwner(ctx, v, 0)
}
