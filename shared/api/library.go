package api

// The personal library (spec sections 2-7): folders, moving, trash, search,
// capacity. Every call needs a signed-in user and acts on that user's own
// items only; anyone else's folder or video answers CodeNotFound.

// Folder is a folder as clients see it (spec section 3). Pid 0 is the root
// of My Videos. SubFolders and Videos count the folder's direct children that
// are not in the trash.
type Folder struct {
	ID               int64   `json:"id"`
	Name             string  `json:"name"`
	Pid              int64   `json:"pid"`
	ShareKey         string  `json:"share_key"` // "" while not shared; only its owner sees it
	CanDownloadShare bool    `json:"can_download_share"`
	HasShared        bool    `json:"has_shared"`
	ShareEnabled     bool    `json:"share_enabled"` // false: the link is kept but answers CodeShareClosed
	SubFolders       int     `json:"sub_folders"`
	Videos           int     `json:"videos"`
	CreatedAt        string  `json:"created_at"`
	UpdatedAt        string  `json:"updated_at"`
	TrashedAt        *string `json:"trashed_at,omitempty"` // in the trash since (trash listing only)
	EraseAt          *string `json:"erase_at,omitempty"`   // erased for good at (trash listing only)
	ItemType         string  `json:"itemType"`             // always "folder"
}

// FolderCrumb is one step of a breadcrumb, from the root down. The root
// itself (the spec's 'all' crumb, id 0) is not listed: clients draw it.
type FolderCrumb struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// MaxFolderName is the longest folder name, in characters.
const MaxFolderName = 80

// FolderCreateRequest is the body of POST /api/folder/create. The name is
// trimmed, 1 to MaxFolderName characters with a visible one, and unique
// among the folders of the same parent (CodeNameTaken).
type FolderCreateRequest struct {
	Name string `json:"name"`
	Pid  int64  `json:"pid"`
}

// FolderRenameRequest is the body of PUT /api/folder/rename; the name rules
// of FolderCreateRequest apply.
type FolderRenameRequest struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// FolderAll is the data of GET /api/folder/all: every folder of the user's
// that is not in the trash, parents before children, for the move picker.
type FolderAll struct {
	Folders []Folder `json:"folders"`
}

// Items names folders and videos acted on together: the body of
// DELETE /api/items/trash (into the trash), PUT /api/items/restore (back
// where they were, or to the root when that folder is gone) and
// DELETE /api/items/erase (for good, from the trash only).
type Items struct {
	Folders []int64 `json:"folders"`
	Videos  []int64 `json:"videos"`
}

// ItemsMoveRequest is the body of PUT /api/items/move. Target 0 is the root.
// Drop rules (spec 5): a folder cannot go into itself, a descendant or its
// current parent, and a video cannot go into its current folder
// (CodeBadMove). A moved folder whose name is taken in the target becomes
// "name (n)", counting up from 1. Nothing moves unless everything can.
type ItemsMoveRequest struct {
	Folders []int64 `json:"folders"`
	Videos  []int64 `json:"videos"`
	Target  int64   `json:"target"`
}

// ItemsMoved is the data of PUT /api/items/move: the moved folders with the
// names they have now.
type ItemsMoved struct {
	Folders []Folder `json:"folders"`
}

// FolderList is the data of GET /api/video/list/{pid}: the folder's
// subfolders first, then its videos, each in the order asked with _sort
// (created_at:desc by default, created_at:asc, title:asc, title:desc); with
// the breadcrumb down to pid (empty at the root). A trashed or unknown
// folder answers CodeNotFound.
type FolderList struct {
	Folder     *Folder       `json:"folder" tstype:"Folder | null,required"` // null at the root
	Breadcrumb []FolderCrumb `json:"breadcrumb"`
	Folders    []Folder      `json:"folders"`
	Videos     []Video       `json:"videos"`
}

// TrashList is the data of GET /api/items/trash: what the user put in the
// trash (a trashed folder's contents go with it and are not listed apart),
// newest first. Each item carries trashed_at and erase_at.
type TrashList struct {
	Folders []Folder `json:"folders"`
	Videos  []Video  `json:"videos"`
}

// TrashDays is how long an item stays in the trash before it is erased.
const TrashDays = 3

// SearchPageSize is the number of videos a search page holds (spec 9).
const SearchPageSize = 20

// VideoSearch is the data of GET /api/video/search?q=&page=: the user's
// videos outside the trash whose title holds q (case-insensitive), newest
// first, SearchPageSize to a page from page 1, with the total match count.
type VideoSearch struct {
	Videos []Video `json:"videos"`
	Total  int     `json:"total"`
	Page   int     `json:"page"`
}

// Capacity is the data of GET /api/video/capacity (spec's spelling kept).
// Used counts the videos that hold a place: not failed, not in the trash,
// not an abandoned upload. Upper is Unlimited (-1) for Premium.
type Capacity struct {
	UsedCapacaty  int `json:"used_capacaty"`
	UpperCapacity int `json:"upper_capacity"`
}
