package library

import (
	"context"
	"fmt"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// sorts are the orders of the spec's "_sort", for videos and folders.
var sorts = map[string]struct {
	videos  store.VideoSort
	folders store.FolderSort
}{
	"":                {store.VideoSort{Field: "created_at", Desc: true}, store.FolderSort{Desc: true}},
	"created_at:desc": {store.VideoSort{Field: "created_at", Desc: true}, store.FolderSort{Desc: true}},
	"created_at:asc":  {store.VideoSort{Field: "created_at"}, store.FolderSort{}},
	"title:asc":       {store.VideoSort{Field: "title"}, store.FolderSort{ByName: true}},
	"title:desc":      {store.VideoSort{Field: "title", Desc: true}, store.FolderSort{ByName: true, Desc: true}},
}

// List is what folder pid (0: the root) of the user's holds, folders first.
func (s *Service) List(ctx context.Context, userID, pid int64, sort string) (Listing, error) {
	order, ok := sorts[sort]
	if !ok {
		return Listing{}, api.Errorf(api.CodeInvalidParam, "Unknown sort %q", sort)
	}
	var out Listing
	if pid != 0 {
		f, err := s.liveFolder(ctx, userID, pid, access.View)
		if err != nil {
			return Listing{}, fmt.Errorf("library: list folder %d: %w", pid, err)
		}
		if out.Chain, err = s.store.FolderChain(ctx, pid); err != nil {
			return Listing{}, err
		}
		v, err := s.views(ctx, userID, []domain.Folder{f})
		if err != nil {
			return Listing{}, err
		}
		out.Folder = &v[0]
	}
	fs, err := s.store.LiveFoldersCounted(ctx, userID, pid, order.folders)
	if err != nil {
		return Listing{}, err
	}
	out.Folders = make([]FolderView, len(fs))
	for i, f := range fs {
		out.Folders[i] = FolderView(f)
	}
	out.Videos, err = s.store.ListVideosWithOwner(ctx, userID, pid, order.videos)
	return out, err
}

// AllFolders is every live folder of the user's, parents before children.
func (s *Service) AllFolders(ctx context.Context, userID int64) ([]FolderView, error) {
	fs, err := s.store.AllLiveFolders(ctx, userID)
	if err != nil {
		return nil, err
	}
	return s.views(ctx, userID, parentsFirst(fs))
}

// parentsFirst orders folders so each comes after its parent.
func parentsFirst(fs []domain.Folder) []domain.Folder {
	children := map[int64][]domain.Folder{}
	for _, f := range fs {
		children[f.Pid] = append(children[f.Pid], f)
	}
	out := make([]domain.Folder, 0, len(fs))
	for queue := []int64{0}; len(queue) > 0; queue = queue[1:] {
		for _, f := range children[queue[0]] {
			out = append(out, f)
			queue = append(queue, f.ID)
		}
	}
	return out
}

// CreateFolder makes a folder named name in pid (0: the root).
func (s *Service) CreateFolder(ctx context.Context, userID int64, req api.FolderCreateRequest) (FolderView, error) {
	name, err := names.Clean(req.Name, api.MaxFolderName)
	if err != nil {
		return FolderView{}, err
	}
	if req.Pid != 0 {
		if _, err := s.liveFolder(ctx, userID, req.Pid, access.Manage); err != nil {
			return FolderView{}, fmt.Errorf("library: create folder in %d: %w", req.Pid, err)
		}
	}
	now := s.now()
	f := domain.Folder{UserID: userID, Pid: req.Pid, Name: name, ShareEnabled: true, CanDownloadShare: true,
		CreatedAt: now, UpdatedAt: now}
	if err := s.store.CreateFolder(ctx, &f); err != nil {
		return FolderView{}, err
	}
	return FolderView{Folder: f}, nil
}

// RenameFolder names one of the user's live folders.
func (s *Service) RenameFolder(ctx context.Context, userID int64, req api.FolderRenameRequest) (FolderView, error) {
	name, err := names.Clean(req.Name, api.MaxFolderName)
	if err != nil {
		return FolderView{}, err
	}
	f, err := s.liveFolder(ctx, userID, req.ID, access.Manage)
	if err != nil {
		return FolderView{}, fmt.Errorf("library: rename folder %d: %w", req.ID, err)
	}
	if f.Name == name {
		return s.view(ctx, userID, f)
	}
	now := s.now()
	if err := s.store.RenameFolder(ctx, userID, f.ID, name, now); err != nil {
		return FolderView{}, err
	}
	f.Name, f.UpdatedAt = name, now
	return s.view(ctx, userID, f)
}

func (s *Service) view(ctx context.Context, userID int64, f domain.Folder) (FolderView, error) {
	v, err := s.views(ctx, userID, []domain.Folder{f})
	if err != nil {
		return FolderView{}, err
	}
	return v[0], nil
}
