package video

import (
	"context"
	"errors"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// ForkFolder copies a shared folder opened by a key, its live subfolders
// and ready videos, into the user's root, all or nothing. The copied
// videos play the same stored files and count toward the user's plan.
func (s *Service) ForkFolder(ctx context.Context, userID int64, req api.FolderForkRequest) (domain.Folder, error) {
	chain, err := s.decideFolder(ctx, access.Actor{UserID: userID, ShareKey: req.ShareKey}, access.Save, req.FolderID)
	if errors.Is(err, domain.ErrShareClosed) {
		return domain.Folder{}, errSaveClosed
	}
	if err != nil {
		return domain.Folder{}, err
	}
	tree, err := s.visibleTree(ctx, chain[len(chain)-1], userID)
	if err != nil {
		return domain.Folder{}, err
	}
	limit, err := s.videoLimit(ctx, userID)
	if err != nil {
		return domain.Folder{}, err
	}
	top := tree.Folders[0].Name
	f, err := s.store.CopyFolderTree(ctx, userID, tree, func(taken func(string) bool) string {
		return names.Numbered(top, api.MaxFolderName, taken)
	}, limit)
	if err != nil {
		return domain.Folder{}, s.limitError(limit, err)
	}
	return f, nil
}

// visibleTree is what visitors of top see below it, made ready to copy as
// userID's: folders unshared, videos as copies playing the same files.
func (s *Service) visibleTree(ctx context.Context, top domain.Folder, userID int64) (store.FolderCopy, error) {
	now := s.now()
	var t store.FolderCopy
	for queue := []domain.Folder{top}; len(queue) > 0; queue = queue[1:] {
		f := queue[0]
		t.Folders = append(t.Folders, domain.Folder{
			ID: f.ID, Pid: f.Pid, Name: f.Name, ShareEnabled: true, CanDownloadShare: true,
			CreatedAt: now, UpdatedAt: now,
		})
		subs, err := s.store.VisibleFolders(ctx, f.UserID, f.ID)
		if err != nil {
			return store.FolderCopy{}, err
		}
		queue = append(queue, subs...)
		vs, err := s.store.VisibleVideos(ctx, f.UserID, f.ID)
		if err != nil {
			return store.FolderCopy{}, err
		}
		for _, v := range vs {
			if copyable(v) {
				cp := copyOf(v, userID, now)
				cp.ID, cp.FolderID = v.ID, f.ID
				t.Videos = append(t.Videos, cp)
			}
		}
	}
	return t, nil
}
