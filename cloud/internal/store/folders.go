package store

import (
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
