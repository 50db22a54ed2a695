package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/shared/api"
)

// The processing queue is the videos table: a video in status processing
// is a job. A worker claims it with a lease that it renews while it works;
// a lease left to expire (its worker died) lets the job be claimed again.

// VideosToProcess lists jobs nobody holds, oldest first.
func (s *Store) VideosToProcess(ctx context.Context, now time.Time) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&videoModel{}).
		Where("status = ? AND (process_lease_until IS NULL OR process_lease_until < ?)", int(api.VideoProcessing), now).
		Order("id").Pluck("id", &ids).Error
	return ids, translate(err, "videos to process")
}

// ClaimProcessing takes a job until leaseUntil and counts the attempt; it
// returns the attempt's number, or ErrConflict when someone else holds it.
func (s *Store) ClaimProcessing(ctx context.Context, videoID int64, now, leaseUntil time.Time) (int, error) {
	res := s.db.WithContext(ctx).Model(&videoModel{}).
		Where("id = ? AND status = ? AND (process_lease_until IS NULL OR process_lease_until < ?)",
			videoID, int(api.VideoProcessing), now).
		Updates(map[string]any{
			"process_attempts":    gorm.Expr("process_attempts + 1"),
			"process_lease_until": leaseUntil,
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

// RenewLease extends the lease of a job being worked on.
func (s *Store) RenewLease(ctx context.Context, videoID int64, until time.Time) error {
	err := s.db.WithContext(ctx).Model(&videoModel{}).
		Where("id = ? AND status = ?", videoID, int(api.VideoProcessing)).
		Update("process_lease_until", until).Error
	return translate(err, "renew lease of video %d", videoID)
}
