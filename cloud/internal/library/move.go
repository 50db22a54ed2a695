package library

import (
	"context"
	"fmt"
	"slices"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Move moves the user's folders and videos into req.Target by the drop
// rules; a moved folder whose name is taken there is numbered. Nothing moves
// unless everything can.
func (s *Service) Move(ctx context.Context, userID int64, req api.ItemsMoveRequest) ([]FolderView, error) {
	items, err := nonEmpty(api.Items{Folders: req.Folders, Videos: req.Videos})
	if err != nil {
		return nil, err
	}
	var above []domain.Folder // the target and the folders above it
	if req.Target != 0 {
		if _, err := s.liveFolder(ctx, userID, req.Target, access.Manage); err != nil {
			return nil, fmt.Errorf("library: move into %d: %w", req.Target, err)
		}
		if above, err = s.store.FolderChain(ctx, req.Target); err != nil {
			return nil, err
		}
	}
	folders, err := s.movableFolders(ctx, userID, items.Folders, req.Target, above)
	if err != nil {
		return nil, err
	}
	for _, id := range items.Videos {
		v, err := s.manageableVideo(ctx, userID, id)
		if err != nil {
			return nil, err
		}
		if v.FolderID == req.Target {
			return nil, fmt.Errorf("library: video %d is in folder %d already: %w", id, req.Target, domain.ErrBadMove)
		}
	}
	taken, err := s.store.LiveNames(ctx, userID, req.Target)
	if err != nil {
		return nil, err
	}
	now := s.now()
	m := store.Move{UserID: userID, Target: req.Target, Folders: map[int64]string{}, Videos: items.Videos, At: now}
	for i, f := range folders {
		name := names.Numbered(f.Name, api.MaxFolderName, func(n string) bool { return taken[n] })
		taken[name], m.Folders[f.ID] = true, name
		folders[i].Name, folders[i].Pid, folders[i].UpdatedAt = name, req.Target, now
	}
	if err := s.store.MoveItems(ctx, m); err != nil {
		return nil, err
	}
	return s.views(ctx, userID, folders)
}

// movableFolders loads the folders to move into target, refusing a folder
// that is the target, holds it (is among above) or is its current parent.
func (s *Service) movableFolders(ctx context.Context, userID int64, ids []int64, target int64, above []domain.Folder) ([]domain.Folder, error) {
	out := make([]domain.Folder, 0, len(ids))
	for _, id := range ids {
		f, err := s.liveFolder(ctx, userID, id, access.Manage)
		if err != nil {
			return nil, fmt.Errorf("library: move folder %d: %w", id, err)
		}
		holds := slices.ContainsFunc(above, func(a domain.Folder) bool { return a.ID == id })
		if holds || f.Pid == target {
			return nil, fmt.Errorf("library: folder %d into %d: %w", id, target, domain.ErrBadMove)
		}
		out = append(out, f)
	}
	return out, nil
}

// manageableVideo loads a live video the user may manage.
func (s *Service) manageableVideo(ctx context.Context, userID, id int64) (domain.Video, error) {
	v, err := s.store.VideoByID(ctx, id)
	if err == nil {
		err = access.Decide(actor(userID), access.Manage, videoObject(v))
	}
	if err == nil && v.TrashedAt != nil {
		err = domain.ErrNotFound
	}
	if err != nil {
		return domain.Video{}, fmt.Errorf("library: video %d: %w", id, err)
	}
	return v, nil
}

// nonEmpty checks that items names something, and drops repeated ids.
func nonEmpty(items api.Items) (api.Items, error) {
	if len(items.Folders)+len(items.Videos) == 0 {
		return items, api.Errorf(api.CodeInvalidParam, "Name at least one folder or video")
	}
	if len(items.Folders)+len(items.Videos) > maxItems {
		return items, api.Errorf(api.CodeInvalidParam, "At most %d items at a time", maxItems)
	}
	return api.Items{Folders: unique(items.Folders), Videos: unique(items.Videos)}, nil
}

// maxItems bounds one request's items.
const maxItems = 1000

func unique(ids []int64) []int64 {
	out := slices.Clone(ids)
	slices.Sort(out)
	return slices.Compact(out)
}
