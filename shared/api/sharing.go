package api

// Sharing by link (spec sections 2, 6, 7). A video's or a folder's share key
// is 128 random bits; a folder's key opens everything below it. A revoked
// key answers CodeNotFound at once and is never handed out again; sharing
// again makes a new key. Turning a folder's sharing off (ShareEnabled false)
// keeps its key but answers CodeShareClosed, the spec's 403 view. When the
// author turns off saving and download (can_download_share false), fork and
// download by viewers answer CodeShareClosed (spec 8, -403).

// Share is one link to a video: the data of each entry of
// GET /api/video/share/list/{id} and of PUT /api/video/share/update/{id}.
type Share struct {
	ShareKey         string     `json:"share_key"`
	Scope            ShareScope `json:"scope"`
	CanDownloadShare bool       `json:"can_download_share"`
	SharedAt         string     `json:"shared_at"`
	Views            int        `json:"views"`
}

// ShareList is the data of GET /api/video/share/list/{id} (owner only):
// the video's live links, none when it is not shared.
type ShareList struct {
	Shares []Share `json:"shares"`
}

// ShareUpdateRequest is the body of PUT /api/video/share/update/{id} (owner
// only); fields left out keep their value.
type ShareUpdateRequest struct {
	Scope            *ShareScope `json:"scope,omitempty"`
	CanDownloadShare *bool       `json:"can_download_share,omitempty"`
}

// VideoForkRequest is the body of POST /api/video/fork: save a copy of a
// video opened by a share key (the video's own, or that of a shared folder
// above it) into the caller's My Videos, in FolderID (0: the root). The copy
// counts toward the caller's plan (CodeVideoLimit) and uses the same stored
// files, no byte copied. The answer is the new video.
type VideoForkRequest struct {
	VideoID  int64  `json:"video_id"`
	ShareKey string `json:"share_key"`
	FolderID int64  `json:"folder_id"`
}

// FolderShare is the data of PUT /api/folder/share/create/{id} and
// PUT /api/folder/share/update/{id} (owner only). Create keeps the key of a
// folder already shared.
type FolderShare struct {
	ShareKey         string `json:"share_key"`
	CanDownloadShare bool   `json:"can_download_share"`
	ShareEnabled     bool   `json:"share_enabled"`
}

// FolderShareUpdateRequest is the body of PUT /api/folder/share/update/{id};
// fields left out keep their value. PUT /api/folder/share/revoke/{id} has no
// body: it deletes the key.
type FolderShareUpdateRequest struct {
	CanDownloadShare *bool `json:"can_download_share,omitempty"`
	ShareEnabled     *bool `json:"share_enabled,omitempty"`
}

// SharedFolder is the data of GET /api/folder/share/detail/{id}?share_key=,
// for anyone, signed in or not: folder id is the shared folder or one below
// it, share_key the shared folder's key. Breadcrumb runs from the shared
// folder down to this one. Videos carry play URLs but no share keys; a
// visitor opens one with GET /api/video/detail/{id}?share_key= (the
// folder's key). Owner is who shared it.
type SharedFolder struct {
	Folder     Folder        `json:"folder"`
	Breadcrumb []FolderCrumb `json:"breadcrumb"`
	Folders    []Folder      `json:"folders"`
	Videos     []Video       `json:"videos"`
	Owner      VideoUser     `json:"owner"`
}

// FolderForkRequest is the body of POST /api/folder/fork: copy a shared
// folder, its subfolders and videos, into the caller's My Videos root (a
// taken name becomes "name (n)"). The videos count toward the caller's plan:
// all are copied or none (CodeVideoLimit). The answer is the new folder.
type FolderForkRequest struct {
	FolderID int64  `json:"folder_id"`
	ShareKey string `json:"share_key"`
}

// OEmbed is the answer of GET /api/oembed?url=&format=json&maxwidth=&maxheight=
// (oEmbed 1.0, type "video"), for a share page URL of this service whose
// video is viewable through the link; anything else answers 404 with no
// body (format other than json: 501). It is not wrapped in the envelope:
// chat tools read it as the oEmbed specification writes it. HTML is an
// <iframe> of /iframePlayer for that video and key.
type OEmbed struct {
	Type            string `json:"type"`    // "video"
	Version         string `json:"version"` // "1.0"
	Title           string `json:"title"`
	AuthorName      string `json:"author_name"`
	ProviderName    string `json:"provider_name"` // "Reelroom"
	ProviderURL     string `json:"provider_url"`
	ThumbnailURL    string `json:"thumbnail_url,omitempty"`
	ThumbnailWidth  int    `json:"thumbnail_width,omitempty"`
	ThumbnailHeight int    `json:"thumbnail_height,omitempty"`
	HTML            string `json:"html"`
	Width           int    `json:"width"`
	Height          int    `json:"height"`
	Duration        int64  `json:"duration"` // seconds, rounded up
}
