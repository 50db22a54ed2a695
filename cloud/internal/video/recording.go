package video

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// publishAtOnce makes a finished recording ok the moment its last fragment
// landed, when it plays as it is: it is served from its upload while the
// processor makes the final file. It needs the upload on local disk; with
// uploads in a bucket the recording is processed first (a few seconds).
func (s *Service) publishAtOnce(ctx context.Context, v domain.Video) error {
	path, local := s.uploads.LocalPath(v.UploadID)
	if !local {
		return errors.New("video: uploads are not on local disk")
	}
	start := time.Now()
	res, err := s.processor.tools.CheckStreamable(ctx, path)
	if err != nil {
		slog.Info("recording needs processing before it plays", "video_id", v.ID, "reason", err)
		return err
	}
	lim, err := s.processor.limits(ctx, v.UserID)
	if err != nil {
		return err
	}
	if long, large := lim.Over(res.DurationMs, res.Width, res.Height); long || large {
		// Viewers must not play more than the plan keeps: cut or scaled first.
		slog.Info("recording goes past its plan; processing it first", "video_id", v.ID, "long", long, "large", large)
		return errors.New("video: recording goes past its plan")
	}
	info := domain.MediaInfo{DurationMs: res.DurationMs, SizeBytes: res.SizeBytes, Width: res.Width, Height: res.Height}
	j, err := s.processor.NewJob(v.ID)
	if err != nil {
		return err
	}
	if err := s.store.PublishInterim(ctx, v.ID, v.Status, info, &j); err != nil {
		return err
	}
	s.events.VideoStatus(ctx, v.ID, api.VideoOK)
	s.plans.SettleQuietly(ctx, v.UserID)
	slog.Info("recording published", "video_id", v.ID, "duration_ms", res.DurationMs,
		"took", time.Since(start).Round(time.Millisecond))
	return nil
}

// Discard deletes a video whose recording or upload never finished, with
// the bytes received so far. Finished videos are not discarded this way.
func (s *Service) Discard(ctx context.Context, userID, videoID int64) error {
	v, err := s.owned(ctx, userID, videoID)
	if err != nil {
		return err
	}
	if !awaitsBytes(v.Status) {
		return api.Errorf(api.CodeConflict, "This video is already finished")
	}
	err = s.store.DeleteVideoInStatus(ctx, videoID, v.Status)
	if errors.Is(err, store.ErrConflict) {
		return api.Errorf(api.CodeConflict, "This video is already finished")
	}
	if err != nil {
		return err
	}
	if err := s.uploads.Remove(ctx, v.UploadID); err != nil {
		slog.Warn("remove discarded upload", "video_id", videoID, "err", err)
	}
	return nil
}

// Rename changes the title of one of the user's videos.
func (s *Service) Rename(ctx context.Context, userID, videoID int64, name string) (domain.VideoWithOwner, error) {
	title, err := names.Clean(name, api.MaxVideoTitle)
	if err != nil {
		return domain.VideoWithOwner{}, err
	}
	v, err := s.owned(ctx, userID, videoID)
	if err != nil {
		return domain.VideoWithOwner{}, err
	}
	if err := s.store.RenameVideo(ctx, videoID, title); err != nil {
		return domain.VideoWithOwner{}, err
	}
	v.Title = title
	if v.ChannelID != 0 {
		s.arrived(ctx, v, userID) // the room's feed shows the new title
	}
	return s.withOwner(ctx, v, userID)
}

// LiveUpload is the upload a finished recording plays from while it is
// kept: until its final file is made, and for a while after.
func (s *Service) LiveUpload(ctx context.Context, videoID int64) (string, error) {
	v, err := s.store.VideoByID(ctx, videoID)
	if err != nil {
		return "", err
	}
	if v.Status != api.VideoOK || !v.Recorded || v.UploadID == "" {
		return "", errNotFound
	}
	return v.UploadID, nil
}
