package library

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/upload"
)

// Job kinds: PurgeKind removes videos marked erasing with their files;
// SweepKind, every SweepEvery, erases expired trash and abandoned uploads.
const (
	PurgeKind  = "library.purge"
	SweepKind  = "library.sweep"
	SweepEvery = 10 * time.Minute
)

// PurgeStore is what the purge needs of the database.
type PurgeStore interface {
	ErasingVideo(ctx context.Context, id int64) (domain.Video, error)
	ErasingVideos(ctx context.Context, after int64, limit int) ([]domain.Video, error)
	FilesPlayedByOthers(ctx context.Context, filesID, except int64) (bool, error)
	ForgetUpload(ctx context.Context, videoID int64, uploadID string) error
	DeleteErasingVideo(ctx context.Context, id int64) error
	EraseExpired(ctx context.Context, cutoff time.Time) ([]int64, error)
	MarkAbandoned(ctx context.Context, cutoff time.Time) ([]int64, error)
}

// Processing tells whether a processing worker may still be writing a
// video's files (video.Processor).
type Processing interface {
	Holding(ctx context.Context, videoID int64, now time.Time) (bool, error)
}

// Files are the stored files of videos.
type Files interface {
	Delete(ctx context.Context, prefix string) error
}

// Uploads are the bytes received for uploads.
type Uploads interface {
	Remove(ctx context.Context, id string) error
	State(ctx context.Context, id string) (upload.State, error)
}

// Purger erases videos for good on the job queue.
type Purger struct {
	store      PurgeStore
	files      Files
	uploads    Uploads
	jobs       *job.Queue
	processing Processing
	filesKey   func(filesID int64) string // the prefix of a video's stored files
	AfterFile  func(videoID int64)        // called once a video's files are gone (tests)
	rooms      RoomEvents
}

// SetRoomEvents makes the purger tell e of room videos it erases (an
// abandoned recording in a room, an erased account's).
func (p *Purger) SetRoomEvents(e RoomEvents) { p.rooms = e }

// NewPurger makes a purger; prefix names the stored files of a video.
func NewPurger(st PurgeStore, files Files, uploads Uploads, jobs *job.Queue, processing Processing, prefix func(int64) string) *Purger {
	return &Purger{store: st, files: files, uploads: uploads, jobs: jobs, processing: processing, filesKey: prefix,
		rooms: noRoomEvents{}}
}

type purgePayload struct {
	Videos []int64 `json:"videos"`
}

// Kinds are the job kinds to register with the queue.
func (p *Purger) Kinds() []job.Kind {
	return []job.Kind{
		{Name: PurgeKind, MaxAttempts: 10, Backoff: 30 * time.Second, MaxBackoff: 30 * time.Minute, Handle: p.handlePurge},
		{Name: SweepKind, MaxAttempts: 3, Backoff: time.Minute, MaxBackoff: 5 * time.Minute, Every: SweepEvery, Handle: p.handleSweep},
	}
}

// Enqueue queues the purge of videos marked erasing.
func (p *Purger) Enqueue(ctx context.Context, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := p.jobs.Enqueue(ctx, PurgeKind, purgePayload{Videos: ids}, time.Time{})
	return err
}

func (p *Purger) handlePurge(ctx context.Context, j domain.Job) error {
	var pl purgePayload
	if err := json.Unmarshal(j.Payload, &pl); err != nil {
		return job.Permanent(fmt.Errorf("purge: payload: %w", err))
	}
	for _, id := range pl.Videos {
		if err := p.purge(ctx, id); err != nil {
			return err
		}
	}
	return nil
}

// purge removes one video marked erasing: its upload, its stored files when
// no other video plays them, then its row. Each step may be repeated, so a
// purge cut short anywhere finishes when run again.
func (p *Purger) purge(ctx context.Context, id int64) error {
	v, err := p.store.ErasingVideo(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return nil // purged already
	}
	if err != nil {
		return err
	}
	held, err := p.processing.Holding(ctx, id, p.jobs.Now().UTC())
	if err != nil {
		return err
	}
	if held { // a worker may still write its files: wait until it lets go
		return fmt.Errorf("purge: video %d is being processed", id)
	}
	if v.UploadID != "" {
		if err := p.removeUpload(ctx, v); err != nil {
			return err
		}
	}
	shared, err := p.store.FilesPlayedByOthers(ctx, v.FilesID(), v.ID)
	if err != nil {
		return err
	}
	if !shared {
		if err := p.files.Delete(ctx, p.filesKey(v.FilesID())); err != nil {
			return fmt.Errorf("purge: files of video %d: %w", id, err)
		}
	}
	if p.AfterFile != nil {
		p.AfterFile(id)
	}
	if err := p.store.DeleteErasingVideo(ctx, id); err != nil {
		return err
	}
	if v.ChannelID != 0 {
		p.rooms.VideoRemoved(ctx, v.ChannelID, v.ID)
	}
	return nil
}

// removeUpload removes a video's upload bytes and forgets them; bytes gone
// already (a purge cut short) are no error.
func (p *Purger) removeUpload(ctx context.Context, v domain.Video) error {
	if err := p.uploads.Remove(ctx, v.UploadID); err != nil {
		if _, serr := p.uploads.State(ctx, v.UploadID); serr == nil {
			return fmt.Errorf("purge: upload of video %d: %w", v.ID, err)
		}
		slog.Info("purge: upload gone already", "video_id", v.ID, "err", err)
	}
	err := p.store.ForgetUpload(ctx, v.ID, v.UploadID)
	if errors.Is(err, domain.ErrConflict) || errors.Is(err, domain.ErrNotFound) {
		return nil
	}
	return err
}

// handleSweep erases what has been in the trash for TrashTime and uploads
// abandoned for store.AbandonAfter, purges every video marked erasing
// (those whose purge job was never queued too), and queues the next sweep.
func (p *Purger) handleSweep(ctx context.Context, j domain.Job) error {
	now := p.jobs.Now().UTC()
	if _, err := p.store.EraseExpired(ctx, now.Add(-TrashTime)); err != nil {
		return err
	}
	if _, err := p.store.MarkAbandoned(ctx, now.Add(-store.AbandonAfter)); err != nil {
		return err
	}
	var failed error
	for after := int64(0); ; {
		vs, err := p.store.ErasingVideos(ctx, after, 100)
		if err != nil {
			return err
		}
		for _, v := range vs {
			if err := p.purge(ctx, v.ID); err != nil {
				failed = err // the next sweep tries it again
				slog.Warn("purge", "video_id", v.ID, "err", err)
			}
			after = v.ID
		}
		if len(vs) < 100 {
			if failed != nil {
				slog.Info("sweep left videos to purge later", "last_err", failed)
			}
			return nil
		}
	}
}
