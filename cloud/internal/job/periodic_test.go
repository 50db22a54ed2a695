package job_test

import (
	"context"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
)

// A periodic kind keeps one job, which runs again Every after it is done;
// scheduling again does not add a second one.
func TestPeriodicJobRunsAgain(t *testing.T) {
	st, _ := openStore(t)
	ctx := context.Background()
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	var h counter
	q := job.New(st)
	q.Now = clk.Now
	q.Register(job.Kind{Name: "sweep", MaxAttempts: 2, Every: time.Hour, Handle: h.handle})
	for i := 0; i < 2; i++ {
		if err := q.Schedule(ctx); err != nil {
			t.Fatal(err)
		}
	}
	jobs, err := st.JobsOfKind(ctx, "sweep")
	if err != nil || len(jobs) != 1 {
		t.Fatalf("scheduled %d jobs, %v", len(jobs), err)
	}
	for round := 1; round <= 2; round++ {
		if n := runDue(t, q); n != 1 || h.count() != round {
			t.Fatalf("round %d: ran %d jobs, handler %d times", round, n, h.count())
		}
		if n := runDue(t, q); n != 0 {
			t.Fatalf("round %d: ran again before its time", round)
		}
		j, err := st.JobByID(ctx, jobs[0].ID)
		if err != nil || j.Status != domain.JobQueued || j.Attempts != 0 || !j.RunAt.Equal(clk.Now().Add(time.Hour)) {
			t.Fatalf("round %d: %+v, %v", round, j, err)
		}
		clk.Add(time.Hour)
	}
}
