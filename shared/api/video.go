package api

// VideoStatus is a video's processing state (spec section 4).
type VideoStatus int

const (
	VideoOK              VideoStatus = 1
	VideoRecording       VideoStatus = 2
	VideoBackWorking     VideoStatus = 3
	VideoFail            VideoStatus = -1 // visible to its owner only
	VideoLocalUploading  VideoStatus = 4
	VideoProcessing      VideoStatus = 5
	VideoRecordUploading VideoStatus = 21
)

// VideoUser is the uploader shown with a video.
type VideoUser struct {
	ID       int64  `json:"id"`
	Nickname string `json:"nickname"`
	Avatar   string `json:"avatar"`
}

// Video is a video as clients see it (spec section 3). Times are RFC 3339;
// duration is in milliseconds. URLs are signed and work without a token.
type Video struct {
	ID               int64       `json:"id"`
	Name             string      `json:"name"`
	Title            string      `json:"title"`
	Status           VideoStatus `json:"status"`
	FailReason       string      `json:"fail_reason"` // why status is -1, for the owner
	ShareKey         string      `json:"share_key"`
	CanDownloadShare bool        `json:"can_download_share"`
	// CanDownload says whether the caller may download the MP4 (spec 1, 6),
	// told by the video's detail: the owner always; anyone else when the
	// author allows it (can_download_share) and the author's plan has
	// MP4 download (Premium). Saving a copy follows can_download_share alone.
	CanDownload bool      `json:"can_download"`
	HasShared   bool      `json:"has_shared"`
	Comments    int       `json:"comments"`
	Unread      int       `json:"unread"`
	User        VideoUser `json:"user"`
	Version     int       `json:"version"`
	DownloadURL string    `json:"download_url"`
	PlayURL     string    `json:"play_url"`
	Cover       string    `json:"cover"`
	Duration    int64     `json:"duration"`
	Width       int       `json:"width"`
	Height      int       `json:"height"`
	Size        int64     `json:"size"`
	Views       int       `json:"views"`
	SharedAt    *string   `json:"shared_at" tstype:"string | null,required"`
	CreatedAt   string    `json:"created_at"`
	UpdatedAt   string    `json:"updated_at"`
	Pid         int64     `json:"pid"`
	ChannelID   int64     `json:"channel_id"`           // the room it is in; 0 in My Videos
	TrashedAt   *string   `json:"trashed_at,omitempty"` // in the trash since (trash listing only)
	EraseAt     *string   `json:"erase_at,omitempty"`   // erased for good at (trash listing only)
	ItemType    string    `json:"itemType"`             // always "video"
}

// RecordInitRequest is the body of POST /api/v2/record/local/init: it creates
// a video and says where to send its bytes.
type RecordInitRequest struct {
	Title    string `json:"title"`
	FolderID int64  `json:"folder_id"`
	// ChannelID, when not 0, records or uploads straight into that room
	// (the recorder's location payload, spec 3): the caller must be a
	// member allowed to record there (spec 6); FolderID is then ignored.
	ChannelID       int64  `json:"channel_id"`
	Client          string `json:"client"`
	ClientVersion   string `json:"client_version"`
	ScreenSize      string `json:"screen_size"`
	RecorderVersion string `json:"recorder_version"`
	// Record is true for a recording whose bytes stream in while it is made:
	// the video starts in status record_uploading (21), its upload's length
	// is declared at stop, and its share link works from the start.
	Record bool `json:"record"`
}

// RecordInitResponse says which video was created and the tus creation
// endpoint to POST the upload to (with metadata video_id).
type RecordInitResponse struct {
	VideoID   int64  `json:"video_id"`
	UploadURL string `json:"upload_url"`
	ShareKey  string `json:"share_key"` // set for recordings: the public link exists at once
}

// RecordDiscardRequest is the body of POST /api/v2/record/local/discard: it
// deletes a video whose recording or upload never finished, with its bytes.
type RecordDiscardRequest struct {
	VideoID int64 `json:"video_id"`
}

// RecordCompleteRequest is the body of POST /api/v2/record/local/complete.
type RecordCompleteRequest struct {
	VideoID int64 `json:"video_id"`
}

// VideoRenameRequest is the body of PUT /api/video/rename: the title is
// trimmed and must be 1 to MaxVideoTitle characters.
type VideoRenameRequest struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// ShareScope is who a share link opens to.
type ShareScope string

const (
	ShareChannel ShareScope = "channel"
	ShareTeam    ShareScope = "team"
	SharePublic  ShareScope = "public"
)

// ShareCreateResponse is the data of GET /api/video/share/create/{id}.
type ShareCreateResponse struct {
	ShareKey string     `json:"share_key"`
	Scope    ShareScope `json:"scope"`
}

// VideoDownload is the data of GET /api/video/download/{id}: a signed URL
// whose response is the MP4 as an attachment named FileName.
type VideoDownload struct {
	URL      string `json:"url"`
	FileName string `json:"file_name"`
}

// RecordCredentialsRequest is the body of POST /api/v2/record/credentials.
type RecordCredentialsRequest struct {
	VideoID int64 `json:"video_id"`
}

// RecordCredentials says where a video's bytes go and how far they got, so a
// client that lost its state (a crash, a reload) can resume.
type RecordCredentials struct {
	Storage   string `json:"storage"`    // where the bytes end up, "local" or "s3"; they always go by tus to this server
	UploadURL string `json:"upload_url"` // tus creation endpoint
	Location  string `json:"location"`   // this video's upload, once created; resume here
	Offset    int64  `json:"offset"`     // bytes the server has
}
