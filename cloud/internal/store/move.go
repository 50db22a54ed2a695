package store

import (
	"context"
	"time"

	"gorm.io/gorm"
)

// Move is a move the library service planned: folders (with the names they
// take in the target) and videos of one user into target.
type Move struct {
	UserID  int64
	Target  int64
	Folders map[int64]string // folder id → its name in the target
	Videos  []int64
	At      time.Time
}

// MoveItems carries out m in one transaction: everything moves or nothing
// does. ErrConflict when an item is no longer a live one of the user's,
// ErrNameTaken when a name was taken meanwhile.
func (s *Store) MoveItems(ctx context.Context, m Move) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		for id, name := range m.Folders {
			res := tx.Model(&folderModel{}).Where("id = ? AND user_id = ? AND trashed_at IS NULL", id, m.UserID).
				Updates(map[string]any{"pid": m.Target, "name": name, "updated_at": m.At})
			if err := oneRow(res, "move folder %d", id); err != nil {
				return nameTaken(err)
			}
		}
		if len(m.Videos) == 0 {
			return nil
		}
		res := tx.Model(&videoModel{}).Where("id IN ? AND user_id = ? AND channel_id = 0", m.Videos, m.UserID).Where(live).
			Updates(map[string]any{"folder_id": m.Target, "updated_at": m.At})
		if res.Error != nil {
			return translate(res.Error, "move videos")
		}
		if res.RowsAffected != int64(len(m.Videos)) {
			return translate(ErrConflict, "move videos: some changed meanwhile")
		}
		return nil
	})
}

// oneRow checks that an update changed exactly one row.
func oneRow(res *gorm.DB, doing string, args ...any) error {
	if res.Error != nil {
		return translate(res.Error, doing, args...)
	}
	if res.RowsAffected != 1 {
		return translate(ErrConflict, doing, args...)
	}
	return nil
}
