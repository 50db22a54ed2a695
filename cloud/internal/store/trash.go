package store

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// The trash: trashed_at is set on every item that went in, a trashed
// folder's contents included, all with the same time; trash_root marks what
// the user trashed. A root and the items below it with its trashed_at are
// what restoring or erasing the root takes along; items trashed on their own
// earlier keep their own time and stay.

// TrashItems puts the user's live folders and videos into the trash at at,
// each folder with everything live below it. ErrNotFound, and nothing
// trashed, when one is not a live item of the user's.
func (s *Store) TrashItems(ctx context.Context, userID int64, folders, videos []int64, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		root := map[string]any{"trashed_at": at, "trash_root": true, "updated_at": at}
		for _, id := range folders {
			res := tx.Model(&folderModel{}).Where("id = ? AND user_id = ? AND trashed_at IS NULL", id, userID).Updates(root)
			if err := oneRow(res, "trash folder %d", id); err != nil {
				return asNotFound(err)
			}
		}
		for _, id := range videos {
			// A room video trashed by its author leaves the room first:
			// restored, it comes back to the root of My Videos.
			err := tx.Model(&videoModel{}).Where("id = ? AND user_id = ? AND channel_id <> 0", id, userID).Where(live).
				Updates(outOfRoom(at)).Error
			if err != nil {
				return translate(err, "take video %d out of its room", id)
			}
			res := tx.Model(&videoModel{}).Where("id = ? AND user_id = ?", id, userID).Where(live).Updates(root)
			if err := oneRow(res, "trash video %d", id); err != nil {
				return asNotFound(err)
			}
		}
		below := map[string]any{"trashed_at": at, "trash_root": false}
		for frontier := folders; len(frontier) > 0; {
			var next []int64
			err := tx.Model(&folderModel{}).Where("user_id = ? AND pid IN ? AND trashed_at IS NULL", userID, frontier).
				Pluck("id", &next).Error
			if err == nil {
				err = tx.Model(&videoModel{}).Where("user_id = ? AND folder_id IN ?", userID, frontier).Where(live).
					Updates(below).Error
			}
			if err == nil && len(next) > 0 {
				err = tx.Model(&folderModel{}).Where("id IN ?", next).Updates(below).Error
			}
			if err != nil {
				return translate(err, "trash contents of folders")
			}
			frontier = next
		}
		return nil
	})
}

// asNotFound reports a precondition that failed on an item as ErrNotFound.
func asNotFound(err error) error {
	if errors.Is(err, ErrConflict) {
		return translate(ErrNotFound, "%v", err)
	}
	return err
}

// TrashRoots lists what the user put in the trash, newest first.
func (s *Store) TrashRoots(ctx context.Context, userID int64) ([]domain.Folder, []domain.Video, error) {
	var fs []folderModel
	var vs []videoModel
	db := s.db.WithContext(ctx)
	err := db.Where("user_id = ? AND trash_root AND trashed_at IS NOT NULL", userID).
		Order("trashed_at DESC, id DESC").Find(&fs).Error
	if err == nil {
		err = db.Where("user_id = ? AND trash_root AND trashed_at IS NOT NULL AND NOT erasing", userID).
			Order("trashed_at DESC, id DESC").Find(&vs).Error
	}
	return toDomainFolders(fs), toDomainVideos(vs), translate(err, "trash of user %d", userID)
}

func toDomainVideos(ms []videoModel) []domain.Video {
	out := make([]domain.Video, len(ms))
	for i, m := range ms {
		out[i] = toDomainVideo(m)
	}
	return out
}

// trashedTree is a trashed root folder and what went into the trash with
// it: the folders below it (root first) and their videos, all trashed at the
// root's time and not trashed on their own.
func trashedTree(tx *gorm.DB, root folderModel) (folders []int64, videos []int64, err error) {
	folders = []int64{root.ID}
	for frontier := folders; len(frontier) > 0; {
		var vs []videoModel
		err = tx.Select("id", "trashed_at").Where("user_id = ? AND folder_id IN ? AND NOT trash_root AND NOT erasing",
			root.UserID, frontier).Where("trashed_at IS NOT NULL").Find(&vs).Error
		if err != nil {
			return nil, nil, translate(err, "videos trashed with folder %d", root.ID)
		}
		for _, v := range vs {
			if v.TrashedAt.Equal(*root.TrashedAt) {
				videos = append(videos, v.ID)
			}
		}
		var fs []folderModel
		err = tx.Select("id", "trashed_at").Where("user_id = ? AND pid IN ? AND NOT trash_root AND trashed_at IS NOT NULL",
			root.UserID, frontier).Find(&fs).Error
		if err != nil {
			return nil, nil, translate(err, "folders trashed with folder %d", root.ID)
		}
		frontier = nil
		for _, f := range fs {
			if f.TrashedAt.Equal(*root.TrashedAt) {
				frontier = append(frontier, f.ID)
			}
		}
		folders = append(folders, frontier...)
	}
	return folders, videos, nil
}

// trashRoot loads a folder the user trashed; ErrNotFound when id is none.
func trashRoot(tx *gorm.DB, userID, id int64) (folderModel, error) {
	var m folderModel
	err := tx.Where("id = ? AND user_id = ? AND trash_root AND trashed_at IS NOT NULL", id, userID).Take(&m).Error
	return m, translate(err, "trashed folder %d", id)
}

// trashedVideo loads a video the user trashed; ErrNotFound when id is none.
func trashedVideo(tx *gorm.DB, userID, id int64) (videoModel, error) {
	var m videoModel
	err := tx.Where("id = ? AND user_id = ? AND trash_root AND trashed_at IS NOT NULL AND NOT erasing", id, userID).
		Take(&m).Error
	return m, translate(err, "trashed video %d", id)
}

// liveFolder reports whether id is the root (0) or a live folder of the user's.
func liveFolder(tx *gorm.DB, userID, id int64) (bool, error) {
	if id == 0 {
		return true, nil
	}
	var n int64
	err := tx.Model(&folderModel{}).Where("id = ? AND user_id = ? AND trashed_at IS NULL", id, userID).Count(&n).Error
	return n == 1, translate(err, "folder %d", id)
}

// Numbering picks a free name for a folder among taken ones (names.Numbered).
type Numbering func(name string, taken func(string) bool) string

// RestoreItems takes trashed items of the user's back where they were, with
// what went into the trash with them; to the root when their folder is gone
// or in the trash. A restored folder whose name is taken there is renamed by
// number. ErrNotFound, and nothing restored, when one is not in the trash.
func (s *Store) RestoreItems(ctx context.Context, userID int64, folders, videos []int64, number Numbering, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		for _, id := range folders {
			if err := restoreFolder(tx, userID, id, number, at); err != nil {
				return err
			}
		}
		for _, id := range videos {
			m, err := trashedVideo(tx, userID, id)
			if err != nil {
				return err
			}
			back, err := liveFolder(tx, userID, m.FolderID)
			if err != nil {
				return err
			}
			values := map[string]any{"trashed_at": nil, "trash_root": false, "updated_at": at}
			if !back {
				values["folder_id"] = 0
			}
			if err := tx.Model(&videoModel{}).Where("id = ?", id).Updates(values).Error; err != nil {
				return translate(err, "restore video %d", id)
			}
		}
		return nil
	})
}

func restoreFolder(tx *gorm.DB, userID, id int64, number Numbering, at time.Time) error {
	root, err := trashRoot(tx, userID, id)
	if err != nil {
		return err
	}
	folders, videos, err := trashedTree(tx, root)
	if err != nil {
		return err
	}
	pid := root.Pid
	if back, err := liveFolder(tx, userID, pid); err != nil {
		return err
	} else if !back {
		pid = 0
	}
	taken, err := liveNames(tx, userID, pid)
	if err != nil {
		return err
	}
	name := number(root.Name, func(n string) bool { return taken[n] })
	err = tx.Model(&folderModel{}).Where("id = ?", id).
		Updates(map[string]any{"pid": pid, "name": name, "trashed_at": nil, "trash_root": false, "updated_at": at}).Error
	if err != nil {
		return nameTaken(translate(err, "restore folder %d", id))
	}
	untrash := map[string]any{"trashed_at": nil}
	if len(folders) > 1 {
		if err := tx.Model(&folderModel{}).Where("id IN ?", folders[1:]).Updates(untrash).Error; err != nil {
			return nameTaken(translate(err, "restore folders below %d", id))
		}
	}
	if len(videos) > 0 {
		if err := tx.Model(&videoModel{}).Where("id IN ?", videos).Updates(untrash).Error; err != nil {
			return translate(err, "restore videos below %d", id)
		}
	}
	return nil
}
