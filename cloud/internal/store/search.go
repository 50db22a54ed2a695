package store

import (
	"context"
	"database/sql/driver"
	"strings"

	"gorm.io/gorm"
	"modernc.org/sqlite"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// foldFunc lowers a text's case fully, for SQLite, whose LOWER knows ASCII
// only; PostgreSQL's LOWER knows every letter.
const foldFunc = "reelroom_fold"

func init() {
	sqlite.MustRegisterDeterministicScalarFunction(foldFunc, 1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		if s, ok := args[0].(string); ok {
			return strings.ToLower(s), nil
		}
		return args[0], nil
	})
}

// lower is the function that folds case in this database.
func (s *Store) lower() string {
	if s.dialect == "postgres" {
		return "LOWER"
	}
	return foldFunc
}

// likeEscaper escapes LIKE's wildcards (and the escape character itself).
var likeEscaper = strings.NewReplacer("!", "!!", "%", "!%", "_", "!_")

// SearchVideos finds the user's live videos whose title holds q, ignoring
// case, newest first: limit of them from offset, and how many match in all.
// The page is read by walking the index videos_live_recent newest first
// until it is full; a full page is followed by a count over the same index.
// Only the page's rows are read from the table.
func (s *Store) SearchVideos(ctx context.Context, userID int64, q string, offset, limit int) ([]domain.Video, int, error) {
	pattern := "%" + likeEscaper.Replace(strings.ToLower(q)) + "%"
	matches := func() *gorm.DB {
		return s.db.WithContext(ctx).Model(&videoModel{}).
			Where("user_id = ? AND channel_id = 0 AND "+s.lower()+"(title) LIKE ? ESCAPE '!'", userID, pattern).Where(live)
	}
	var ids []int64
	err := matches().Order("created_at DESC, id DESC").Offset(offset).Limit(limit).Pluck("id", &ids).Error
	if err != nil {
		return nil, 0, translate(err, "search videos of user %d", userID)
	}
	total := int64(offset + len(ids))
	if len(ids) == limit || (len(ids) == 0 && offset > 0) { // more may follow, or the page is past the end
		if err := matches().Count(&total).Error; err != nil {
			return nil, 0, translate(err, "count search of user %d", userID)
		}
	}
	if len(ids) == 0 {
		return nil, int(total), nil
	}
	var ms []videoModel
	if err := s.db.WithContext(ctx).Where("id IN ?", ids).Order("created_at DESC, id DESC").Find(&ms).Error; err != nil {
		return nil, 0, translate(err, "read found videos of user %d", userID)
	}
	return toDomainVideos(ms), int(total), nil
}
