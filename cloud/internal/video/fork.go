package video

import (
	"context"
	"errors"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

var (
	errSaveClosed  = api.Errorf(api.CodeShareClosed, "The video author has turned off saving feature")
	errSourceReady = api.Errorf(api.CodeVideoNotReady, "Video is uploading, please try again later")
)

// Fork saves a copy of a video opened by a key into the user's My Videos,
// in one of their folders (0: the root). The copy plays the same stored
// files, counts toward the user's plan and is not shared.
func (s *Service) Fork(ctx context.Context, userID int64, req api.VideoForkRequest) (domain.VideoWithOwner, error) {
	src, _, err := s.decideVideo(ctx, access.Actor{UserID: userID, ShareKey: req.ShareKey}, access.Save, req.VideoID)
	if errors.Is(err, domain.ErrShareClosed) {
		return domain.VideoWithOwner{}, errSaveClosed
	}
	if err != nil {
		return domain.VideoWithOwner{}, err
	}
	if !copyable(src) {
		return domain.VideoWithOwner{}, errSourceReady
	}
	if err := s.intoFolder(ctx, userID, req.FolderID); err != nil {
		return domain.VideoWithOwner{}, err
	}
	now := s.now()
	cp := copyOf(src, userID, now)
	cp.FolderID = req.FolderID
	if err := s.CreateWithinPlan(ctx, &cp); err != nil {
		return domain.VideoWithOwner{}, err
	}
	return s.withOwner(ctx, cp, userID)
}

// copyable reports whether a video's final files exist, so a copy can play them.
func copyable(v domain.Video) bool { return v.Status == api.VideoOK && !v.Interim }

// copyOf is a new video of userID's that plays src's files.
func copyOf(src domain.Video, userID int64, now time.Time) domain.Video {
	return domain.Video{
		UserID: userID, Title: src.Title, Status: api.VideoOK, CanDownloadShare: true, Version: 1,
		DurationMs: src.DurationMs, SizeBytes: src.SizeBytes, Width: src.Width, Height: src.Height,
		HasCover: src.HasCover, MediaID: src.FilesID(), CreatedAt: now, UpdatedAt: now,
	}
}
