package store

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// A folder's listing is the most frequent call of all. Its reads are one
// statement each (no transaction: each is consistent in itself) and their
// rows are scanned straight into domain values, without GORM's reflection.
// They run under quick(ctx).

// quick is ctx for a read that takes well under a millisecond, without its
// cancellation and deadline: database/sql and the SQLite driver each watch a
// cancellable context with a goroutine of their own for every statement, two
// goroutines to start and schedule per statement, to stop a read that ends
// sooner than a cancellation would arrive.
func quick(ctx context.Context) context.Context { return context.WithoutCancel(ctx) }

// videoColumns are the columns toDomainVideo uses, in scanVideo's order.
const videoColumns = "v.id, v.user_id, v.folder_id, v.title, v.status, v.upload_id, v.share_key, " +
	"v.share_scope, v.can_download_share, v.shared_at, v.duration_ms, v.size_bytes, v.width, v.height, " +
	"v.has_cover, v.views, v.version, v.fail_reason, v.client, v.client_version, v.screen_size, " +
	"v.recorder_version, v.recorded, v.interim, v.trashed_at, v.trash_root, v.media_id, v.created_at, v.updated_at"

// videoRow receives one row of videoColumns.
type videoRow struct {
	v                          domain.Video
	uploadID, shareKey, scope  sql.NullString
	sharedAt, trashedAt        sql.NullTime
	mediaID                    sql.NullInt64
	status                     int
	createdAt, updatedAt       time.Time
	canDownload, cover, rec    bool
	interim, trashRoot         bool
	title, failReason          string
	client, clientV, screen, r string
}

// dest is where Scan puts videoColumns, followed by extra.
func (r *videoRow) dest(extra ...any) []any {
	v := &r.v
	return append([]any{&v.ID, &v.UserID, &v.FolderID, &r.title, &r.status, &r.uploadID, &r.shareKey,
		&r.scope, &r.canDownload, &r.sharedAt, &v.DurationMs, &v.SizeBytes, &v.Width, &v.Height,
		&r.cover, &v.Views, &v.Version, &r.failReason, &r.client, &r.clientV, &r.screen,
		&r.r, &r.rec, &r.interim, &r.trashedAt, &r.trashRoot, &r.mediaID, &r.createdAt, &r.updatedAt}, extra...)
}

// video is the scanned row as a domain value.
func (r *videoRow) video() domain.Video {
	v := r.v
	v.Title, v.Status, v.UploadID, v.ShareKey = r.title, api.VideoStatus(r.status), r.uploadID.String, r.shareKey.String
	v.ShareScope, v.CanDownloadShare, v.SharedAt = api.ShareScope(r.scope.String), r.canDownload, timePtr(r.sharedAt)
	v.HasCover, v.FailReason, v.Recorded, v.Interim = r.cover, r.failReason, r.rec, r.interim
	v.Client = domain.ClientInfo{Client: r.client, ClientVersion: r.clientV, ScreenSize: r.screen, RecorderVersion: r.r}
	v.TrashedAt, v.TrashRoot, v.MediaID = timePtr(r.trashedAt), r.trashRoot, r.mediaID.Int64
	v.CreatedAt, v.UpdatedAt = r.createdAt, r.updatedAt
	return v
}

func timePtr(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	return &t.Time
}

// ListVideosWithOwner is ListVideos with, for each video, its owner (the
// user: id, nickname and avatar) and its live comments and those of others
// the user has not read, in one statement.
func (s *Store) ListVideosWithOwner(ctx context.Context, userID, folderID int64, sort VideoSort) ([]domain.VideoWithOwner, error) {
	order, dir := "v.created_at", ""
	if sort.Field == "title" {
		order = "v.title"
	}
	if sort.Desc {
		dir = " DESC"
	}
	var q strings.Builder
	q.WriteString("SELECT " + videoColumns + ", u.nickname, u.avatar, " +
		"(SELECT COUNT(*) FROM comments c WHERE c.video_id = v.id AND c.deleted_at IS NULL), " +
		"(SELECT COUNT(*) FROM comments c WHERE c.video_id = v.id AND c.deleted_at IS NULL AND c.user_id <> ? " +
		"AND c.id > COALESCE((SELECT r.last_read_id FROM comment_reads r WHERE r.video_id = v.id AND r.user_id = ?), 0)) " +
		"FROM videos v JOIN users u ON u.id = v.user_id " +
		"WHERE v.user_id = ? AND v.folder_id = ? AND v.channel_id = 0 AND v.trashed_at IS NULL AND NOT v.erasing ")
	q.WriteString("ORDER BY " + order + dir + ", v.id" + dir)
	rows, err := s.db.WithContext(quick(ctx)).Raw(q.String(), userID, userID, userID, folderID).Rows()
	if err != nil {
		return nil, translate(err, "list videos of user %d in folder %d", userID, folderID)
	}
	defer rows.Close()
	out := make([]domain.VideoWithOwner, 0, 32)
	var r videoRow
	var w domain.VideoWithOwner
	dest := r.dest(&w.Owner.Nickname, &w.Owner.Avatar, &w.Comments, &w.Unread)
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return nil, translate(err, "list videos of user %d in folder %d", userID, folderID)
		}
		w.Video, w.Owner.ID = r.video(), userID
		out = append(out, w)
	}
	return out, translate(rows.Err(), "list videos of user %d in folder %d", userID, folderID)
}

// CountedFolder is a folder with what it holds directly.
type CountedFolder struct {
	domain.Folder
	Children
}

// LiveFoldersCounted is LiveFolders with CountChildren of each, in one
// statement.
func (s *Store) LiveFoldersCounted(ctx context.Context, userID, pid int64, sort FolderSort) ([]CountedFolder, error) {
	q := "SELECT f.id, f.user_id, f.pid, f.name, f.share_key, f.share_enabled, f.can_download_share, " +
		"f.shared_at, f.trashed_at, f.trash_root, f.created_at, f.updated_at, " +
		"(SELECT COUNT(*) FROM folders s WHERE s.user_id = f.user_id AND s.pid = f.id AND s.trashed_at IS NULL), " +
		"(SELECT COUNT(*) FROM videos v WHERE v.user_id = f.user_id AND v.folder_id = f.id " +
		"AND v.channel_id = 0 AND v.trashed_at IS NULL AND NOT v.erasing) " +
		"FROM folders f WHERE f.user_id = ? AND f.pid = ? AND f.trashed_at IS NULL ORDER BY " + sort.clause()
	rows, err := s.db.WithContext(quick(ctx)).Raw(q, userID, pid).Rows()
	if err != nil {
		return nil, translate(err, "folders of user %d in %d", userID, pid)
	}
	defer rows.Close()
	out := make([]CountedFolder, 0, 8)
	for rows.Next() {
		var c CountedFolder
		var shareKey sql.NullString
		var sharedAt, trashedAt sql.NullTime
		f := &c.Folder
		err := rows.Scan(&f.ID, &f.UserID, &f.Pid, &f.Name, &shareKey, &f.ShareEnabled, &f.CanDownloadShare,
			&sharedAt, &trashedAt, &f.TrashRoot, &f.CreatedAt, &f.UpdatedAt, &c.Folders, &c.Videos)
		if err != nil {
			return nil, translate(err, "folders of user %d in %d", userID, pid)
		}
		f.ShareKey, f.SharedAt, f.TrashedAt = shareKey.String, timePtr(sharedAt), timePtr(trashedAt)
		out = append(out, c)
	}
	return out, translate(rows.Err(), "folders of user %d in %d", userID, pid)
}
