package library

import (
	"context"
	"fmt"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/shared/api"
)

// TrashTime is how long an item stays in the trash.
const TrashTime = api.TrashDays * 24 * time.Hour

// Trash puts the user's items into the trash, folders with their contents.
func (s *Service) Trash(ctx context.Context, userID int64, req api.Items) error {
	items, err := nonEmpty(req)
	if err != nil {
		return err
	}
	if err := s.decide(ctx, userID, items); err != nil {
		return err
	}
	// A room video trashed by its author leaves its room.
	rooms, err := s.store.VideoRooms(ctx, userID, items.Videos)
	if err != nil {
		return err
	}
	if err := s.store.TrashItems(ctx, userID, items.Folders, items.Videos, s.now().Truncate(time.Microsecond)); err != nil {
		return err
	}
	for _, r := range rooms {
		s.rooms.VideoRemoved(ctx, r.ChannelID, r.VideoID)
	}
	return nil
}

// decide asks access.Decide whether the user may manage every item.
func (s *Service) decide(ctx context.Context, userID int64, items api.Items) error {
	for _, id := range items.Folders {
		f, err := s.store.FolderByID(ctx, id)
		if err == nil {
			err = access.Decide(actor(userID), access.Manage, folderObject(f))
		}
		if err != nil {
			return fmt.Errorf("library: folder %d: %w", id, err)
		}
	}
	for _, id := range items.Videos {
		v, err := s.store.VideoByID(ctx, id)
		if err == nil {
			err = access.Decide(actor(userID), access.Manage, videoObject(v))
		}
		if err != nil {
			return fmt.Errorf("library: video %d: %w", id, err)
		}
	}
	return nil
}

// TrashList is what the user put in the trash, newest first.
func (s *Service) TrashList(ctx context.Context, userID int64) ([]FolderView, []domain.VideoWithOwner, error) {
	fs, vs, err := s.store.TrashRoots(ctx, userID)
	if err != nil {
		return nil, nil, err
	}
	views, err := s.views(ctx, userID, fs)
	if err != nil {
		return nil, nil, err
	}
	owned, err := s.withOwner(ctx, userID, vs)
	return views, owned, err
}

// Restore takes trashed items back where they were.
func (s *Service) Restore(ctx context.Context, userID int64, req api.Items) error {
	items, err := nonEmpty(req)
	if err != nil {
		return err
	}
	if err := s.decide(ctx, userID, items); err != nil {
		return err
	}
	number := func(name string, taken func(string) bool) string {
		return names.Numbered(name, api.MaxFolderName, taken)
	}
	return s.store.RestoreItems(ctx, userID, items.Folders, items.Videos, number, s.now())
}

// Erase erases trashed items for good: they leave the trash at once, and the
// purge removes their videos and files.
func (s *Service) Erase(ctx context.Context, userID int64, req api.Items) error {
	items, err := nonEmpty(req)
	if err != nil {
		return err
	}
	if err := s.decide(ctx, userID, items); err != nil {
		return err
	}
	ids, err := s.store.EraseItems(ctx, userID, items.Folders, items.Videos)
	if err != nil {
		return err
	}
	return s.purger.Enqueue(ctx, ids)
}

// Empty erases everything in the user's trash.
func (s *Service) Empty(ctx context.Context, userID int64) error {
	ids, err := s.store.EmptyTrash(ctx, userID)
	if err != nil {
		return err
	}
	return s.purger.Enqueue(ctx, ids)
}
