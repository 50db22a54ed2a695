package video

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/store"
)

// Job kinds the processor runs on the durable queue (package job), in a
// lane of their own: a long transcode does not hold up mail.
const (
	mediaLane          = "media"
	ProcessKind        = "process-video"          // payload: processPayload
	ExpiredUploadsKind = "remove-expired-uploads" // periodic, no payload
)

const (
	// processAttempts is the first run, one more after an interruption or an
	// error that may pass, and a last claim that gives up (attempt.go).
	processAttempts = 3
	// uploadGrace keeps the upload an interim video was played from after
	// its final file replaced it, for viewers who started on it.
	uploadGrace = time.Hour
	// expiredUploadsEvery is how often kept uploads whose time is up go.
	expiredUploadsEvery = 5 * time.Minute
)

// processPayload names the video a process-video job is for.
type processPayload struct {
	VideoID int64 `json:"video_id"`
}

// Processor turns finished uploads into playable videos. Its work runs on
// the durable job queue, so any instance may do a job, and work interrupted
// by a crash or restart is done again.
type Processor struct {
	store   ProcessorStore
	tools   *media.Toolbox
	blobs   blob.Store
	uploads Uploads
	jobs    *job.Queue
	events  Events
	plans   Plans
	workDir string
}

// NewProcessor works in workDir/{id}-{job}-{token}/ and keeps the results in
// blobs.
func NewProcessor(st ProcessorStore, tools *media.Toolbox, blobs blob.Store, workDir string) *Processor {
	return &Processor{store: st, tools: tools, blobs: blobs, events: noEvents{}, plans: basicOnly{}, workDir: workDir}
}

// Register adds the processor's job kinds to q, which then runs them on
// its clock.
func (p *Processor) Register(q *job.Queue) {
	p.jobs = q
	q.Register(job.Kind{Name: ProcessKind, MaxAttempts: processAttempts, Backoff: 10 * time.Second,
		MaxBackoff: time.Minute, Lane: mediaLane, Handle: p.process})
	q.Register(job.Kind{Name: ExpiredUploadsKind, MaxAttempts: 3, Backoff: time.Minute, MaxBackoff: time.Minute,
		Lane: mediaLane, Every: expiredUploadsEvery, Handle: p.removeExpiredUploads})
}

// NewJob is the process-video job for a video, for the store to write with
// the status change that calls for it (store.StartProcessing).
func (p *Processor) NewJob(videoID int64) (domain.Job, error) {
	return p.jobs.Prepare(ProcessKind, processPayload{VideoID: videoID}, time.Time{})
}

// Holding reports whether a worker may still be writing a video's files: a
// process-video job for it is leased past now.
func (p *Processor) Holding(ctx context.Context, videoID int64, now time.Time) (bool, error) {
	jobs, err := p.store.JobsOfKind(ctx, ProcessKind)
	if err != nil {
		return false, err
	}
	for _, j := range jobs {
		var pl processPayload
		if j.LeaseUntil == nil || !j.LeaseUntil.After(now) || json.Unmarshal(j.Payload, &pl) != nil {
			continue
		}
		if pl.VideoID == videoID {
			return true, nil
		}
	}
	return false, nil
}

// EnqueueMissing gives a job to every video that awaits processing without
// one: videos queued before processing moved onto the job queue. Since then
// a video's status and its job are written together.
func (p *Processor) EnqueueMissing(ctx context.Context) error {
	ids, err := p.store.VideosAwaitingProcessing(ctx)
	if err != nil || len(ids) == 0 {
		return err
	}
	jobs, err := p.store.JobsOfKind(ctx, ProcessKind)
	if err != nil {
		return err
	}
	have := map[int64]bool{}
	for _, j := range jobs {
		if pl, err := parsePayload(j); err == nil {
			have[pl.VideoID] = true
		}
	}
	for _, id := range ids {
		if have[id] {
			continue
		}
		if _, err := p.jobs.Enqueue(ctx, ProcessKind, processPayload{VideoID: id}, time.Time{}); err != nil {
			return fmt.Errorf("video: queue processing of %d: %w", id, err)
		}
		slog.Info("queued processing of a video that had no job", "video_id", id)
	}
	return nil
}

// FileKey is the blob key of one of a video's processed files.
func FileKey(videoID int64, name string) string { return filesPrefix(videoID) + name }

func filesPrefix(videoID int64) string { return "videos/" + strconv.FormatInt(videoID, 10) + "/" }

// fetch makes the upload's bytes a local file, in the work folder if they
// are in a bucket.
func (p *Processor) fetch(ctx context.Context, uploadID, work string) (string, error) {
	if err := os.MkdirAll(work, 0o755); err != nil {
		return "", err
	}
	return p.uploads.Path(ctx, uploadID, filepath.Join(work, "upload"))
}

// keep stores the processed files, the video before its cover.
func (p *Processor) keep(ctx context.Context, id int64, work string, hasCover bool) error {
	names := []string{media.VideoFile}
	if hasCover {
		names = append(names, media.CoverFile)
	}
	for _, name := range names {
		if err := p.blobs.Put(ctx, FileKey(id, name), filepath.Join(work, name)); err != nil {
			return err
		}
	}
	return nil
}

// keepAsIs makes the upload itself the final file of an interim video,
// which was checked to play before it was published.
func (p *Processor) keepAsIs(src, work string, v domain.Video) (media.Result, error) {
	dst := filepath.Join(work, media.VideoFile)
	if err := copyFile(src, dst); err != nil {
		return media.Result{}, err
	}
	return media.Result{DurationMs: v.DurationMs, SizeBytes: v.SizeBytes, Width: v.Width, Height: v.Height}, nil
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// removeExpiredUploads removes the uploads kept for viewers of interim
// videos once their time is up. It is a periodic job; running it twice
// removes nothing twice.
func (p *Processor) removeExpiredUploads(ctx context.Context, _ domain.Job) error {
	expired, err := p.store.ExpiredUploads(ctx, p.jobs.Now())
	if err != nil {
		return err
	}
	var failed error
	for _, e := range expired {
		if err := p.uploads.Remove(ctx, e.UploadID); err != nil {
			failed = errors.Join(failed, fmt.Errorf("remove kept upload of video %d: %w", e.VideoID, err))
			continue
		}
		if err := p.store.ForgetUpload(ctx, e.VideoID, e.UploadID); err != nil && !errors.Is(err, store.ErrConflict) {
			failed = errors.Join(failed, err)
		}
	}
	return failed
}

func (p *Processor) removeUpload(ctx context.Context, v domain.Video) {
	if err := p.uploads.Remove(ctx, v.UploadID); err != nil {
		slog.Warn("remove processed upload", "video_id", v.ID, "err", err)
	}
}

// failReason is what the owner reads about a failed video (spec 8 wording).
func failReason(err error) string {
	switch {
	case errors.Is(err, media.ErrFormat):
		return "Wrong format"
	case errors.Is(err, media.ErrTooManyPels):
		return "Invalid video: the picture is larger than 8K"
	case errors.Is(err, media.ErrNoVideo):
		return "Invalid video: the file has sound but no picture"
	case errors.Is(err, media.ErrTruncated):
		return "Invalid video: the file is incomplete"
	case errors.Is(err, media.ErrUnreadable):
		return "Invalid video"
	}
	return "Processing failed"
}

// refused reports whether err is the file's fault, which no retry mends.
func refused(err error) bool {
	return failReason(err) != "Processing failed"
}
