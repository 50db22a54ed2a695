package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

type commentModel struct {
	ID           int64 `gorm:"primaryKey"`
	VideoID      int64
	UserID       int64
	ParentID     int64
	Blocks       string
	PlayedTimeMs int64
	CreatedAt    time.Time
	UpdatedAt    time.Time
	DeletedAt    *time.Time
}

func (commentModel) TableName() string { return "comments" }

func toDomainComment(m commentModel) (domain.Comment, error) {
	c := domain.Comment{
		ID: m.ID, VideoID: m.VideoID, UserID: m.UserID, ParentID: m.ParentID, PlayedMs: m.PlayedTimeMs,
		CreatedAt: m.CreatedAt, UpdatedAt: m.UpdatedAt, DeletedAt: m.DeletedAt,
	}
	if err := json.Unmarshal([]byte(m.Blocks), &c.Blocks); err != nil {
		return domain.Comment{}, fmt.Errorf("store: blocks of comment %d: %w", m.ID, err)
	}
	return c, nil
}

func toDomainComments(ms []commentModel) ([]domain.Comment, error) {
	out := make([]domain.Comment, len(ms))
	for i, m := range ms {
		c, err := toDomainComment(m)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

func blocksJSON(bs []api.CommentBlock) string {
	if bs == nil {
		bs = []api.CommentBlock{}
	}
	raw, _ := json.Marshal(bs) // plain strings and numbers always marshal
	return string(raw)
}

// CreateComment inserts c and sets its ID. A video erased meanwhile is
// ErrNotFound.
func (s *Store) CreateComment(ctx context.Context, c *domain.Comment) error {
	m := commentModel{
		VideoID: c.VideoID, UserID: c.UserID, ParentID: c.ParentID, Blocks: blocksJSON(c.Blocks),
		PlayedTimeMs: c.PlayedMs, CreatedAt: c.CreatedAt, UpdatedAt: c.UpdatedAt,
	}
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&m).Error; err != nil {
			return translate(err, "create comment on video %d", c.VideoID)
		}
		return queueNotify(tx, domain.NotifyCause{Kind: domain.CauseComment, CommentID: m.ID, VideoID: c.VideoID,
			UserID: c.UserID, At: c.CreatedAt})
	})
	if err != nil {
		return err
	}
	c.ID = m.ID
	return nil
}

// CommentByID finds a comment, deleted or not.
func (s *Store) CommentByID(ctx context.Context, id int64) (domain.Comment, error) {
	var m commentModel
	if err := s.db.WithContext(ctx).Where("id = ?", id).Take(&m).Error; err != nil {
		return domain.Comment{}, translate(err, "comment %d", id)
	}
	return toDomainComment(m)
}

// CommentsByIDs finds comments, deleted or not, by id; ids not found are
// left out.
func (s *Store) CommentsByIDs(ctx context.Context, ids []int64) (map[int64]domain.Comment, error) {
	out := map[int64]domain.Comment{}
	if len(ids) == 0 {
		return out, nil
	}
	var ms []commentModel
	if err := s.db.WithContext(ctx).Where("id IN ?", ids).Find(&ms).Error; err != nil {
		return nil, translate(err, "comments by id")
	}
	cs, err := toDomainComments(ms)
	for _, c := range cs {
		out[c.ID] = c
	}
	return out, err
}

// CommentPage lists up to limit live comments of a video older than before
// (any when 0), newest first.
func (s *Store) CommentPage(ctx context.Context, videoID, before int64, limit int) ([]domain.Comment, error) {
	q := s.db.WithContext(ctx).Where("video_id = ? AND deleted_at IS NULL", videoID)
	if before > 0 {
		q = q.Where("id < ?", before)
	}
	var ms []commentModel
	if err := q.Order("id DESC").Limit(limit).Find(&ms).Error; err != nil {
		return nil, translate(err, "comments of video %d", videoID)
	}
	return toDomainComments(ms)
}

// RepliedTo answers which of ids a live comment replies to.
func (s *Store) RepliedTo(ctx context.Context, ids []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(ids) == 0 {
		return out, nil
	}
	var parents []int64
	err := s.db.WithContext(ctx).Model(&commentModel{}).Distinct("parent_id").
		Where("parent_id IN ? AND deleted_at IS NULL", ids).Pluck("parent_id", &parents).Error
	for _, p := range parents {
		out[p] = true
	}
	return out, translate(err, "replies to comments")
}

// HasCommented reports whether the user has a comment, live or deleted, on
// the video.
func (s *Store) HasCommented(ctx context.Context, videoID, userID int64) (bool, error) {
	var n int64
	err := s.db.WithContext(ctx).Model(&commentModel{}).Where("video_id = ? AND user_id = ?", videoID, userID).
		Limit(1).Count(&n).Error
	return n > 0, translate(err, "comments of user %d on video %d", userID, videoID)
}

// Commenters lists the users with a live comment on a video, each once.
func (s *Store) Commenters(ctx context.Context, videoID int64) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&commentModel{}).Distinct("user_id").
		Where("video_id = ? AND deleted_at IS NULL", videoID).Pluck("user_id", &ids).Error
	return ids, translate(err, "commenters of video %d", videoID)
}

// UpdateComment replaces the blocks of a live comment.
func (s *Store) UpdateComment(ctx context.Context, id int64, blocks []api.CommentBlock, at time.Time) error {
	res := s.db.WithContext(ctx).Model(&commentModel{}).Where("id = ? AND deleted_at IS NULL", id).
		Updates(map[string]any{"blocks": blocksJSON(blocks), "updated_at": at})
	if res.Error == nil && res.RowsAffected == 0 {
		return fmt.Errorf("store: update comment %d: %w", id, ErrNotFound)
	}
	return translate(res.Error, "update comment %d", id)
}

// DeleteComment marks a live comment deleted and wipes its blocks.
func (s *Store) DeleteComment(ctx context.Context, id int64, at time.Time) error {
	res := s.db.WithContext(ctx).Model(&commentModel{}).Where("id = ? AND deleted_at IS NULL", id).
		Updates(map[string]any{"blocks": "[]", "deleted_at": at, "updated_at": at})
	if res.Error == nil && res.RowsAffected == 0 {
		return fmt.Errorf("store: delete comment %d: %w", id, ErrNotFound)
	}
	return translate(res.Error, "delete comment %d", id)
}

// UsersByIDs finds users by id; ids not found are left out.
func (s *Store) UsersByIDs(ctx context.Context, ids []int64) (map[int64]domain.User, error) {
	out := map[int64]domain.User{}
	if len(ids) == 0 {
		return out, nil
	}
	var ms []userModel
	err := s.db.WithContext(ctx).Where("id IN ?", ids).Find(&ms).Error
	for _, m := range ms {
		out[m.ID] = toDomainUser(m)
	}
	return out, translate(err, "users by id")
}
