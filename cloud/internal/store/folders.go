package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"gorm.io/gorm"

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

// FolderSort orders a folder list.
type FolderSort struct {
	ByName bool // by name, else by creation
	Desc   bool
}

func (o FolderSort) clause() string {
	col, dir := "created_at", ""
	if o.ByName {
		col = "name"
	}
	if o.Desc {
		dir = " DESC"
	}
	return col + dir + ", id" + dir
}

// CreateFolder inserts f and sets its ID; ErrNameTaken when a live folder
// of the same parent has its name.
func (s *Store) CreateFolder(ctx context.Context, f *domain.Folder) error {
	m := toFolderModel(*f)
	if err := s.db.WithContext(ctx).Create(&m).Error; err != nil {
		return nameTaken(translate(err, "create folder %q", f.Name))
	}
	*f = toDomainFolder(m)
	return nil
}

// RenameFolder names a live folder of the user's; ErrNameTaken when a
// sibling has the name, ErrNotFound when there is no such live folder.
func (s *Store) RenameFolder(ctx context.Context, userID, id int64, name string, now time.Time) error {
	res := s.db.WithContext(ctx).Model(&folderModel{}).
		Where("id = ? AND user_id = ? AND trashed_at IS NULL", id, userID).
		Updates(map[string]any{"name": name, "updated_at": now})
	if res.Error != nil {
		return nameTaken(translate(res.Error, "rename folder %d", id))
	}
	if res.RowsAffected == 0 {
		return translate(ErrNotFound, "rename folder %d", id)
	}
	return nil
}

// nameTaken turns the unique index on live folder names into ErrNameTaken.
func nameTaken(err error) error {
	if errors.Is(err, ErrConflict) {
		return fmt.Errorf("%w: %w", domain.ErrNameTaken, err)
	}
	return err
}

// AllLiveFolders lists every folder of the user's that is not in the trash,
// in creation order.
func (s *Store) AllLiveFolders(ctx context.Context, userID int64) ([]domain.Folder, error) {
	var ms []folderModel
	err := s.db.WithContext(ctx).Where("user_id = ? AND trashed_at IS NULL", userID).Order("id").Find(&ms).Error
	return toDomainFolders(ms), translate(err, "folders of user %d", userID)
}

// LiveNames are the names of the live folders of the user's in pid.
func (s *Store) LiveNames(ctx context.Context, userID, pid int64) (map[string]bool, error) {
	return liveNames(s.db.WithContext(ctx), userID, pid)
}

func liveNames(db *gorm.DB, userID, pid int64) (map[string]bool, error) {
	var names []string
	err := db.Model(&folderModel{}).Where("user_id = ? AND pid = ? AND trashed_at IS NULL", userID, pid).
		Pluck("name", &names).Error
	out := make(map[string]bool, len(names))
	for _, n := range names {
		out[n] = true
	}
	return out, translate(err, "folder names of user %d in %d", userID, pid)
}

// Children counts the live subfolders and videos directly in each folder of
// ids.
type Children struct{ Folders, Videos int }

// CountChildren counts what each folder of ids holds directly, outside the
// trash.
func (s *Store) CountChildren(ctx context.Context, userID int64, ids []int64) (map[int64]Children, error) {
	out := make(map[int64]Children, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	type row struct {
		Parent int64
		N      int
	}
	var fs, vs []row
	db := s.db.WithContext(ctx)
	err := db.Model(&folderModel{}).Select("pid AS parent, COUNT(*) AS n").
		Where("user_id = ? AND pid IN ? AND trashed_at IS NULL", userID, ids).Group("pid").Scan(&fs).Error
	if err == nil {
		err = db.Model(&videoModel{}).Select("folder_id AS parent, COUNT(*) AS n").
			Where("user_id = ? AND folder_id IN ? AND channel_id = 0", userID, ids).Where(live).Group("folder_id").Scan(&vs).Error
	}
	for _, r := range fs {
		c := out[r.Parent]
		c.Folders = r.N
		out[r.Parent] = c
	}
	for _, r := range vs {
		c := out[r.Parent]
		c.Videos = r.N
		out[r.Parent] = c
	}
	return out, translate(err, "count folder contents")
}

func toDomainFolders(ms []folderModel) []domain.Folder {
	out := make([]domain.Folder, len(ms))
	for i, m := range ms {
		out[i] = toDomainFolder(m)
	}
	return out
}
