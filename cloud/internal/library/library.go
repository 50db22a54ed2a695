// Package library is the personal library of a user: folders, moving,
// the trash, erasing for good (on the job queue), search and capacity.
// Every item it touches is first shown to access.Decide.
package library

import (
	"context"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Store is what the library needs of the database.
type Store interface {
	UserByID(ctx context.Context, id int64) (domain.User, error)
	FolderByID(ctx context.Context, id int64) (domain.Folder, error)
	FolderChain(ctx context.Context, id int64) ([]domain.Folder, error)
	VideoByID(ctx context.Context, id int64) (domain.Video, error)
	AllLiveFolders(ctx context.Context, userID int64) ([]domain.Folder, error)
	LiveNames(ctx context.Context, userID, pid int64) (map[string]bool, error)
	CountChildren(ctx context.Context, userID int64, ids []int64) (map[int64]store.Children, error)
	LiveFoldersCounted(ctx context.Context, userID, pid int64, sort store.FolderSort) ([]store.CountedFolder, error)
	ListVideosWithOwner(ctx context.Context, userID, folderID int64, sort store.VideoSort) ([]domain.VideoWithOwner, error)
	CreateFolder(ctx context.Context, f *domain.Folder) error
	RenameFolder(ctx context.Context, userID, id int64, name string, now time.Time) error
	MoveItems(ctx context.Context, m store.Move) error
	TrashItems(ctx context.Context, userID int64, folders, videos []int64, at time.Time) error
	VideoRooms(ctx context.Context, ownerID int64, videoIDs []int64) ([]store.RoomVideo, error)
	TrashRoots(ctx context.Context, userID int64) ([]domain.Folder, []domain.Video, error)
	RestoreItems(ctx context.Context, userID int64, folders, videos []int64, number store.Numbering, at time.Time) error
	EraseItems(ctx context.Context, userID int64, folders, videos []int64) ([]int64, error)
	EmptyTrash(ctx context.Context, userID int64) ([]int64, error)
	CountVideos(ctx context.Context, userID int64, now time.Time) (int, error)
	SearchVideos(ctx context.Context, userID int64, q string, offset, limit int) ([]domain.Video, int, error)
	CountComments(ctx context.Context, reader int64, videoIDs []int64) (map[int64]store.CommentCounts, error)
}

// Service is the library's use cases.
type Service struct {
	store  Store
	purger *Purger
	rooms  RoomEvents
	plans  Plans
	now    func() time.Time
}

// Plans is the plan rule (package plan): a user's entitlements now.
type Plans interface {
	Entitlements(ctx context.Context, userID int64) (api.Entitlements, error)
}

// SetPlans makes the service read users' limits from p.
func (s *Service) SetPlans(p Plans) { s.plans = p }

// RoomEvents is told when a video leaves a room, after it is committed.
type RoomEvents interface {
	VideoRemoved(ctx context.Context, channelID, videoID int64)
}

type noRoomEvents struct{}

func (noRoomEvents) VideoRemoved(context.Context, int64, int64) {}

// New makes a Service over st that erases through p.
func New(st Store, p *Purger) *Service {
	return &Service{store: st, purger: p, rooms: noRoomEvents{}, now: func() time.Time { return time.Now().UTC() }}
}

// SetRoomEvents makes the service tell e of room videos it trashes.
func (s *Service) SetRoomEvents(e RoomEvents) { s.rooms = e }

// SetClock makes the service read the time from now.
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// FolderView is a folder with the counts of what it holds.
type FolderView struct {
	domain.Folder
	store.Children
}

// Item is what a listing holds: the user's own videos carry the user as owner.
type Listing struct {
	Folder  *FolderView // nil at the root
	Chain   []domain.Folder
	Folders []FolderView
	Videos  []domain.VideoWithOwner
}

// actor is a signed-in user acting on their own library.
func actor(userID int64) access.Actor { return access.Actor{UserID: userID} }

// folderObject is a folder as access.Decide needs it.
func folderObject(f domain.Folder) access.Object {
	return access.Object{OwnerID: f.UserID, Trashed: f.TrashedAt != nil}
}

// videoObject is a video as access.Decide needs it.
func videoObject(v domain.Video) access.Object {
	return access.Object{OwnerID: v.UserID, Trashed: v.TrashedAt != nil}
}

// liveFolder loads folder id for act by userID: ErrNotFound when it is not
// theirs to act on, or in the trash.
func (s *Service) liveFolder(ctx context.Context, userID, id int64, act access.Action) (domain.Folder, error) {
	f, err := s.store.FolderByID(ctx, id)
	if err != nil {
		return domain.Folder{}, err
	}
	if err := access.Decide(actor(userID), act, folderObject(f)); err != nil {
		return domain.Folder{}, err
	}
	if f.TrashedAt != nil {
		return domain.Folder{}, domain.ErrNotFound
	}
	return f, nil
}

// views adds the counts of their contents to folders.
func (s *Service) views(ctx context.Context, userID int64, fs []domain.Folder) ([]FolderView, error) {
	ids := make([]int64, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	counts, err := s.store.CountChildren(ctx, userID, ids)
	if err != nil {
		return nil, err
	}
	out := make([]FolderView, len(fs))
	for i, f := range fs {
		out[i] = FolderView{Folder: f, Children: counts[f.ID]}
	}
	return out, nil
}

// withOwner gives each of the user's videos the user as owner, and their
// comment counts, all and unread by the user (one query for them all).
func (s *Service) withOwner(ctx context.Context, userID int64, vs []domain.Video) ([]domain.VideoWithOwner, error) {
	owner, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(vs))
	for i, v := range vs {
		ids[i] = v.ID
	}
	counts, err := s.store.CountComments(ctx, userID, ids)
	if err != nil {
		return nil, err
	}
	out := make([]domain.VideoWithOwner, len(vs))
	for i, v := range vs {
		out[i] = domain.VideoWithOwner{Video: v, Owner: owner, Comments: counts[v.ID].Live, Unread: counts[v.ID].Unread}
	}
	return out, nil
}
