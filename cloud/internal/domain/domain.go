// Package domain holds the types the services work with. The store converts
// its database models to and from them; the HTTP layer converts them to the
// wire types of shared/api.
package domain

import (
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// User is an account.
type User struct {
	ID           int64
	Email        string
	PasswordHash string
	Nickname     string
	Avatar       string
	Phone        string
	Gender       int
	VideoLimit   int // the users.video_limit column, kept but read by nothing: package plan decides every limit
	CreatedAt    time.Time
	UpdatedAt    time.Time

	// E-mail verification (see account/verify.go).
	Locale     string     // language of mail: "en" or "zh-CN"
	VerifiedAt *time.Time // when the e-mail address was proven; nil while unverified
}

// Token is one access/refresh pair of a sign-in. Pairs made by refreshing
// belong to the family of the sign-in they came from.
type Token struct {
	ID               int64
	UserID           int64
	Family           string
	AccessHash       string
	RefreshHash      string
	AccessExpiresAt  time.Time
	RefreshExpiresAt time.Time
	RotatedAt        *time.Time
	RevokedAt        *time.Time
	CreatedAt        time.Time
	SuccessorSealed  string // the pair this one was rotated into, sealed with its refresh token (refresh grace)
}

// Video is a recording or an upload and what processing learned about it.
type Video struct {
	ID               int64
	UserID           int64
	FolderID         int64
	ChannelID        int64      // the room it is in; 0: its owner's My Videos (in FolderID)
	AddedAt          *time.Time // when it arrived in its room (nil in My Videos)
	Title            string
	Status           api.VideoStatus
	UploadID         string
	ShareKey         string
	ShareScope       api.ShareScope
	CanDownloadShare bool
	SharedAt         *time.Time
	DurationMs       int64
	SizeBytes        int64
	Width            int
	Height           int
	HasCover         bool
	Views            int
	Version          int
	FailReason       string
	Client           ClientInfo
	Recorded         bool // made by a recorder while it recorded (see api.RecordInitRequest)
	Interim          bool // ok and played from its upload while the final file is made
	TrashedAt        *time.Time
	TrashRoot        bool  // the user trashed this one (not only a folder above it)
	MediaID          int64 // the video whose stored files this one plays; 0 for its own
	CreatedAt        time.Time
	UpdatedAt        time.Time
}

// FilesID is the video whose stored files this one plays: a saved copy
// plays its original's.
func (v Video) FilesID() int64 {
	if v.MediaID != 0 {
		return v.MediaID
	}
	return v.ID
}

// Folder is one of a user's personal folders; Pid 0 is the root.
type Folder struct {
	ID               int64
	UserID           int64
	Pid              int64
	Name             string
	ShareKey         string
	ShareEnabled     bool
	CanDownloadShare bool
	SharedAt         *time.Time
	TrashedAt        *time.Time
	TrashRoot        bool
	CreatedAt        time.Time
	UpdatedAt        time.Time
}

// ClientInfo is what a recorder or uploader says about itself at init.
type ClientInfo struct {
	Client          string
	ClientVersion   string
	ScreenSize      string
	RecorderVersion string
}

// VideoWithOwner is a video with the uploader's public profile.
type VideoWithOwner struct {
	Video
	Owner    User
	Comments int // live comments on it
	Unread   int // others' live comments the reader has not read (0 without a reader)
}

// MediaInfo is what processing found in a finished upload.
type MediaInfo struct {
	DurationMs int64
	SizeBytes  int64
	Width      int
	Height     int
	HasCover   bool
}

// Handoff is a sign-in handed from the web app to a desktop app: the app's
// check UID (the SHA-256 of a secret only the app holds) bound to the user
// who signed in on the web, redeemable once with a code.
type Handoff struct {
	ID        int64
	CodeHash  string
	CheckUID  string
	UserID    int64
	AppInfo   string
	ExpiresAt time.Time
	// ApprovedAt is set when the person typed the app's user code in the
	// browser; only an approved binding is handed out by polling.
	ApprovedAt *time.Time
	UsedAt     *time.Time
	CreatedAt  time.Time
}

// SignInRequest is a desktop app's registered browser sign-in: its check
// UID, what it says it is, where it asked from, and the hash of the short
// user code it shows the person.
type SignInRequest struct {
	ID           int64
	CheckUID     string
	AppInfo      string
	AppAddress   string
	UserCodeHash string
	CodeAttempts int
	ExpiresAt    time.Time
	CreatedAt    time.Time
}
