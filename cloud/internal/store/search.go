package store

import (
	"context"
	"strings"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// likeEscaper escapes LIKE's wildcards (and the escape character itself).
var likeEscaper = strings.NewReplacer("!", "!!", "%", "!%", "_", "!_")

// SearchVideos finds the user's live videos whose title holds q, ignoring
// case, newest first: limit of them from offset, and how many match in all.
func (s *Store) SearchVideos(ctx context.Context, userID int64, q string, offset, limit int) ([]domain.Video, int, error) {
	pattern := "%" + likeEscaper.Replace(strings.ToLower(q)) + "%"
	matches := func() *gorm.DB {
		return s.db.WithContext(ctx).Model(&videoModel{}).
			Where("user_id = ? AND LOWER(title) LIKE ? ESCAPE '!'", userID, pattern).Where(live)
	}
	var total int64
	if err := matches().Count(&total).Error; err != nil {
		return nil, 0, translate(err, "count search of user %d", userID)
	}
	var ms []videoModel
	if err := matches().Order("created_at DESC, id DESC").Offset(offset).Limit(limit).Find(&ms).Error; err != nil {
		return nil, 0, translate(err, "search videos of user %d", userID)
	}
	out := make([]domain.Video, len(ms))
	for i, m := range ms {
		out[i] = toDomainVideo(m)
	}
	return out, int(total), nil
}
