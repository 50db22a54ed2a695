package store

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

type folderModel struct {
	ID               int64 `gorm:"primaryKey"`
	UserID           int64
	Pid              int64
	Name             string
	ShareKey         *string
	ShareEnabled     bool
	CanDownloadShare bool
	SharedAt         *time.Time
	TrashedAt        *time.Time
	TrashRoot        bool
	CreatedAt        time.Time
	UpdatedAt        time.Time
}

func (folderModel) TableName() string { return "folders" }

func toDomainFolder(m folderModel) domain.Folder {
	return domain.Folder{
		ID: m.ID, UserID: m.UserID, Pid: m.Pid, Name: m.Name, ShareKey: deref(m.ShareKey),
		ShareEnabled: m.ShareEnabled, CanDownloadShare: m.CanDownloadShare, SharedAt: m.SharedAt,
		TrashedAt: m.TrashedAt, TrashRoot: m.TrashRoot, CreatedAt: m.CreatedAt, UpdatedAt: m.UpdatedAt,
	}
}

func toFolderModel(f domain.Folder) folderModel {
	return folderModel{
		ID: f.ID, UserID: f.UserID, Pid: f.Pid, Name: f.Name, ShareKey: nullable(f.ShareKey),
		ShareEnabled: f.ShareEnabled, CanDownloadShare: f.CanDownloadShare, SharedAt: f.SharedAt,
		TrashedAt: f.TrashedAt, TrashRoot: f.TrashRoot, CreatedAt: f.CreatedAt, UpdatedAt: f.UpdatedAt,
	}
}

// FolderByID finds a folder, in the trash or not.
func (s *Store) FolderByID(ctx context.Context, id int64) (domain.Folder, error) {
	var m folderModel
	err := s.db.WithContext(ctx).Where("id = ?", id).Take(&m).Error
	return toDomainFolder(m), translate(err, "folder %d", id)
}

// FolderChain is folder id and the folders above it, from the root down
// (the last is id itself); ErrNotFound when id is no folder. Share links of
// the folders above an object reach it, and breadcrumbs are drawn from it.
func (s *Store) FolderChain(ctx context.Context, id int64) ([]domain.Folder, error) {
	var chain []domain.Folder
	for next, hops := id, 0; next != 0; hops++ {
		if hops > maxFolderDepth {
			return nil, fmt.Errorf("store: folder %d: deeper than %d levels", id, maxFolderDepth)
		}
		f, err := s.FolderByID(ctx, next)
		if err != nil {
			return nil, err
		}
		chain = append(chain, f)
		next = f.Pid
	}
	slices.Reverse(chain)
	return chain, nil
}

// maxFolderDepth bounds a chain walk, so a cycle (which moves refuse) could
// never loop forever.
const maxFolderDepth = 1000
