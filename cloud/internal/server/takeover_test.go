package server_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

// A worker took a video's processing job and died halfway: once its lease
// has run out another instance does the job and publishes the video, and the
// dead worker, were it to wake up, can neither publish nor fail it.
func TestProcessingJobOfADeadWorkerIsFinishedOnce(t *testing.T) {
	cfg := apptest.Config(t)
	ctx := context.Background()
	first := apptest.Start(t, cfg)
	c := first.SignUp(t, "ann@example.com")
	init, err := c.RecordInit(ctx, api.RecordInitRequest{Title: "taken over"})
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(apptest.MakeVideo(t, 2, "160x120"))
	if err != nil {
		t.Fatal(err)
	}
	st, _ := f.Stat()
	if _, err := c.Upload(ctx, init.UploadURL, init.VideoID, f, st.Size(), 1<<20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	first.Stop()

	// The dead worker: it completed the upload (status and job in one write)
	// and claimed the job an hour ago, so its lease has run out.
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	dead := job.New(db)
	dead.Now = func() time.Time { return time.Now().UTC().Add(-time.Hour) }
	proc := video.NewProcessor(db, nil, nil, filepath.Join(cfg.DataDir, "work"))
	proc.Register(dead)
	j, err := proc.NewJob(init.VideoID)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.StartProcessing(ctx, init.VideoID, api.VideoLocalUploading, &j); err != nil {
		t.Fatal(err)
	}
	claim, err := dead.Claim(ctx, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	halfDone := filepath.Join(cfg.DataDir, "work", strconv.FormatInt(init.VideoID, 10)+"-"+strconv.FormatInt(j.ID, 10)+"-"+claim.Token)
	os.MkdirAll(halfDone, 0o755)
	os.WriteFile(filepath.Join(halfDone, ".tmp-video.mp4"), []byte("half a video"), 0o644)

	second := apptest.Start(t, cfg)
	c.BaseURL = second.URL
	v := second.WaitProcessed(t, c, init.VideoID)
	if v.Status != api.VideoOK || v.Duration < 1900 || v.Duration > 2100 || v.Cover == "" {
		t.Fatalf("after the takeover: %+v", v)
	}
	apptest.Eventually(t, "the job is settled", func() bool {
		left, err := db.JobsOfKind(ctx, video.ProcessKind)
		return err == nil && len(left) == 0
	})
	if _, err := os.Stat(halfDone); !os.IsNotExist(err) {
		t.Fatalf("the dead worker's half-done folder is still there: %v", err)
	}

	// The dead worker wakes up: it is fenced off.
	bogus := domain.MediaInfo{DurationMs: 1, Width: 2, Height: 2}
	if err := db.FinishProcessing(ctx, init.VideoID, j.ID, claim.Token, bogus, time.Time{}); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the dead worker published: %v", err)
	}
	if err := db.FailProcessing(ctx, init.VideoID, j.ID, claim.Token, "Processing failed"); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the dead worker failed the video: %v", err)
	}
	if err := dead.Settle(ctx, claim, nil); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the dead worker settled the job: %v", err)
	}
	after, err := c.VideoDetail(ctx, init.VideoID)
	if err != nil || after.Status != api.VideoOK || after.Duration != v.Duration || after.Width != v.Width {
		t.Fatalf("the video changed after it was published: %+v, %v", after, err)
	}
}

// While a second worker holds the job, the first one, whose lease it took,
// cannot publish; the holder can, once.
func TestOnlyTheJobHolderPublishes(t *testing.T) {
	cfg := apptest.Config(t)
	ctx := context.Background()
	first := apptest.Start(t, cfg)
	c := first.SignUp(t, "ann@example.com")
	init, err := c.RecordInit(ctx, api.RecordInitRequest{Title: "two workers"})
	if err != nil {
		t.Fatal(err)
	}
	first.Stop()
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	a, b := job.New(db), job.New(db)
	a.Now, b.Now = clk.Now, clk.Now
	proc := video.NewProcessor(db, nil, nil, t.TempDir())
	proc.Register(a)
	video.NewProcessor(db, nil, nil, t.TempDir()).Register(b)
	j, err := proc.NewJob(init.VideoID)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.StartProcessing(ctx, init.VideoID, api.VideoLocalUploading, &j); err != nil {
		t.Fatal(err)
	}
	ca, err := a.Claim(ctx, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	clk.Add(a.Lease + time.Second)
	cb, err := b.Claim(ctx, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	info := domain.MediaInfo{DurationMs: 2000, Width: 160, Height: 120}
	if err := db.FinishProcessing(ctx, init.VideoID, j.ID, ca.Token, info, time.Time{}); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the worker whose lease was taken published: %v", err)
	}
	if err := db.FinishProcessing(ctx, init.VideoID, j.ID, cb.Token, info, time.Time{}); err != nil {
		t.Fatalf("the holder could not publish: %v", err)
	}
	if err := db.FinishProcessing(ctx, init.VideoID, j.ID, cb.Token, info, time.Time{}); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("published twice: %v", err)
	}
	if err := b.Settle(ctx, cb, nil); err != nil {
		t.Fatal(err)
	}
	v, err := db.VideoByID(ctx, init.VideoID)
	if err != nil || v.Status != api.VideoOK || v.DurationMs != 2000 {
		t.Fatalf("%+v, %v", v, err)
	}
}
