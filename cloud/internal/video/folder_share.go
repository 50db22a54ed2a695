package video

import (
	"context"
	"crypto/subtle"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// toFolderShare is a folder's link as its owner manages it.
func toFolderShare(f domain.Folder) api.FolderShare {
	return api.FolderShare{ShareKey: f.ShareKey, CanDownloadShare: f.CanDownloadShare, ShareEnabled: f.ShareEnabled}
}

// ShareFolder gives a folder a link, opening everything below it; a folder
// shared before keeps its key.
func (s *Service) ShareFolder(ctx context.Context, userID, folderID int64) (api.FolderShare, error) {
	f, err := s.liveFolder(ctx, userID, folderID)
	if err != nil || f.ShareKey != "" {
		return toFolderShare(f), err
	}
	key, enabled := newShareKey(), true
	return s.changeFolderShare(ctx, folderID, store.FolderShareChange{Key: &key, Enabled: &enabled})
}

// UpdateFolderShare turns a folder's link (ShareEnabled) or saving and
// download through it on or off.
func (s *Service) UpdateFolderShare(ctx context.Context, userID, folderID int64, req api.FolderShareUpdateRequest) (api.FolderShare, error) {
	if _, err := s.liveFolder(ctx, userID, folderID); err != nil {
		return api.FolderShare{}, err
	}
	return s.changeFolderShare(ctx, folderID, store.FolderShareChange{Enabled: req.ShareEnabled, CanDownload: req.CanDownloadShare})
}

// RevokeFolderShare deletes a folder's key: its link answers not found at
// once, and sharing again makes a new, open one.
func (s *Service) RevokeFolderShare(ctx context.Context, userID, folderID int64) (api.FolderShare, error) {
	if _, err := s.liveFolder(ctx, userID, folderID); err != nil {
		return api.FolderShare{}, err
	}
	none, enabled := "", true
	return s.changeFolderShare(ctx, folderID, store.FolderShareChange{Key: &none, Enabled: &enabled})
}

func (s *Service) changeFolderShare(ctx context.Context, folderID int64, ch store.FolderShareChange) (api.FolderShare, error) {
	if err := s.store.ChangeFolderShare(ctx, folderID, ch, s.now()); err != nil {
		return api.FolderShare{}, err
	}
	f, err := s.store.FolderByID(ctx, folderID)
	return toFolderShare(f), err
}

// SharedFolder is a folder opened with the key of a shared folder at or
// above it, as visitors see it.
type SharedFolder struct {
	Folder domain.Folder
	// Path runs from the shared folder down to Folder.
	Path    []domain.Folder
	Folders []domain.Folder
	Videos  []domain.VideoWithOwner
	Owner   domain.User
	// SubFolders and VideoCounts count what each folder listed holds, as
	// visitors see it.
	SubFolders, VideoCounts map[int64]int
}

// OpenSharedFolder lists a shared folder, or one below it, for anyone
// holding the shared folder's key: live subfolders, then ready videos (with
// no share keys). A closed link is domain.ErrShareClosed; a wrong key, a
// revoked one or a trashed folder not found.
func (s *Service) OpenSharedFolder(ctx context.Context, folderID int64, key string) (SharedFolder, error) {
	chain, err := s.decideFolder(ctx, access.Actor{ShareKey: key}, access.View, folderID)
	if err != nil {
		return SharedFolder{}, err
	}
	f := chain[len(chain)-1]
	out := SharedFolder{Folder: f, Path: chain[sharedFrom(chain, key):]}
	if out.Owner, err = s.store.UserByID(ctx, f.UserID); err != nil {
		return SharedFolder{}, err
	}
	if out.Folders, err = s.store.VisibleFolders(ctx, f.UserID, f.ID); err != nil {
		return SharedFolder{}, err
	}
	vs, err := s.store.VisibleVideos(ctx, f.UserID, f.ID)
	if err != nil {
		return SharedFolder{}, err
	}
	for _, v := range vs {
		v.ShareKey = ""
		out.Videos = append(out.Videos, domain.VideoWithOwner{Video: v, Owner: out.Owner})
	}
	ids := []int64{f.ID}
	for _, sub := range out.Folders {
		ids = append(ids, sub.ID)
	}
	out.SubFolders, out.VideoCounts, err = s.store.VisibleCounts(ctx, ids)
	return out, err
}

// sharedFrom is the index in chain of the folder whose key is key (the
// decision found one).
func sharedFrom(chain []domain.Folder, key string) int {
	for i, f := range chain {
		if f.ShareKey != "" && subtle.ConstantTimeCompare([]byte(f.ShareKey), []byte(key)) == 1 {
			return i
		}
	}
	return len(chain) - 1
}
