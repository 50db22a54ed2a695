package store

import (
	"context"
)

// CommentCounts are a video's live comments, and how many of them someone
// has not read.
type CommentCounts struct {
	Live   int
	Unread int
}

// CountComments counts the live comments of each of the videos and, for
// reader (0: no one), those of others posted after reader's read mark, in
// one query; videos without any comment are left out.
func (s *Store) CountComments(ctx context.Context, reader int64, videoIDs []int64) (map[int64]CommentCounts, error) {
	out := map[int64]CommentCounts{}
	if len(videoIDs) == 0 {
		return out, nil
	}
	var rows []struct {
		VideoID int64
		Live    int
		Unread  int
	}
	err := s.db.WithContext(ctx).Table("comments AS c").
		Select("c.video_id, COUNT(*) AS live, "+
			"SUM(CASE WHEN c.user_id <> ? AND c.id > COALESCE(r.last_read_id, 0) THEN 1 ELSE 0 END) AS unread", reader).
		Joins("LEFT JOIN comment_reads AS r ON r.video_id = c.video_id AND r.user_id = ?", reader).
		Where("c.video_id IN ? AND c.deleted_at IS NULL", videoIDs).Group("c.video_id").Scan(&rows).Error
	for _, r := range rows {
		if reader == 0 {
			r.Unread = 0
		}
		out[r.VideoID] = CommentCounts{Live: r.Live, Unread: r.Unread}
	}
	return out, translate(err, "count comments")
}

// MarkCommentsRead sets the user's read mark of a video to its newest
// comment: every comment so far is read.
func (s *Store) MarkCommentsRead(ctx context.Context, userID, videoID int64) error {
	err := s.db.WithContext(ctx).Exec(
		"INSERT INTO comment_reads (user_id, video_id, last_read_id) "+
			"SELECT ?, ?, COALESCE(MAX(id), 0) FROM comments WHERE video_id = ? "+
			"ON CONFLICT (user_id, video_id) DO UPDATE SET last_read_id = excluded.last_read_id",
		userID, videoID, videoID).Error
	return translate(err, "mark comments of video %d read for user %d", videoID, userID)
}
