// Package video creates videos, takes them through upload and processing,
// lists them to their owner and shares them by link.
package video

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/upload"
	"github.com/reelroom/reelroom/shared/api"
)

// Uploads is what the service needs of the upload endpoint.
type Uploads interface {
	State(ctx context.Context, id string) (upload.State, error)
	Path(ctx context.Context, id, fetchTo string) (string, error)
	LocalPath(id string) (string, bool)
	Remove(ctx context.Context, id string) error
}

// Service is the video use cases.
type Service struct {
	store     Store
	uploads   Uploads
	processor *Processor
	events    Events
	rooms     RoomEvents
	plans     Plans
	now       func() time.Time
}

// New makes a Service; SetUploads must be called before uploads are
// completed or the processor runs.
func New(st Store, p *Processor) *Service {
	p.plans = basicOnly{}
	return &Service{store: st, processor: p, events: noEvents{}, rooms: noEvents{}, plans: basicOnly{}, now: func() time.Time { return time.Now().UTC() }}
}

// SetClock makes the service read the time from now (tests move it).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// SetUploads connects the upload endpoint (which itself needs Claim) to the
// service and its processor.
func (s *Service) SetUploads(u Uploads) {
	s.uploads = u
	s.processor.uploads = u
}

var errNotFound = api.Errorf(api.CodeNotFound, "Video not found")

// owned loads a video the user owns; anyone else's answers as not found.
func (s *Service) owned(ctx context.Context, userID, videoID int64) (domain.Video, error) {
	v, err := s.store.VideoByID(ctx, videoID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && v.UserID != userID) {
		return domain.Video{}, errNotFound
	}
	return v, err
}

// Init creates a video waiting for its bytes.
func (s *Service) Init(ctx context.Context, userID int64, req api.RecordInitRequest) (domain.Video, error) {
	title, err := names.Clean(req.Title, api.MaxVideoTitle)
	if err != nil {
		return domain.Video{}, err
	}
	folderID := req.FolderID
	if req.ChannelID != 0 {
		folderID = 0
		err = s.intoRoom(ctx, userID, req.ChannelID)
	} else {
		err = s.intoFolder(ctx, userID, folderID)
	}
	if err != nil {
		return domain.Video{}, err
	}
	now := s.now()
	v := domain.Video{
		UserID: userID, FolderID: folderID, Title: title, Status: api.VideoLocalUploading,
		CanDownloadShare: true, Version: 1, CreatedAt: now, UpdatedAt: now,
		Client: domain.ClientInfo{
			Client: clip(req.Client, 32), ClientVersion: clip(req.ClientVersion, 32),
			ScreenSize: clip(req.ScreenSize, 32), RecorderVersion: clip(req.RecorderVersion, 32),
		},
	}
	if req.Record {
		// The link is handed out while recording; viewers see it is in progress.
		v.Status, v.Recorded = api.VideoRecordUploading, true
		v.ShareKey, v.ShareScope, v.SharedAt = newShareKey(), api.SharePublic, &now
	}
	if req.ChannelID != 0 {
		v.ChannelID, v.AddedAt = req.ChannelID, &now
	}
	if err := s.CreateWithinPlan(ctx, &v); err != nil {
		return domain.Video{}, err
	}
	if v.ChannelID != 0 {
		s.arrived(ctx, v, userID)
	}
	return v, nil
}

var (
	errRoomNotFound  = api.Errorf(api.CodeNotFound, "Room not found")
	errRoomRecording = api.Errorf(api.CodeForbidden, "Only the workspace's owner and admins can add videos to this room")
)

// intoRoom checks that the user may put a new video into room id: they are
// one of its members, and pass its role check (spec 6, the per-room
// recording check: 'All hands' takes videos from workspace owners and
// admins only, CodeForbidden for the others).
func (s *Service) intoRoom(ctx context.Context, userID, id int64) error {
	c, err := s.store.RoomFacts(ctx, userID, id)
	if errors.Is(err, domain.ErrNotFound) {
		return errRoomNotFound
	}
	if err != nil {
		return err
	}
	switch err := access.Decide(access.Actor{UserID: userID}, access.AddVideo, access.Object{Room: RoomAccess(c)}); {
	case errors.Is(err, domain.ErrForbidden):
		return errRoomRecording
	case err != nil:
		return errRoomNotFound
	}
	return nil
}

// intoFolder checks that the user may put a new video into folder id (0:
// the root): one of their own, outside the trash.
func (s *Service) intoFolder(ctx context.Context, userID, id int64) error {
	if id == 0 {
		return nil
	}
	_, err := s.liveFolder(ctx, userID, id)
	return err
}

// liveFolder is a folder of the user's outside the trash; anything else is
// not found.
func (s *Service) liveFolder(ctx context.Context, userID, id int64) (domain.Folder, error) {
	f, err := s.store.FolderByID(ctx, id)
	if err == nil {
		err = access.Decide(access.Actor{UserID: userID}, access.Manage, access.Object{OwnerID: f.UserID, Trashed: f.TrashedAt != nil})
	}
	if err == nil && f.TrashedAt != nil {
		err = domain.ErrNotFound
	}
	if errors.Is(err, domain.ErrNotFound) {
		return domain.Folder{}, api.Errorf(api.CodeNotFound, "Folder not found")
	}
	return f, err
}

func clip(s string, n int) string {
	s = strings.TrimSpace(s)
	for len(s) > n || !utf8.ValidString(s) {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-max(size, 1)]
	}
	return s
}

// Claim binds a new upload to a video of the user's that has none yet.
func (s *Service) Claim(ctx context.Context, userID, videoID int64, uploadID string) error {
	v, err := s.owned(ctx, userID, videoID)
	if err != nil {
		return err
	}
	if !awaitsBytes(v.Status) {
		return api.Errorf(api.CodeConflict, "This video is not waiting for an upload")
	}
	err = s.store.ClaimUpload(ctx, videoID, uploadID)
	if errors.Is(err, store.ErrConflict) {
		return api.Errorf(api.CodeConflict, "This video already has an upload")
	}
	return err
}

// UploadCreated records the ID the upload store gave an upload claimed as
// claimed (an S3 upload's ID gains its multipart ID).
func (s *Service) UploadCreated(ctx context.Context, claimed, full string) error {
	if claimed == full {
		return nil
	}
	return s.store.ReplaceUploadID(ctx, claimed, full)
}

// UploadOwner is the user who may write to an upload.
func (s *Service) UploadOwner(ctx context.Context, uploadID string) (int64, error) {
	v, err := s.store.VideoByUploadID(ctx, uploadID)
	if errors.Is(err, store.ErrNotFound) {
		return 0, errNotFound
	}
	return v.UserID, err
}

// BytesArrived records that bytes of an upload arrived now: an upload or
// recording that receives none for a day is abandoned.
func (s *Service) BytesArrived(ctx context.Context, uploadID string) error {
	return s.store.UploadActive(ctx, uploadID, s.now())
}

// awaitsBytes reports whether a video's upload or recording is still going.
func awaitsBytes(st api.VideoStatus) bool {
	return st == api.VideoLocalUploading || st == api.VideoRecordUploading
}

// Complete finishes an upload or a recording. A recording that plays as it
// is becomes ok at once, played from its upload while its final file is made;
// anything else is queued for processing. Calling it again changes nothing
// and answers with the video as it is.
func (s *Service) Complete(ctx context.Context, userID, videoID int64) (domain.VideoWithOwner, error) {
	v, err := s.owned(ctx, userID, videoID)
	if err != nil {
		return domain.VideoWithOwner{}, err
	}
	if !awaitsBytes(v.Status) {
		return s.withOwner(ctx, v, userID)
	}
	if v.UploadID == "" {
		return domain.VideoWithOwner{}, api.Errorf(api.CodeUploadIncomplete, "Nothing was uploaded for this video yet")
	}
	st, err := s.uploads.State(ctx, v.UploadID)
	if err != nil {
		return domain.VideoWithOwner{}, fmt.Errorf("video: complete %d: %w", videoID, err)
	}
	if !st.Done() {
		return domain.VideoWithOwner{}, api.Errorf(api.CodeUploadIncomplete, "The upload is not finished: %d bytes received", st.Offset)
	}
	published := v.Status == api.VideoRecordUploading && s.publishAtOnce(ctx, v) == nil
	if !published {
		err = s.startProcessing(ctx, v)
	}
	if err != nil && !errors.Is(err, store.ErrConflict) {
		return domain.VideoWithOwner{}, err
	}
	s.processor.jobs.Kick()
	if v, err = s.store.VideoByID(ctx, videoID); err != nil {
		return domain.VideoWithOwner{}, err
	}
	return s.withOwner(ctx, v, userID)
}

// startProcessing queues the processing of a video whose bytes are all in,
// with its status, in one write.
func (s *Service) startProcessing(ctx context.Context, v domain.Video) error {
	j, err := s.processor.NewJob(v.ID)
	if err != nil {
		return err
	}
	return s.store.StartProcessing(ctx, v.ID, v.Status, &j)
}

// withOwner is v with its owner's public profile, its comment count and
// how many of those reader (0: none) has not read.
func (s *Service) withOwner(ctx context.Context, v domain.Video, reader int64) (domain.VideoWithOwner, error) {
	owner, err := s.store.UserByID(ctx, v.UserID)
	if err != nil {
		return domain.VideoWithOwner{}, err
	}
	counts, err := s.store.CountComments(ctx, reader, []int64{v.ID})
	n := counts[v.ID]
	return domain.VideoWithOwner{Video: v, Owner: owner, Comments: n.Live, Unread: n.Unread}, err
}

// UploadProgress is where an unfinished video's upload stands: its upload ID
// ("" before one was created) and the bytes received.
func (s *Service) UploadProgress(ctx context.Context, userID, videoID int64) (string, int64, error) {
	v, err := s.owned(ctx, userID, videoID)
	if err != nil {
		return "", 0, err
	}
	if !awaitsBytes(v.Status) {
		return "", 0, api.Errorf(api.CodeConflict, "This video is not waiting for an upload")
	}
	if v.UploadID == "" {
		return "", 0, nil
	}
	st, err := s.uploads.State(ctx, v.UploadID)
	if err != nil {
		return "", 0, fmt.Errorf("video: upload progress of %d: %w", videoID, err)
	}
	return v.UploadID, st.Offset, nil
}
