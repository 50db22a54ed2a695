package server_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/httpapi"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/upload"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

// The upload an interim recording played from is kept an hour after its
// final file replaced it; then the periodic job removes it, and stays
// scheduled.
func TestKeptUploadIsRemovedByThePeriodicJob(t *testing.T) {
	cfg := apptest.Config(t)
	if cfg.Storage == "s3" {
		t.Skip("recordings in a bucket are processed before they play: no upload is kept")
	}
	ctx := context.Background()
	env := apptest.Start(t, cfg)
	c := env.SignUp(t, "ann@example.com")
	rec := apptest.StartRecording(t, c, "kept")
	apptest.StreamFile(t, c, rec, apptest.ReadFile(t, apptest.MakeRecording(t, 2)), 64<<10, true)
	if v, err := c.RecordComplete(ctx, rec.VideoID); err != nil || !strings.Contains(v.PlayURL, "/live.mp4") {
		t.Fatalf("complete: %+v, %v", v, err)
	}
	apptest.Eventually(t, "the final file replaces the live one", func() bool {
		v, err := c.VideoDetail(ctx, rec.VideoID)
		return err == nil && strings.Contains(v.PlayURL, "/video.mp4")
	})
	// The video names its final file just before its job is marked done:
	// stopping in between would leave the job to run again below.
	apptest.Eventually(t, "the processing job is done", func() bool {
		jobs, err := env.App.Store.JobsOfKind(ctx, video.ProcessKind)
		return err == nil && len(jobs) == 0 // done jobs are deleted
	})
	env.Stop()
	if len(env.Stored(t, "uploads/")) == 0 {
		t.Fatal("the upload was not kept for viewers who started on it")
	}

	// An instance started two hours later runs the periodic job.
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	later := time.Now().UTC().Add(2 * time.Hour)
	q := job.New(db)
	q.Now = func() time.Time { return later }
	proc := video.NewProcessor(db, nil, nil, t.TempDir())
	videos := video.New(db, proc)
	uploads, err := upload.New(filepath.Join(cfg.DataDir, "uploads"), httpapi.UploadPath, cfg.PublicURL,
		api.MaxUploadBytes, videos.Claim, nil)
	if err != nil {
		t.Fatal(err)
	}
	videos.SetUploads(uploads)
	proc.Register(q)
	if n, err := q.RunDue(ctx); err != nil || n != 1 {
		t.Fatalf("ran %d jobs, %v", n, err)
	}
	if left := env.Stored(t, "uploads/"); len(left) != 0 {
		t.Fatalf("kept upload not removed: %v", left)
	}
	v, err := db.VideoByID(ctx, rec.VideoID)
	if err != nil || v.UploadID != "" {
		t.Fatalf("the video still names its upload: %+v, %v", v, err)
	}
	jobs, err := db.JobsOfKind(ctx, video.ExpiredUploadsKind)
	if err != nil || len(jobs) != 1 || jobs[0].Status != domain.JobQueued || !jobs[0].RunAt.After(later) {
		t.Fatalf("the periodic job is not scheduled again: %+v, %v", jobs, err)
	}
}
