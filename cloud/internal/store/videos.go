package store

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

type videoModel struct {
	ID               int64 `gorm:"primaryKey"`
	UserID           int64
	FolderID         int64
	ChannelID        int64
	AddedAt          *time.Time
	Title            string
	Status           int
	UploadID         *string
	ShareKey         *string
	ShareScope       string
	CanDownloadShare bool
	SharedAt         *time.Time
	DurationMs       int64
	SizeBytes        int64
	Width            int
	Height           int
	HasCover         bool
	Views            int
	Version          int
	FailReason       string
	Client           string
	ClientVersion    string
	ScreenSize       string
	RecorderVersion  string
	Recorded         bool
	Interim          bool
	UploadExpiresAt  *time.Time
	TrashedAt        *time.Time
	TrashRoot        bool
	MediaID          *int64
	Erasing          bool
	BytesAt          *time.Time
	CreatedAt        time.Time
	UpdatedAt        time.Time
}

func (videoModel) TableName() string { return "videos" }

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func toDomainVideo(m videoModel) domain.Video {
	return domain.Video{
		ID: m.ID, UserID: m.UserID, FolderID: m.FolderID, ChannelID: m.ChannelID, AddedAt: m.AddedAt,
		Title: m.Title, Status: api.VideoStatus(m.Status), UploadID: deref(m.UploadID),
		ShareKey: deref(m.ShareKey), ShareScope: api.ShareScope(m.ShareScope),
		CanDownloadShare: m.CanDownloadShare, SharedAt: m.SharedAt,
		DurationMs: m.DurationMs, SizeBytes: m.SizeBytes, Width: m.Width, Height: m.Height,
		HasCover: m.HasCover, Views: m.Views, Version: m.Version, FailReason: m.FailReason,
		Client: domain.ClientInfo{
			Client: m.Client, ClientVersion: m.ClientVersion,
			ScreenSize: m.ScreenSize, RecorderVersion: m.RecorderVersion,
		},
		Recorded: m.Recorded, Interim: m.Interim,
		TrashedAt: m.TrashedAt, TrashRoot: m.TrashRoot, MediaID: derefID(m.MediaID),
		CreatedAt: m.CreatedAt, UpdatedAt: m.UpdatedAt,
	}
}

func toVideoModel(v domain.Video) videoModel {
	return videoModel{
		ID: v.ID, UserID: v.UserID, FolderID: v.FolderID, ChannelID: v.ChannelID, AddedAt: v.AddedAt,
		Title: v.Title, Status: int(v.Status), UploadID: nullable(v.UploadID), ShareKey: nullable(v.ShareKey),
		ShareScope: string(v.ShareScope), CanDownloadShare: v.CanDownloadShare,
		SharedAt: v.SharedAt, DurationMs: v.DurationMs, SizeBytes: v.SizeBytes,
		Width: v.Width, Height: v.Height, HasCover: v.HasCover, Views: v.Views,
		Version: v.Version, FailReason: v.FailReason,
		Client: v.Client.Client, ClientVersion: v.Client.ClientVersion,
		ScreenSize: v.Client.ScreenSize, RecorderVersion: v.Client.RecorderVersion,
		Recorded: v.Recorded, Interim: v.Interim,
		TrashedAt: v.TrashedAt, TrashRoot: v.TrashRoot, MediaID: nullableID(v.MediaID),
		CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt,
	}
}

func derefID(p *int64) int64 {
	if p == nil {
		return 0
	}
	return *p
}

func nullableID(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

// ErrLimit means the owner's plan has no room for another video.
var ErrLimit = domain.ErrLimit

// CreateVideo inserts v and sets its ID, unless its owner already has limit
// videos (their plan's Entitlements.VideoLimit; api.Unlimited for none).
// Count and insert happen under a lock on the owner, so concurrent
// creations cannot pass the limit together.
func (s *Store) CreateVideo(ctx context.Context, v *domain.Video, limit int) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := s.makeRoom(tx, v.UserID, 1, limit, v.CreatedAt); err != nil {
			return err
		}
		m := toVideoModel(*v)
		if err := tx.Create(&m).Error; err != nil {
			return translate(err, "create video")
		}
		*v = toDomainVideo(m)
		if v.ChannelID == 0 {
			return nil
		}
		return queueNotify(tx, domain.NotifyCause{Kind: domain.CauseRoomVideo, VideoID: v.ID, ChannelID: v.ChannelID,
			UserID: v.UserID, At: v.CreatedAt})
	})
}

// makeRoom locks the user for the rest of transaction tx and answers
// ErrLimit unless their plan's limit has room for adding more videos.
func (s *Store) makeRoom(tx *gorm.DB, userID int64, adding, limit int, now time.Time) error {
	var u userModel
	lock := tx
	if s.dialect == "postgres" {
		lock = tx.Clauses(clause.Locking{Strength: "UPDATE"}) // SQLite serialises writers already
	}
	if err := lock.Where("id = ?", userID).Take(&u).Error; err != nil {
		return translate(err, "lock user %d", userID)
	}
	if limit == api.Unlimited {
		return nil
	}
	n, err := countVideos(tx, userID, now)
	if err != nil {
		return err
	}
	if n+adding > limit {
		return ErrLimit
	}
	return nil
}

// VideoByID finds a video.
func (s *Store) VideoByID(ctx context.Context, id int64) (domain.Video, error) {
	var m videoModel
	err := s.db.WithContext(ctx).Where("id = ? AND NOT erasing", id).Take(&m).Error
	return toDomainVideo(m), translate(err, "video %d", id)
}

// VideoByUploadID finds the video an upload belongs to.
func (s *Store) VideoByUploadID(ctx context.Context, uploadID string) (domain.Video, error) {
	var m videoModel
	err := s.db.WithContext(ctx).Where("upload_id = ?", uploadID).Take(&m).Error
	return toDomainVideo(m), translate(err, "video by upload %q", uploadID)
}

// VideoSort orders a video list.
type VideoSort struct {
	Field string // "created_at" or "title"
	Desc  bool
}

// live is the condition that a video is neither in the trash nor being
// erased.
const live = "trashed_at IS NULL AND NOT erasing"

// AbandonAfter is how long an upload or recording may go without a byte
// before it is abandoned: it stops counting and is erased.
const AbandonAfter = 24 * time.Hour

// abandoned is the condition that a video's upload or recording was given
// up: no byte for AbandonAfter (its argument is now less AbandonAfter).
const abandoned = "status IN (4, 21) AND COALESCE(bytes_at, created_at) < ?"

// CountVideos counts a user's videos for the plan's limit at now: failed
// ones, which cannot be played, trashed ones and abandoned uploads do not
// use up a place.
func (s *Store) CountVideos(ctx context.Context, userID int64, now time.Time) (int, error) {
	return countVideos(s.db.WithContext(ctx), userID, now)
}

func countVideos(db *gorm.DB, userID int64, now time.Time) (int, error) {
	var n int64
	err := db.Model(&videoModel{}).Where("user_id = ? AND status <> ?", userID, int(api.VideoFail)).
		Where(live).Not(abandoned, now.Add(-AbandonAfter)).Count(&n).Error
	return int(n), translate(err, "count videos of user %d", userID)
}

// ClaimUpload binds an upload to a video that has none yet. A video that
// already has an upload is ErrConflict.
func (s *Store) ClaimUpload(ctx context.Context, videoID int64, uploadID string) error {
	return s.updateWhere(ctx, videoID, map[string]any{"upload_id": uploadID}, "upload_id IS NULL")
}

// ReplaceUploadID renames an upload, as the upload store named it.
func (s *Store) ReplaceUploadID(ctx context.Context, old, id string) error {
	err := s.db.WithContext(ctx).Model(&videoModel{}).Where("upload_id = ?", old).Update("upload_id", id).Error
	return translate(err, "rename upload %q", old)
}

// TransitionStatus moves a video from one status to another; ErrConflict when
// it is no longer in from.
func (s *Store) TransitionStatus(ctx context.Context, videoID int64, from, to api.VideoStatus) error {
	return s.updateWhere(ctx, videoID, map[string]any{"status": int(to)}, "status = ?", int(from))
}

// SetShare sets a video's share key and scope; the first share sets shared_at.
func (s *Store) SetShare(ctx context.Context, videoID int64, key string, scope api.ShareScope, at time.Time) error {
	err := s.db.WithContext(ctx).Model(&videoModel{}).Where("id = ?", videoID).Updates(map[string]any{
		"share_key": key, "share_scope": string(scope),
		"shared_at": gorm.Expr("COALESCE(shared_at, ?)", at), "updated_at": at,
	}).Error
	return translate(err, "share video %d", videoID)
}

// updateWhere updates one video when cond holds, and reports ErrConflict
// when it does not (or ErrNotFound when there is no such video).
func (s *Store) updateWhere(ctx context.Context, videoID int64, values map[string]any, cond string, args ...any) error {
	values["updated_at"] = time.Now().UTC()
	res := s.db.WithContext(ctx).Model(&videoModel{}).Where("id = ?", videoID).Where(cond, args...).Updates(values)
	if res.Error != nil {
		return translate(res.Error, "update video %d", videoID)
	}
	if res.RowsAffected == 1 {
		return nil
	}
	if _, err := s.VideoByID(ctx, videoID); err != nil {
		return err
	}
	return translate(ErrConflict, "update video %d where %s", videoID, cond)
}

// DeleteVideoInStatus deletes a video if it is still in status st;
// ErrConflict when it moved on.
func (s *Store) DeleteVideoInStatus(ctx context.Context, videoID int64, st api.VideoStatus) error {
	res := s.db.WithContext(ctx).Where("id = ? AND status = ?", videoID, int(st)).Delete(&videoModel{})
	if res.Error != nil {
		return translate(res.Error, "delete video %d", videoID)
	}
	if res.RowsAffected == 0 {
		return translate(ErrConflict, "delete video %d", videoID)
	}
	return nil
}

// RenameVideo sets a video's title.
func (s *Store) RenameVideo(ctx context.Context, videoID int64, title string) error {
	return s.updateWhere(ctx, videoID, map[string]any{"title": title}, "1 = 1")
}
