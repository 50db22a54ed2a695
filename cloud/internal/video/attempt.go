package video

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// attempt is one claimed run of a process-video job.
type attempt struct {
	job   domain.Job
	video domain.Video
	work  string // this attempt's own folder
}

func parsePayload(j domain.Job) (processPayload, error) {
	var pl processPayload
	if err := json.Unmarshal(j.Payload, &pl); err != nil || pl.VideoID <= 0 {
		return pl, fmt.Errorf("video: bad %s payload %q", ProcessKind, j.Payload)
	}
	return pl, nil
}

// awaitsProcessing reports whether a video's final file is still to be made.
func awaitsProcessing(v domain.Video) bool { return v.Status == api.VideoProcessing || v.Interim }

// process runs a process-video job. Running it again is safe: a video that
// no longer awaits processing (an earlier attempt published it and died
// before the job was settled, or it was deleted) is left as it is, and the
// outcome is published only under the job's token (store.FinishProcessing).
// A file at fault fails the video at once; other errors are retried, and
// the last attempt gives up (giveUp).
func (p *Processor) process(ctx context.Context, j domain.Job) error {
	pl, err := parsePayload(j)
	if err != nil {
		return job.Permanent(err)
	}
	v, err := p.store.VideoByID(ctx, pl.VideoID)
	if errors.Is(err, store.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if !awaitsProcessing(v) {
		return nil
	}
	a := attempt{job: j, video: v, work: filepath.Join(p.workDir, fmt.Sprintf("%d-%d-%s", v.ID, j.ID, j.Token))}
	p.removeEarlierWork(a)
	defer os.RemoveAll(a.work)
	if j.Attempts >= j.MaxAttempts {
		return p.giveUp(ctx, a)
	}
	start := time.Now()
	res, err := p.make(ctx, a)
	switch {
	case ctx.Err() != nil:
		return ctx.Err() // stopping, or the lease was lost: the queue decides
	case err != nil && refused(err):
		slog.Warn("video processing failed", "video_id", v.ID, "err", err)
		return p.fail(ctx, a, failReason(err))
	case err != nil:
		return err
	}
	if err := p.publish(ctx, a, res); err != nil {
		return err
	}
	slog.Info("video processed", "video_id", v.ID, "attempt", j.Attempts, "duration_ms", res.DurationMs,
		"transcoded", res.Transcoded, "audio_only", res.AudioOnly, "took", time.Since(start).Round(time.Millisecond))
	return nil
}

// removeEarlierWork removes the folders of this job's earlier attempts,
// whose workers are gone: the queue gave this one the job.
func (p *Processor) removeEarlierWork(a attempt) {
	stale, _ := filepath.Glob(filepath.Join(p.workDir, fmt.Sprintf("%d-%d-*", a.video.ID, a.job.ID)))
	for _, dir := range stale {
		if dir != a.work {
			os.RemoveAll(dir)
		}
	}
}

// make turns the upload into the video's files and stores them. An interim
// video whose final file cannot be made keeps its recording as it is: it
// already plays, and people may be watching it.
func (p *Processor) make(ctx context.Context, a attempt) (media.Result, error) {
	v := a.video
	src, err := p.fetch(ctx, v.UploadID, a.work)
	if err != nil {
		return media.Result{}, err
	}
	lim, err := p.limits(ctx, v.UserID)
	if err != nil {
		return media.Result{}, err
	}
	res, err := p.tools.ProcessWithin(ctx, src, a.work, v.Recorded, lim)
	if err != nil && v.Interim && ctx.Err() == nil {
		slog.Warn("final file of an interim video failed; keeping the recording as it is", "video_id", v.ID, "err", err)
		res, err = p.keepAsIs(src, a.work, v)
	}
	if err != nil {
		return res, err
	}
	return res, p.keep(ctx, v.ID, a.work, res.HasCover)
}

// giveUp ends a job whose earlier attempts died or failed: an interim video
// keeps its recording as it is, any other fails.
func (p *Processor) giveUp(ctx context.Context, a attempt) error {
	slog.Warn("video processing was interrupted or failed too often", "video_id", a.video.ID,
		"attempts", a.job.Attempts-1, "last_error", a.job.LastError)
	if !a.video.Interim {
		return p.fail(ctx, a, "Processing failed")
	}
	src, err := p.fetch(ctx, a.video.UploadID, a.work)
	if err != nil {
		return err
	}
	res, err := p.keepAsIs(src, a.work, a.video)
	if err == nil {
		err = p.keep(ctx, a.video.ID, a.work, false)
	}
	if err == nil {
		err = p.publish(ctx, a, res)
	}
	return err
}

// publish marks the video ok with its final file, if the job is still this
// attempt's, and removes an upload no one plays any more.
func (p *Processor) publish(ctx context.Context, a attempt, res media.Result) error {
	info := domain.MediaInfo{DurationMs: res.DurationMs, SizeBytes: res.SizeBytes,
		Width: res.Width, Height: res.Height, HasCover: res.HasCover}
	var keepUpload time.Time
	if a.video.Interim {
		keepUpload = p.jobs.Now().Add(uploadGrace)
	}
	if err := p.store.FinishProcessing(ctx, a.video.ID, a.job.ID, a.job.Token, info, keepUpload); err != nil {
		return err
	}
	p.events.VideoStatus(ctx, a.video.ID, api.VideoOK)
	if !a.video.Interim {
		p.removeUpload(ctx, a.video)
	}
	p.plans.SettleQuietly(ctx, a.video.UserID)
	return nil
}

// fail marks the video failed, if the job is still this attempt's, and
// removes its upload and any partial output: a refused file leaves nothing
// behind.
func (p *Processor) fail(ctx context.Context, a attempt, reason string) error {
	if err := p.store.FailProcessing(ctx, a.video.ID, a.job.ID, a.job.Token, reason); err != nil {
		return err
	}
	p.events.VideoStatus(ctx, a.video.ID, api.VideoFail)
	p.removeUpload(ctx, a.video)
	if err := p.blobs.Delete(ctx, filesPrefix(a.video.ID)); err != nil {
		slog.Warn("remove partial output", "video_id", a.video.ID, "err", err)
	}
	return nil
}
