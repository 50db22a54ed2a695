package video

import (
	"context"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Store is what the video service needs of the database.
type Store interface {
	UserByID(ctx context.Context, id int64) (domain.User, error)

	CreateVideo(ctx context.Context, v *domain.Video, limit int) error
	VideoByID(ctx context.Context, id int64) (domain.Video, error)
	VideoFiles(ctx context.Context, id int64) (filesID int64, title string, err error)
	VideoByUploadID(ctx context.Context, uploadID string) (domain.Video, error)
	RenameVideo(ctx context.Context, videoID int64, title string) error
	DeleteVideoInStatus(ctx context.Context, videoID int64, st api.VideoStatus) error
	CountView(ctx context.Context, videoID int64, viewer string, now, since time.Time) (bool, error)
	CountComments(ctx context.Context, reader int64, videoIDs []int64) (map[int64]store.CommentCounts, error)

	ClaimUpload(ctx context.Context, videoID int64, uploadID string) error
	ReplaceUploadID(ctx context.Context, old, id string) error
	UploadActive(ctx context.Context, uploadID string, at time.Time) error
	StartProcessing(ctx context.Context, videoID int64, from api.VideoStatus, j *domain.Job) error
	PublishInterim(ctx context.Context, videoID int64, from api.VideoStatus, info domain.MediaInfo, j *domain.Job) error

	FolderByID(ctx context.Context, id int64) (domain.Folder, error)
	RoomFacts(ctx context.Context, userID, channelID int64) (domain.Channel, error)
	FolderChain(ctx context.Context, id int64) ([]domain.Folder, error)

	SetShare(ctx context.Context, videoID int64, key string, scope api.ShareScope, at time.Time) error
	SetVideoDownload(ctx context.Context, videoID int64, allowed bool) error
	RevokeVideoShare(ctx context.Context, videoID int64) error
	ChangeFolderShare(ctx context.Context, folderID int64, ch store.FolderShareChange, at time.Time) error
	VisibleFolders(ctx context.Context, ownerID, pid int64) ([]domain.Folder, error)
	VisibleVideos(ctx context.Context, ownerID, folderID int64) ([]domain.Video, error)
	VisibleCounts(ctx context.Context, ids []int64) (folders, videos map[int64]int, err error)
	CopyFolderTree(ctx context.Context, userID int64, t store.FolderCopy, name func(taken func(string) bool) string, limit int) (domain.Folder, error)
}

// ProcessorStore is what processing needs of the database.
type ProcessorStore interface {
	VideoByID(ctx context.Context, id int64) (domain.Video, error)
	JobsOfKind(ctx context.Context, kind string) ([]domain.Job, error)
	VideosAwaitingProcessing(ctx context.Context) ([]int64, error)
	FinishProcessing(ctx context.Context, videoID, jobID int64, token string, info domain.MediaInfo, keepUploadUntil time.Time) error
	FailProcessing(ctx context.Context, videoID, jobID int64, token, reason string) error
	ExpiredUploads(ctx context.Context, now time.Time) ([]store.ExpiredUpload, error)
	ForgetUpload(ctx context.Context, videoID int64, uploadID string) error
}
