package job_test

import (
	"context"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
)

// Each lane has its own worker: a long job in one does not hold up the
// jobs of another.
func TestLanesRunSideBySide(t *testing.T) {
	st, _ := openStore(t)
	ctx := context.Background()
	q := job.New(st)
	release, slowStarted, fastRan := make(chan struct{}), make(chan struct{}), make(chan struct{})
	q.Register(job.Kind{Name: "transcode", Lane: "media", MaxAttempts: 1, Handle: func(ctx context.Context, _ domain.Job) error {
		close(slowStarted)
		select {
		case <-release:
		case <-ctx.Done():
		}
		return nil
	}})
	q.Register(job.Kind{Name: "mail", MaxAttempts: 1, Handle: func(context.Context, domain.Job) error {
		close(fastRan)
		return nil
	}})
	runCtx, stop := context.WithCancel(ctx)
	defer func() { stop(); q.Wait() }()
	q.Run(runCtx)
	if _, err := q.Enqueue(ctx, "transcode", nil, time.Time{}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, slowStarted, "the long job to start")
	if _, err := q.Enqueue(ctx, "mail", nil, time.Time{}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, fastRan, "the mail while the long job runs")
	close(release)
}

func waitFor(t *testing.T, ch chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(60 * time.Second):
		t.Fatalf("waited 60 s for %s", what)
	}
}
