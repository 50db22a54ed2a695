package server_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/server"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

func TestProcessingInterruptedByRestartResumes(t *testing.T) {
	cfg := apptest.Config(t)
	first := apptest.Start(t, cfg)
	c := first.SignUp(t, "ann@example.com")
	ctx := context.Background()
	init, err := c.RecordInit(ctx, api.RecordInitRequest{Title: "interrupted"})
	if err != nil {
		t.Fatal(err)
	}
	src := apptest.MakeVideo(t, 2, "160x120")
	f, _ := os.Open(src)
	st, _ := f.Stat()
	if _, err := c.Upload(ctx, init.UploadURL, init.VideoID, f, st.Size(), 1<<20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	first.Stop()

	// The video was left in processing without a job (an earlier version
	// kept its queue in the videos table): the next start queues it.
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.TransitionStatus(ctx, init.VideoID, api.VideoLocalUploading, api.VideoProcessing); err != nil {
		t.Fatal(err)
	}
	db.Close()

	second := apptest.Start(t, cfg)
	c.BaseURL = second.URL
	v := second.WaitProcessed(t, c, init.VideoID)
	if v.Status != api.VideoOK || v.Duration < 1900 {
		t.Fatalf("after restart: %+v", v)
	}
}

func TestRunStopsGracefully(t *testing.T) {
	cfg := apptest.Config(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- server.Run(ctx, cfg) }()
	time.Sleep(300 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run: %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Run did not stop")
	}
}

// The port is taken before anything else: when it is in use, Run says so at
// once, before it makes the data folder or opens the database.
func TestRunTakesThePortFirst(t *testing.T) {
	taken, err := net.Listen("tcp", ":0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	cfg := apptest.Config(t)
	cfg.Port = taken.Addr().(*net.TCPAddr).Port
	cfg.DataDir = filepath.Join(cfg.DataDir, "not-made")
	err = server.Run(context.Background(), cfg)
	if err == nil || !strings.Contains(err.Error(), "listen") {
		t.Fatalf("Run on a taken port: %v", err)
	}
	if _, err := os.Stat(cfg.DataDir); !os.IsNotExist(err) {
		t.Fatalf("the data folder was made before the port was taken: %v", err)
	}
}

// A graceful stop gives a running job back: the next start takes it at once,
// not when the lease runs out, and the attempt does not count.
func TestGracefulStopHandsBackTheJob(t *testing.T) {
	cfg := apptest.Config(t)
	first := apptest.Start(t, cfg)
	c := first.SignUp(t, "ann@example.com")
	src := apptest.MakeRaw(t, "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30", "-t", "12", "-c:v", "mpeg4", "slow.mov")
	videoID := apptest.UploadAndComplete(t, c, src, "long transcode")
	working := func() bool {
		tmp, _ := filepath.Glob(filepath.Join(cfg.DataDir, "work", "*", ".tmp-*"))
		return len(tmp) > 0
	}
	apptest.Eventually(t, "processing started", working)
	first.Stop()

	// Handed back means no lease at all and no attempt counted (the queue's
	// own record), rather than a restart that happened to come quickly: a
	// lease left to expire is still set.
	db, err := store.Open(context.Background(), cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	jobs, err := db.JobsOfKind(context.Background(), video.ProcessKind)
	db.Close()
	if err != nil || len(jobs) != 1 || jobs[0].LeaseUntil != nil || jobs[0].Attempts != 0 ||
		string(jobs[0].Payload) != fmt.Sprintf(`{"video_id":%d}`, videoID) {
		t.Fatalf("after a graceful stop the job was not handed back: %+v, %v", jobs, err)
	}
	second := apptest.Start(t, cfg)
	apptest.Eventually(t, "processing started again", working)
	c.BaseURL = second.URL
	if v := second.WaitProcessed(t, c, videoID); v.Status != api.VideoOK {
		t.Fatalf("ended as %+v", v)
	}
}
