package job_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/store"
)

// Two workers (two instances) share one database; the lease decides who
// holds a job and the token fences off a worker whose lease was taken.
func TestLeaseExpiryAndFencing(t *testing.T) {
	st, _ := openStore(t)
	ctx := context.Background()
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	var h counter
	a, b := newQueue(st, clk, h.handle, 3), newQueue(st, clk, h.handle, 3)
	id, _ := a.Enqueue(ctx, "test", nil, time.Time{})

	ca, err := a.Claim(ctx, id)
	if err != nil || ca.Job.Attempts != 1 {
		t.Fatalf("first claim: %+v %v", ca.Job, err)
	}
	if _, err := b.Claim(ctx, id); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("a held job was claimed again: %v", err)
	}
	clk.Add(a.Lease - time.Second)
	if runDue(t, b) != 0 {
		t.Fatal("a job was run while its lease held")
	}
	clk.Add(2 * time.Second) // A stalled past its lease
	cb, err := b.Claim(ctx, id)
	if err != nil || cb.Job.Attempts != 2 {
		t.Fatalf("claim after the lease expired: %+v %v", cb.Job, err)
	}
	if err := a.Settle(ctx, ca, nil); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the fenced-off worker finished the job: %v", err)
	}
	if err := a.Settle(ctx, ca, errors.New("late failure")); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the fenced-off worker rescheduled the job: %v", err)
	}
	if err := st.RenewJobLease(ctx, id, ca.Token, clk.Now().Add(time.Hour)); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("the fenced-off worker renewed the lease: %v", err)
	}
	if j, err := st.JobByID(ctx, id); err != nil || j.Status != domain.JobQueued || j.LastError != "" {
		t.Fatalf("the fenced-off worker changed the job: %+v %v", j, err)
	}
	if err := b.Settle(ctx, cb, nil); err != nil {
		t.Fatalf("the lease holder could not finish: %v", err)
	}
	if _, err := st.JobByID(ctx, id); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("finished job still there: %v", err)
	}
}

// A job whose workers all died (lease expired each time) fails once its
// attempts are used up, without running again.
func TestDiedTooOftenFails(t *testing.T) {
	st, _ := openStore(t)
	ctx := context.Background()
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	var h counter
	q := newQueue(st, clk, h.handle, 2)
	id, _ := q.Enqueue(ctx, "test", nil, time.Time{})
	for i := 0; i < 2; i++ {
		if _, err := q.Claim(ctx, id); err != nil { // the worker dies holding it
			t.Fatal(err)
		}
		clk.Add(q.Lease + time.Second)
	}
	if runDue(t, q) != 1 || h.count() != 0 {
		t.Fatalf("handler ran %d times", h.count())
	}
	if j, err := st.JobByID(ctx, id); err != nil || j.Status != domain.JobFailed {
		t.Fatalf("%+v %v, want failed", j, err)
	}
}

// The worker renews its lease while a handler runs, so a long job is not
// taken by another instance.
func TestLeaseIsRenewedWhileRunning(t *testing.T) {
	st, _ := openStore(t)
	ctx := context.Background()
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	other := newQueue(st, clk, func(context.Context, domain.Job) error { return nil }, 3)
	var q *job.Queue
	var id int64
	stolen := make(chan error, 1)
	q = newQueue(st, clk, func(ctx context.Context, j domain.Job) error {
		first := *j.LeaseUntil
		clk.Add(q.Lease * 10) // far past the first lease
		deadline := time.Now().Add(30 * time.Second)
		for {
			cur, err := st.JobByID(ctx, j.ID)
			if err != nil {
				return err
			}
			if cur.LeaseUntil != nil && cur.LeaseUntil.After(first) {
				break
			}
			if time.Now().After(deadline) {
				stolen <- errors.New("the lease was never renewed")
				return nil
			}
			time.Sleep(20 * time.Millisecond)
		}
		_, err := other.Claim(ctx, j.ID)
		stolen <- err
		return nil
	}, 3)
	q.Lease = 300 * time.Millisecond // renewed every 100 ms of real time
	id, _ = q.Enqueue(ctx, "test", nil, time.Time{})
	if runDue(t, q) != 1 {
		t.Fatal("job did not run")
	}
	if err := <-stolen; !errors.Is(err, store.ErrConflict) {
		t.Fatalf("another worker claimed a job whose lease was being renewed: %v", err)
	}
	if _, err := st.JobByID(ctx, id); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the job was not finished by its worker: %v", err)
	}
}

// Jobs are in the database: a queue on a new connection (a restarted
// instance) runs what an earlier one enqueued, through Run and Kick.
func TestSurvivesRestart(t *testing.T) {
	st, url := openStore(t)
	ctx := context.Background()
	clk := apptest.NewClock(time.Now().UTC())
	first := newQueue(st, clk, func(context.Context, domain.Job) error { return nil }, 3)
	if _, err := first.Enqueue(ctx, "test", map[string]int{"n": 7}, time.Time{}); err != nil {
		t.Fatal(err)
	}
	st.Close()

	st2, err := store.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer st2.Close()
	got := make(chan string, 1)
	q := newQueue(st2, clk, func(_ context.Context, j domain.Job) error { got <- string(j.Payload); return nil }, 3)
	runCtx, stop := context.WithCancel(ctx)
	q.Run(runCtx)
	defer func() { stop(); q.Wait() }()
	select {
	case p := <-got:
		if p != `{"n":7}` {
			t.Fatalf("payload %s", p)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("the restarted queue never ran the job")
	}
}
