package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// The processing queue is the videos table: a video in status processing is
// a job, and so is an interim video (ok, played from its upload) whose final
// file is still to be made. A worker claims a job with a lease and a token;
// it renews the lease while it works, and renewing, finishing and failing
// only act while the token is still the job's. A lease left to expire (its
// worker died or stalled) lets the job be claimed again, and the old worker
// is fenced off.

// queued is the condition that makes a video a job.
const queued = "(status = ? OR interim = ?)"

func queuedArgs() []any { return []any{int(api.VideoProcessing), true} }

// VideosToProcess lists jobs nobody holds, oldest first.
func (s *Store) VideosToProcess(ctx context.Context, now time.Time) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&videoModel{}).Where(queued, queuedArgs()...).
		Where("process_lease_until IS NULL OR process_lease_until < ?", now).
		Order("id").Pluck("id", &ids).Error
	return ids, translate(err, "videos to process")
}

// ClaimProcessing takes a job with token until leaseUntil and counts the
// attempt; it returns the attempt's number, or ErrConflict when someone
// else holds it.
func (s *Store) ClaimProcessing(ctx context.Context, videoID int64, token string, now, leaseUntil time.Time) (int, error) {
	res := s.db.WithContext(ctx).Model(&videoModel{}).Where("id = ?", videoID).Where(queued, queuedArgs()...).
		Where("process_lease_until IS NULL OR process_lease_until < ?", now).
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

// heldBy is the condition that a job is still token's.
func heldBy(token string) (string, []any) {
	return queued + " AND process_token = ?", append(queuedArgs(), token)
}

// RenewLease extends the lease of a job being worked on; ErrConflict means
// the job is no longer this worker's.
func (s *Store) RenewLease(ctx context.Context, videoID int64, token string, until time.Time) error {
	cond, args := heldBy(token)
	return s.updateWhere(ctx, videoID, map[string]any{"process_lease_until": until}, cond, args...)
}

// ReleaseClaim gives a job back unfinished (the service is stopping), so it
// is taken again at once and the attempt does not count.
func (s *Store) ReleaseClaim(ctx context.Context, videoID int64, token string) error {
	cond, args := heldBy(token)
	return s.updateWhere(ctx, videoID, map[string]any{
		"process_lease_until": nil, "process_token": nil,
		"process_attempts": gorm.Expr("process_attempts - 1"),
	}, cond, args...)
}

// FinishProcessing records what processing found and marks the video ok
// with its final file, if the job is still token's. keepUploadUntil, when
// not zero, keeps the upload for viewers who started playing it until then.
func (s *Store) FinishProcessing(ctx context.Context, videoID int64, token string, info domain.MediaInfo, keepUploadUntil time.Time) error {
	values := map[string]any{
		"status": int(api.VideoOK), "interim": false, "duration_ms": info.DurationMs, "size_bytes": info.SizeBytes,
		"width": info.Width, "height": info.Height, "has_cover": info.HasCover, "fail_reason": "",
		"process_lease_until": nil, "process_token": nil,
	}
	if !keepUploadUntil.IsZero() {
		values["upload_expires_at"] = keepUploadUntil
	}
	cond, args := heldBy(token)
	return s.updateWhere(ctx, videoID, values, cond, args...)
}

// FailProcessing marks a video failed with a reason its owner can read, if
// the job is still token's.
func (s *Store) FailProcessing(ctx context.Context, videoID int64, token, reason string) error {
	cond, args := heldBy(token)
	return s.updateWhere(ctx, videoID, map[string]any{
		"status": int(api.VideoFail), "interim": false, "fail_reason": reason,
		"process_lease_until": nil, "process_token": nil,
	}, cond, args...)
}

// PublishInterim makes a finished recording ok at once, played from its
// upload, and queues the making of its final file. ErrConflict when it is no
// longer in status from.
func (s *Store) PublishInterim(ctx context.Context, videoID int64, from api.VideoStatus, info domain.MediaInfo) error {
	return s.updateWhere(ctx, videoID, map[string]any{
		"status": int(api.VideoOK), "interim": true, "duration_ms": info.DurationMs,
		"size_bytes": info.SizeBytes, "width": info.Width, "height": info.Height, "fail_reason": "",
	}, "status = ?", int(from))
}

// ExpiredUpload is an upload kept after processing whose time is up.
type ExpiredUpload struct {
	VideoID  int64
	UploadID string
}

// ExpiredUploads lists kept uploads that may be removed now.
func (s *Store) ExpiredUploads(ctx context.Context, now time.Time) ([]ExpiredUpload, error) {
	var ms []videoModel
	err := s.db.WithContext(ctx).Select("id", "upload_id").
		Where("upload_expires_at IS NOT NULL AND upload_expires_at < ? AND upload_id IS NOT NULL", now).
		Order("id").Find(&ms).Error
	out := make([]ExpiredUpload, len(ms))
	for i, m := range ms {
		out[i] = ExpiredUpload{VideoID: m.ID, UploadID: deref(m.UploadID)}
	}
	return out, translate(err, "expired uploads")
}

// ForgetUpload drops a video's reference to an upload that was removed.
func (s *Store) ForgetUpload(ctx context.Context, videoID int64, uploadID string) error {
	return s.updateWhere(ctx, videoID, map[string]any{"upload_id": nil, "upload_expires_at": nil},
		"upload_id = ?", uploadID)
}
