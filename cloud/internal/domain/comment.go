package domain

import (
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// Comment is a timeline comment on a video. A deleted one keeps its row,
// with DeletedAt set and no blocks, so that replies show their quote as
// deleted.
type Comment struct {
	ID        int64
	VideoID   int64
	UserID    int64
	ParentID  int64 // the comment this one replies to; 0 for none
	Blocks    []api.CommentBlock
	PlayedMs  int64 // api.NoPlayedTime for none
	CreatedAt time.Time
	UpdatedAt time.Time
	DeletedAt *time.Time
}
