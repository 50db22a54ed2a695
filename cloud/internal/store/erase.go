package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// EraseItems erases trashed items of the user's for good: folders (with
// what went into the trash with them) are deleted, and their videos are
// marked erasing, gone from every list, for the purge to remove with their
// files. It answers the ids of the videos marked. ErrNotFound, and nothing
// erased, when one is not in the trash.
func (s *Store) EraseItems(ctx context.Context, userID int64, folders, videos []int64) ([]int64, error) {
	var marked []int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var err error
		marked, err = eraseRoots(tx, userID, folders, videos)
		return err
	})
	return marked, err
}

// EmptyTrash erases everything the user put in the trash.
func (s *Store) EmptyTrash(ctx context.Context, userID int64) ([]int64, error) {
	return s.eraseWhere(ctx, "user_id = ?", userID)
}

// EraseExpired erases every trashed item put in the trash before cutoff.
func (s *Store) EraseExpired(ctx context.Context, cutoff time.Time) ([]int64, error) {
	return s.eraseWhere(ctx, "trashed_at < ?", cutoff)
}

// eraseWhere erases the trash roots that match cond, owner by owner.
func (s *Store) eraseWhere(ctx context.Context, cond string, args ...any) ([]int64, error) {
	var marked []int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var fs []folderModel
		var vs []videoModel
		err := tx.Select("id", "user_id").Where("trash_root AND trashed_at IS NOT NULL").Where(cond, args...).Find(&fs).Error
		if err == nil {
			err = tx.Select("id", "user_id").Where("trash_root AND trashed_at IS NOT NULL AND NOT erasing").
				Where(cond, args...).Find(&vs).Error
		}
		if err != nil {
			return translate(err, "trash to erase")
		}
		byOwner := map[int64]*[2][]int64{}
		for _, f := range fs {
			if byOwner[f.UserID] == nil {
				byOwner[f.UserID] = &[2][]int64{}
			}
			byOwner[f.UserID][0] = append(byOwner[f.UserID][0], f.ID)
		}
		for _, v := range vs {
			if byOwner[v.UserID] == nil {
				byOwner[v.UserID] = &[2][]int64{}
			}
			byOwner[v.UserID][1] = append(byOwner[v.UserID][1], v.ID)
		}
		for owner, items := range byOwner {
			ids, err := eraseRoots(tx, owner, items[0], items[1])
			if err != nil {
				return err
			}
			marked = append(marked, ids...)
		}
		return nil
	})
	return marked, err
}

func eraseRoots(tx *gorm.DB, userID int64, folders, videos []int64) ([]int64, error) {
	var marked []int64
	for _, id := range videos {
		if _, err := trashedVideo(tx, userID, id); err != nil {
			return nil, err
		}
		marked = append(marked, id)
	}
	var gone []int64
	for _, id := range folders {
		root, err := trashRoot(tx, userID, id)
		if err != nil {
			return nil, err
		}
		fs, vs, err := trashedTree(tx, root)
		if err != nil {
			return nil, err
		}
		gone, marked = append(gone, fs...), append(marked, vs...)
	}
	if err := markErasing(tx, marked); err != nil {
		return nil, err
	}
	if len(gone) > 0 {
		if err := tx.Where("id IN ?", gone).Delete(&folderModel{}).Error; err != nil {
			return nil, translate(err, "erase folders")
		}
	}
	return marked, nil
}

// MarkAbandoned marks erasing the uploads and recordings that received no
// byte since before cutoff, and answers their ids.
func (s *Store) MarkAbandoned(ctx context.Context, cutoff time.Time) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Model(&videoModel{}).Where("NOT erasing").Where(abandoned, cutoff).Pluck("id", &ids).Error; err != nil {
			return err
		}
		return markErasing(tx, ids)
	})
	return ids, translate(err, "mark abandoned uploads")
}

// ErasingVideos lists up to limit videos marked erasing after id after, in
// id order.
func (s *Store) ErasingVideos(ctx context.Context, after int64, limit int) ([]domain.Video, error) {
	var ms []videoModel
	err := s.db.WithContext(ctx).Where("erasing AND id > ?", after).Order("id").Limit(limit).Find(&ms).Error
	return toDomainVideos(ms), translate(err, "videos being erased")
}

// ErasingVideo finds a video marked erasing; ErrNotFound when there is no
// such video (any more) or it is not being erased.
func (s *Store) ErasingVideo(ctx context.Context, id int64) (domain.Video, error) {
	var m videoModel
	err := s.db.WithContext(ctx).Where("id = ? AND erasing", id).Take(&m).Error
	return toDomainVideo(m), translate(err, "video %d being erased", id)
}

// FilesPlayedByOthers reports whether a video other than except plays the
// stored files of filesID (the original itself, or a saved copy of it).
func (s *Store) FilesPlayedByOthers(ctx context.Context, filesID, except int64) (bool, error) {
	var n int64
	err := s.db.WithContext(ctx).Model(&videoModel{}).
		Where("(id = ? OR media_id = ?) AND id <> ?", filesID, filesID, except).Count(&n).Error
	return n > 0, translate(err, "videos playing files of %d", filesID)
}

// DeleteErasingVideo deletes the row of a video marked erasing (its share
// key goes with it). Deleting one already gone is no error.
func (s *Store) DeleteErasingVideo(ctx context.Context, id int64) error {
	err := s.db.WithContext(ctx).Where("id = ? AND erasing", id).Delete(&videoModel{}).Error
	return translate(err, "delete erased video %d", id)
}

// QueuedJobs counts the jobs of kind waiting or running.
func (s *Store) QueuedJobs(ctx context.Context, kind string) (int, error) {
	var n int64
	err := s.db.WithContext(ctx).Model(&jobModel{}).Where("kind = ? AND status = ?", kind, string(domain.JobQueued)).
		Count(&n).Error
	return int(n), translate(err, "count %s jobs", kind)
}

// UploadActive records that bytes of an upload arrived at at.
func (s *Store) UploadActive(ctx context.Context, uploadID string, at time.Time) error {
	err := s.db.WithContext(ctx).Model(&videoModel{}).Where("upload_id = ?", uploadID).Update("bytes_at", at).Error
	return translate(err, "record bytes of upload %q", uploadID)
}

// markErasing marks videos erasing. One waiting for processing leaves the
// processing queue (status fail, not interim), so no worker takes it again;
// one being processed now can no longer publish (it no longer awaits
// processing), and its purge waits until the worker's lease has ended
// (video.Processor.Holding).
func markErasing(tx *gorm.DB, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	err := tx.Model(&videoModel{}).Where("id IN ?", ids).Updates(map[string]any{"erasing": true, "interim": false}).Error
	if err == nil {
		err = tx.Model(&videoModel{}).Where("id IN ? AND status = ?", ids, int(api.VideoProcessing)).
			Update("status", int(api.VideoFail)).Error
	}
	return translate(err, "mark videos erasing")
}
