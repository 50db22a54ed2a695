package video

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Processor turns finished uploads into playable videos, one at a time. The
// videos table is its queue: whatever is in status processing gets done, so
// work interrupted by a restart is picked up again when it starts.
type Processor struct {
	store    *store.Store
	tools    *media.Toolbox
	uploads  Uploads
	mediaDir string
	kick     chan struct{}
	wg       sync.WaitGroup
}

// NewProcessor writes results under mediaDir/videos/{id}/.
func NewProcessor(st *store.Store, tools *media.Toolbox, mediaDir string) *Processor {
	return &Processor{store: st, tools: tools, mediaDir: mediaDir, kick: make(chan struct{}, 1)}
}

// Dir is the folder holding a video's processed files.
func (p *Processor) Dir(videoID int64) string {
	return filepath.Join(p.mediaDir, "videos", strconv.FormatInt(videoID, 10))
}

// Kick wakes the processor for new work.
func (p *Processor) Kick() {
	select {
	case p.kick <- struct{}{}:
	default:
	}
}

// Run works until ctx ends; Wait waits for the last job to stop.
func (p *Processor) Run(ctx context.Context, uploads Uploads) {
	p.uploads = uploads
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		tick := time.NewTicker(10 * time.Second)
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
	for ctx.Err() == nil {
		ids, err := p.store.VideosInStatus(ctx, api.VideoProcessing)
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
			p.process(ctx, id)
		}
	}
}

func (p *Processor) process(ctx context.Context, id int64) {
	v, err := p.store.VideoByID(ctx, id)
	if err != nil {
		slog.Error("load video to process", "video_id", id, "err", err)
		return
	}
	start := time.Now()
	res, err := p.tools.Process(ctx, p.uploads.Path(v.UploadID), p.Dir(id))
	if ctx.Err() != nil {
		return // shutting down: the video stays in processing and is redone at start
	}
	if err != nil {
		slog.Warn("video processing failed", "video_id", id, "err", err)
		if err := p.store.FailProcessing(ctx, id, failReason(err)); err != nil {
			slog.Error("mark video failed", "video_id", id, "err", err)
		}
		return
	}
	info := domain.MediaInfo{DurationMs: res.DurationMs, SizeBytes: res.SizeBytes,
		Width: res.Width, Height: res.Height, HasCover: res.HasCover}
	if err := p.store.FinishProcessing(ctx, id, info); err != nil {
		slog.Error("mark video ok", "video_id", id, "err", err)
		return
	}
	if err := p.uploads.Remove(v.UploadID); err != nil {
		slog.Warn("remove processed upload", "video_id", id, "err", err)
	}
	slog.Info("video processed", "video_id", id, "duration_ms", res.DurationMs,
		"transcoded", res.Transcoded, "took", time.Since(start).Round(time.Millisecond))
}

// failReason is what the owner reads about a failed video.
func failReason(err error) string {
	switch {
	case errors.Is(err, media.ErrTooManyPels):
		return "The video is larger than 8K."
	case errors.Is(err, media.ErrNoVideo), errors.Is(err, media.ErrUnreadable):
		return "Invalid video"
	}
	return "Processing failed"
}
