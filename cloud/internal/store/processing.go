package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// A video awaits processing while it is in status processing, or ok but
// interim (played from its upload) until its final file is made. Its job is
// in the jobs table (jobs.go), written in the same transaction as the status
// that makes the video await it, so neither exists without the other. The
// job's lease and token alone decide which worker may publish the outcome:
// FinishProcessing and FailProcessing act only while the token is still the
// job's, in one transaction with the video's change.

// awaiting is the condition that a video awaits processing.
const awaiting = "(status = ? OR interim = ?)"

func awaitingArgs() []any { return []any{int(api.VideoProcessing), true} }

// StartProcessing moves a video from status from to processing and stores
// j, its processing job, together; ErrConflict when it is no longer in from.
func (s *Store) StartProcessing(ctx context.Context, videoID int64, from api.VideoStatus, j *domain.Job) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := updateVideoTx(tx, videoID, map[string]any{"status": int(api.VideoProcessing)}, "status = ?", int(from))
		if err != nil {
			return err
		}
		return insertJob(tx, j)
	})
}

// PublishInterim makes a finished recording ok at once, played from its
// upload, and stores j, the job that makes its final file, together.
// ErrConflict when it is no longer in status from.
func (s *Store) PublishInterim(ctx context.Context, videoID int64, from api.VideoStatus, info domain.MediaInfo, j *domain.Job) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := updateVideoTx(tx, videoID, map[string]any{
			"status": int(api.VideoOK), "interim": true, "duration_ms": info.DurationMs,
			"size_bytes": info.SizeBytes, "width": info.Width, "height": info.Height, "fail_reason": "",
		}, "status = ?", int(from))
		if err != nil {
			return err
		}
		return insertJob(tx, j)
	})
}

// FinishProcessing records what processing found and marks the video ok
// with its final file, if job jobID is still token's. keepUploadUntil, when
// not zero, keeps the upload for viewers who started playing it until then.
func (s *Store) FinishProcessing(ctx context.Context, videoID, jobID int64, token string, info domain.MediaInfo, keepUploadUntil time.Time) error {
	values := map[string]any{
		"status": int(api.VideoOK), "interim": false, "duration_ms": info.DurationMs, "size_bytes": info.SizeBytes,
		"width": info.Width, "height": info.Height, "has_cover": info.HasCover, "fail_reason": "",
	}
	if !keepUploadUntil.IsZero() {
		values["upload_expires_at"] = keepUploadUntil
	}
	return s.publishProcessed(ctx, videoID, jobID, token, values)
}

// FailProcessing marks a video failed with a reason its owner can read, if
// job jobID is still token's.
func (s *Store) FailProcessing(ctx context.Context, videoID, jobID int64, token, reason string) error {
	return s.publishProcessed(ctx, videoID, jobID, token, map[string]any{
		"status": int(api.VideoFail), "interim": false, "fail_reason": reason,
	})
}

// publishProcessed changes a video awaiting processing under the fence of
// its job: touching the job row first holds it (PostgreSQL locks the row, so
// a worker claiming it after an expired lease waits for this transaction and
// then finds the video done), and ErrConflict means the job is no longer
// this worker's or the video no longer awaits processing.
func (s *Store) publishProcessed(ctx context.Context, videoID, jobID int64, token string, values map[string]any) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		now := time.Now().UTC()
		held := tx.Model(&jobModel{}).Where("id = ? AND status = ? AND token = ?", jobID, string(domain.JobQueued), token).
			Update("updated_at", now)
		if held.Error != nil {
			return translate(held.Error, "hold job %d", jobID)
		}
		if held.RowsAffected == 0 {
			return translate(ErrConflict, "job %d is no longer this worker's", jobID)
		}
		return updateVideoTx(tx, videoID, values, awaiting, awaitingArgs()...)
	})
}

// updateVideoTx updates one video in tx when cond holds; ErrConflict when it
// does not or the video is gone.
func updateVideoTx(tx *gorm.DB, videoID int64, values map[string]any, cond string, args ...any) error {
	values["updated_at"] = time.Now().UTC()
	res := tx.Model(&videoModel{}).Where("id = ?", videoID).Where(cond, args...).Updates(values)
	if res.Error != nil {
		return translate(res.Error, "update video %d", videoID)
	}
	if res.RowsAffected == 0 {
		return translate(ErrConflict, "update video %d where %s", videoID, cond)
	}
	return nil
}

// VideosAwaitingProcessing lists the videos that await processing, oldest
// first.
func (s *Store) VideosAwaitingProcessing(ctx context.Context) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&videoModel{}).Where(awaiting, awaitingArgs()...).Order("id").Pluck("id", &ids).Error
	return ids, translate(err, "videos awaiting processing")
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
