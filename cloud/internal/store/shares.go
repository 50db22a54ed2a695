package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// SetVideoDownload sets whether viewers of a video's link may save and
// download it.
func (s *Store) SetVideoDownload(ctx context.Context, videoID int64, allowed bool) error {
	return s.updateWhere(ctx, videoID, map[string]any{"can_download_share": allowed}, "1 = 1")
}

// RevokeVideoShare deletes a video's share key: its link answers not found
// from now on, and sharing again makes a new key and a new shared_at.
func (s *Store) RevokeVideoShare(ctx context.Context, videoID int64) error {
	return s.updateWhere(ctx, videoID, map[string]any{"share_key": nil, "share_scope": "", "shared_at": nil}, "1 = 1")
}

// FolderShareChange is what a change of a folder's sharing sets; nil fields
// keep their value.
type FolderShareChange struct {
	Key         *string // "" deletes the key (and shared_at)
	Enabled     *bool
	CanDownload *bool
}

// ChangeFolderShare applies ch to a folder's sharing; a new key sets
// shared_at to at.
func (s *Store) ChangeFolderShare(ctx context.Context, folderID int64, ch FolderShareChange, at time.Time) error {
	values := map[string]any{"updated_at": at}
	if ch.Key != nil {
		values["share_key"], values["shared_at"] = nullable(*ch.Key), &at
		if *ch.Key == "" {
			values["shared_at"] = nil
		}
	}
	if ch.Enabled != nil {
		values["share_enabled"] = *ch.Enabled
	}
	if ch.CanDownload != nil {
		values["can_download_share"] = *ch.CanDownload
	}
	res := s.db.WithContext(ctx).Model(&folderModel{}).Where("id = ?", folderID).Updates(values)
	if res.Error == nil && res.RowsAffected == 0 {
		res.Error = gorm.ErrRecordNotFound
	}
	return translate(res.Error, "change sharing of folder %d", folderID)
}

// VisibleFolders are the folders a visitor of a shared folder sees in it:
// those not in the trash, by name.
func (s *Store) VisibleFolders(ctx context.Context, ownerID, pid int64) ([]domain.Folder, error) {
	var ms []folderModel
	err := s.db.WithContext(ctx).Where("user_id = ? AND pid = ? AND trashed_at IS NULL", ownerID, pid).
		Order("name").Order("id").Find(&ms).Error
	if err != nil {
		return nil, translate(err, "visible folders of user %d in %d", ownerID, pid)
	}
	out := make([]domain.Folder, len(ms))
	for i, m := range ms {
		out[i] = toDomainFolder(m)
	}
	return out, nil
}

// VisibleVideos are the videos a visitor of a shared folder sees in it:
// ready ones not in the trash, newest first.
func (s *Store) VisibleVideos(ctx context.Context, ownerID, folderID int64) ([]domain.Video, error) {
	var ms []videoModel
	err := s.db.WithContext(ctx).
		Where("user_id = ? AND folder_id = ? AND channel_id = 0 AND trashed_at IS NULL AND status = ?", ownerID, folderID, int(api.VideoOK)).
		Order("created_at DESC").Order("id DESC").Find(&ms).Error
	if err != nil {
		return nil, translate(err, "visible videos of user %d in %d", ownerID, folderID)
	}
	out := make([]domain.Video, len(ms))
	for i, m := range ms {
		out[i] = toDomainVideo(m)
	}
	return out, nil
}

// VisibleCounts counts, for each folder of ids, the visible folders and
// videos it holds directly (what VisibleFolders and VisibleVideos list).
func (s *Store) VisibleCounts(ctx context.Context, ids []int64) (folders, videos map[int64]int, err error) {
	folders, videos = map[int64]int{}, map[int64]int{}
	if len(ids) == 0 {
		return folders, videos, nil
	}
	type row struct {
		Parent int64
		N      int
	}
	var fs, vs []row
	db := s.db.WithContext(ctx)
	err = db.Model(&folderModel{}).Select("pid AS parent, COUNT(*) AS n").
		Where("pid IN ? AND trashed_at IS NULL", ids).Group("pid").Scan(&fs).Error
	if err == nil {
		err = db.Model(&videoModel{}).Select("folder_id AS parent, COUNT(*) AS n").
			Where("folder_id IN ? AND channel_id = 0 AND trashed_at IS NULL AND status = ?", ids, int(api.VideoOK)).
			Group("folder_id").Scan(&vs).Error
	}
	if err != nil {
		return nil, nil, translate(err, "count what folders hold")
	}
	for _, r := range fs {
		folders[r.Parent] = r.N
	}
	for _, r := range vs {
		videos[r.Parent] = r.N
	}
	return folders, videos, nil
}
