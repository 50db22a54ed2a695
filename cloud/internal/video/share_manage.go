package video

import (
	"time"

	"context"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// toShare is a video's link as its owner manages it.
func toShare(v domain.Video) api.Share {
	sh := api.Share{ShareKey: v.ShareKey, Scope: v.ShareScope, CanDownloadShare: v.CanDownloadShare, Views: v.Views}
	if v.SharedAt != nil {
		sh.SharedAt = v.SharedAt.UTC().Format(time.RFC3339)
	}
	return sh
}

// ShareList is the owner's list of a video's live links: its public link,
// when it has one.
func (s *Service) ShareList(ctx context.Context, userID, videoID int64) (api.ShareList, error) {
	v, _, err := s.decideVideo(ctx, access.Actor{UserID: userID}, access.Manage, videoID)
	if err != nil {
		return api.ShareList{}, err
	}
	out := api.ShareList{Shares: []api.Share{}}
	if v.ShareKey != "" {
		out.Shares = append(out.Shares, toShare(v))
	}
	return out, nil
}

// UpdateShare changes a video's link: a scope shares it (public is the one
// scope so far; an unshared video gets a new key), and can_download_share
// lets viewers save and download it or not.
func (s *Service) UpdateShare(ctx context.Context, userID, videoID int64, req api.ShareUpdateRequest) (api.Share, error) {
	if req.Scope != nil && *req.Scope != api.SharePublic && *req.Scope != api.ShareTeam && *req.Scope != api.ShareChannel {
		return api.Share{}, api.Errorf(api.CodeInvalidParam, "Unknown share scope %q", *req.Scope)
	}
	if _, _, err := s.decideVideo(ctx, access.Actor{UserID: userID}, access.Manage, videoID); err != nil {
		return api.Share{}, err
	}
	if req.Scope != nil {
		if _, err := s.CreateShare(ctx, userID, videoID, *req.Scope); err != nil {
			return api.Share{}, err
		}
	}
	if req.CanDownloadShare != nil {
		if err := s.store.SetVideoDownload(ctx, videoID, *req.CanDownloadShare); err != nil {
			return api.Share{}, err
		}
	}
	v, err := s.store.VideoByID(ctx, videoID)
	return toShare(v), err
}

// RevokeShare deletes a video's key: its link and detail with that key
// answer not found at once; sharing again makes a new key.
func (s *Service) RevokeShare(ctx context.Context, userID, videoID int64) error {
	if _, _, err := s.decideVideo(ctx, access.Actor{UserID: userID}, access.Manage, videoID); err != nil {
		return err
	}
	return s.store.RevokeVideoShare(ctx, videoID)
}
