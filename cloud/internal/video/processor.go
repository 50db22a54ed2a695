package video

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/store"
)

// Queue timing: a worker holds a job for leaseTTL and renews it every
// leaseTTL/3, so a job whose worker died is free again within leaseTTL.
const (
	leaseTTL    = 15 * time.Second
	pollEvery   = 5 * time.Second
	maxAttempts = 2 // the first run and one more after an interruption
	// uploadGrace keeps the upload an interim video was played from after
	// its final file replaced it, for viewers who started on it.
	uploadGrace = time.Hour
)

// Processor turns finished uploads into playable videos, one at a time. The
// videos table is its queue (see store.ClaimProcessing), so any instance
// may do a job and work interrupted by a crash or restart is done again.
type Processor struct {
	store   *store.Store
	tools   *media.Toolbox
	blobs   blob.Store
	uploads Uploads
	workDir string
	kick    chan struct{}
	wg      sync.WaitGroup
	now     func() time.Time
}

// NewProcessor works in workDir/{id}/ and keeps the results in blobs.
func NewProcessor(st *store.Store, tools *media.Toolbox, blobs blob.Store, workDir string) *Processor {
	return &Processor{store: st, tools: tools, blobs: blobs, workDir: workDir, kick: make(chan struct{}, 1),
		now: func() time.Time { return time.Now().UTC() }}
}

// FileKey is the blob key of one of a video's processed files.
func FileKey(videoID int64, name string) string { return filesPrefix(videoID) + name }

func filesPrefix(videoID int64) string { return "videos/" + strconv.FormatInt(videoID, 10) + "/" }

// Kick wakes the processor for new work.
func (p *Processor) Kick() {
	select {
	case p.kick <- struct{}{}:
	default:
	}
}

// Run works until ctx ends; Wait waits for the last job to stop.
func (p *Processor) Run(ctx context.Context) {
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		tick := time.NewTicker(pollEvery)
		defer tick.Stop()
		for {
			p.drain(ctx)
			select {
			case <-ctx.Done():
				return
			case <-p.kick:
			case <-tick.C:
			}
		}
	}()
}

// Wait blocks until Run's worker has stopped.
func (p *Processor) Wait() { p.wg.Wait() }

func (p *Processor) drain(ctx context.Context) {
	p.removeExpiredUploads(ctx)
	for ctx.Err() == nil {
		ids, err := p.store.VideosToProcess(ctx, p.now())
		if err != nil {
			if ctx.Err() == nil {
				slog.Error("list videos to process", "err", err)
			}
			return
		}
		if len(ids) == 0 {
			return
		}
		for _, id := range ids {
			if ctx.Err() != nil {
				return
			}
			p.claimAndProcess(ctx, id)
		}
	}
}

// job is one claimed attempt at a video.
type job struct {
	id    int64
	token string
	work  string // this attempt's own folder
}

func (p *Processor) claimAndProcess(ctx context.Context, id int64) {
	j := job{id: id, token: newToken()}
	j.work = filepath.Join(p.workDir, strconv.FormatInt(id, 10)+"-"+j.token)
	attempt, err := p.store.ClaimProcessing(ctx, id, j.token, p.now(), p.now().Add(leaseTTL))
	if errors.Is(err, store.ErrConflict) {
		return // another worker has it
	}
	if err != nil {
		slog.Error("claim video", "video_id", id, "err", err)
		return
	}
	v, err := p.store.VideoByID(ctx, id)
	if err != nil {
		slog.Error("load video to process", "video_id", id, "err", err)
		return
	}
	tooOften := attempt > maxAttempts
	if tooOften && !v.Interim {
		slog.Warn("video processing was interrupted too often", "video_id", id, "attempts", attempt-1)
		p.fail(ctx, j, v, "Processing failed")
		return
	}
	// Folders of earlier attempts at this video are no one's any more.
	stale, _ := filepath.Glob(filepath.Join(p.workDir, strconv.FormatInt(id, 10)+"-*"))
	for _, dir := range stale {
		os.RemoveAll(dir)
	}
	defer os.RemoveAll(j.work)
	jobCtx, stopJob := context.WithCancel(ctx)
	go p.keepLease(jobCtx, stopJob, j)
	start := time.Now()
	var res media.Result
	src, err := p.fetch(jobCtx, v.UploadID, j.work)
	switch {
	case err != nil:
	case tooOften:
		err = errors.New("interrupted too often")
	default:
		if v.Recorded {
			res, err = p.tools.ProcessRecording(jobCtx, src, j.work)
		} else {
			res, err = p.tools.Process(jobCtx, src, j.work)
		}
	}
	if err != nil && v.Interim && jobCtx.Err() == nil {
		// It already plays as it is: keep it so rather than fail a video people watch.
		slog.Warn("final file of an interim video failed; keeping the recording as it is", "video_id", id, "err", err)
		res, err = p.keepAsIs(src, j.work, v)
	}
	if err == nil {
		err = p.keep(jobCtx, id, j.work, res.HasCover)
	}
	lost := jobCtx.Err() != nil && ctx.Err() == nil
	stopJob()
	switch {
	case ctx.Err() != nil:
		p.release(j) // shutting down: give the job back for the next start
		return
	case lost:
		slog.Warn("processing lease lost; another worker has the video", "video_id", id)
		return
	case err != nil:
		slog.Warn("video processing failed", "video_id", id, "err", err)
		p.fail(ctx, j, v, failReason(err))
		return
	}
	info := domain.MediaInfo{DurationMs: res.DurationMs, SizeBytes: res.SizeBytes,
		Width: res.Width, Height: res.Height, HasCover: res.HasCover}
	var keepUpload time.Time
	if v.Interim {
		keepUpload = p.now().Add(uploadGrace)
	}
	if err := p.store.FinishProcessing(ctx, id, j.token, info, keepUpload); err != nil {
		slog.Error("mark video ok", "video_id", id, "err", err)
		return
	}
	if !v.Interim {
		p.removeUpload(ctx, v)
	}
	slog.Info("video processed", "video_id", id, "attempt", attempt, "duration_ms", res.DurationMs,
		"transcoded", res.Transcoded, "took", time.Since(start).Round(time.Millisecond))
}

func newToken() string {
	b := make([]byte, 8)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// release gives a claimed job back, with a moment of its own as the
// service's context is already over.
func (p *Processor) release(j job) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := p.store.ReleaseClaim(ctx, j.id, j.token); err != nil {
		slog.Warn("release processing claim", "video_id", j.id, "err", err)
	}
}

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
// videos once their time is up.
func (p *Processor) removeExpiredUploads(ctx context.Context) {
	expired, err := p.store.ExpiredUploads(ctx, p.now())
	if err != nil {
		if ctx.Err() == nil {
			slog.Error("list expired uploads", "err", err)
		}
		return
	}
	for _, e := range expired {
		if err := p.uploads.Remove(ctx, e.UploadID); err != nil {
			slog.Warn("remove kept upload", "video_id", e.VideoID, "err", err)
			continue
		}
		if err := p.store.ForgetUpload(ctx, e.VideoID, e.UploadID); err != nil {
			slog.Warn("forget kept upload", "video_id", e.VideoID, "err", err)
		}
	}
}

// keepLease renews the job's lease until ctx ends; when the job turns out
// to be someone else's, it stops the job.
func (p *Processor) keepLease(ctx context.Context, stop context.CancelFunc, j job) {
	t := time.NewTicker(leaseTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			err := p.store.RenewLease(ctx, j.id, j.token, p.now().Add(leaseTTL))
			if errors.Is(err, store.ErrConflict) {
				stop()
				return
			}
			if err != nil && ctx.Err() == nil {
				slog.Error("renew processing lease", "video_id", j.id, "err", err)
			}
		}
	}
}

// fail marks a video failed and removes its upload and any partial output:
// a refused file leaves nothing behind.
func (p *Processor) fail(ctx context.Context, j job, v domain.Video, reason string) {
	if err := p.store.FailProcessing(ctx, v.ID, j.token, reason); err != nil {
		slog.Error("mark video failed", "video_id", v.ID, "err", err)
		return
	}
	p.removeUpload(ctx, v)
	if err := p.blobs.Delete(ctx, filesPrefix(v.ID)); err != nil {
		slog.Warn("remove partial output", "video_id", v.ID, "err", err)
	}
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
