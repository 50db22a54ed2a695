package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/shared/api"
)

// The processing queue is the videos table: a video in status processing
// is a job. A worker claims it with a lease and a token; it renews the lease
// while it works, and renewing, finishing and failing only act while the
// token is still the job's. A lease left to expire (its worker died or
// stalled) lets the job be claimed again, and the old worker is fenced off.

// VideosToProcess lists jobs nobody holds, oldest first.
func (s *Store) VideosToProcess(ctx context.Context, now time.Time) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&videoModel{}).
		Where("status = ? AND (process_lease_until IS NULL OR process_lease_until < ?)", int(api.VideoProcessing), now).
		Order("id").Pluck("id", &ids).Error
	return ids, translate(err, "videos to process")
}

// ClaimProcessing takes a job with token until leaseUntil and counts the
// attempt; it returns the attempt's number, or ErrConflict when someone
// else holds it.
func (s *Store) ClaimProcessing(ctx context.Context, videoID int64, token string, now, leaseUntil time.Time) (int, error) {
	res := s.db.WithContext(ctx).Model(&videoModel{}).
		Where("id = ? AND status = ? AND (process_lease_until IS NULL OR process_lease_until < ?)",
			videoID, int(api.VideoProcessing), now).
		Updates(map[string]any{
			"process_attempts":    gorm.Expr("process_attempts + 1"),
			"process_lease_until": leaseUntil,
			"process_token":       token,
		})
	if res.Error != nil {
		return 0, translate(res.Error, "claim video %d", videoID)
	}
	if res.RowsAffected == 0 {
		return 0, translate(ErrConflict, "claim video %d", videoID)
	}
	var m videoModel
	err := s.db.WithContext(ctx).Select("process_attempts").Where("id = ?", videoID).Take(&m).Error
	return m.ProcessAttempts, translate(err, "read attempts of video %d", videoID)
}

// RenewLease extends the lease of a job being worked on; ErrConflict means
// the job is no longer this worker's.
func (s *Store) RenewLease(ctx context.Context, videoID int64, token string, until time.Time) error {
	return s.updateWhere(ctx, videoID, map[string]any{"process_lease_until": until},
		"status = ? AND process_token = ?", int(api.VideoProcessing), token)
}

// ReleaseClaim gives a job back unfinished (the service is stopping), so it
// is taken again at once and the attempt does not count.
func (s *Store) ReleaseClaim(ctx context.Context, videoID int64, token string) error {
	return s.updateWhere(ctx, videoID, map[string]any{
		"process_lease_until": nil, "process_token": nil,
		"process_attempts": gorm.Expr("process_attempts - 1"),
	}, "status = ? AND process_token = ?", int(api.VideoProcessing), token)
}
