package store

import (
	"context"
	"fmt"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// FolderCopy is a folder tree to copy into a user's root: Folders[0] is its
// top, every other folder comes after its parent, and Pid and FolderID name
// folders of the tree by their source ids.
type FolderCopy struct {
	Folders []domain.Folder
	Videos  []domain.Video
}

// CopyFolderTree inserts t as userID's, in one transaction: the top goes
// into the root under the first free name that name gives (given whether a
// name is taken there), the rest below it. The videos count toward the
// user's plan, which keeps limit videos: ErrLimit when they do not all fit,
// and nothing is copied. It answers the new top folder.
func (s *Store) CopyFolderTree(ctx context.Context, userID int64, t FolderCopy, name func(taken func(string) bool) string, limit int) (domain.Folder, error) {
	var top domain.Folder
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		// The copies are made at the top folder's creation time; the plan
		// counts the user's videos as of then.
		if err := s.makeRoom(tx, userID, len(t.Videos), limit, t.Folders[0].CreatedAt); err != nil {
			return err
		}
		taken, err := rootNames(tx, userID)
		if err != nil {
			return err
		}
		ids := map[int64]int64{0: 0}
		for i, f := range t.Folders {
			m := toFolderModel(f)
			m.ID, m.UserID, m.Pid = 0, userID, ids[f.Pid]
			if i == 0 {
				m.Pid, m.Name = 0, name(func(n string) bool { return taken[n] })
			}
			if err := tx.Create(&m).Error; err != nil {
				return translate(err, "copy folder %d", f.ID)
			}
			ids[f.ID] = m.ID
			if i == 0 {
				top = toDomainFolder(m)
			}
		}
		for _, v := range t.Videos {
			m := toVideoModel(v)
			m.ID, m.UserID, m.FolderID = 0, userID, ids[v.FolderID]
			if err := tx.Create(&m).Error; err != nil {
				return translate(err, "copy video %d", v.ID)
			}
		}
		return nil
	})
	if err != nil {
		return domain.Folder{}, fmt.Errorf("store: copy folder tree for user %d: %w", userID, err)
	}
	return top, nil
}

// rootNames are the names of a user's live folders at the root.
func rootNames(tx *gorm.DB, userID int64) (map[string]bool, error) {
	var names []string
	err := tx.Model(&folderModel{}).Where("user_id = ? AND pid = 0 AND trashed_at IS NULL", userID).
		Pluck("name", &names).Error
	taken := make(map[string]bool, len(names))
	for _, n := range names {
		taken[n] = true
	}
	return taken, translate(err, "root folder names of user %d", userID)
}
