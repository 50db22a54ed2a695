package store

import (
	"context"
	"time"

	"gorm.io/gorm"
)

// CountView counts a view of a video by viewer at now unless one of the
// viewer's counted after since; it reports whether this one counted.
// Instances racing on the same viewer count it once: the upsert only
// updates a row older than since. Rows older than since are swept as views
// of the video count.
func (s *Store) CountView(ctx context.Context, videoID int64, viewer string, now, since time.Time) (bool, error) {
	counted := false
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec("INSERT INTO video_viewers (video_id, viewer, counted_at) VALUES (?, ?, ?) "+
			"ON CONFLICT (video_id, viewer) DO UPDATE SET counted_at = excluded.counted_at "+
			"WHERE video_viewers.counted_at <= ?", videoID, viewer, now, since)
		if res.Error != nil || res.RowsAffected == 0 {
			return res.Error
		}
		counted = true
		if err := tx.Model(&videoModel{}).Where("id = ?", videoID).
			UpdateColumn("views", gorm.Expr("views + 1")).Error; err != nil {
			return err
		}
		return tx.Exec("DELETE FROM video_viewers WHERE video_id = ? AND counted_at <= ?", videoID, since).Error
	})
	return counted, translate(err, "count view of video %d", videoID)
}
