package job_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/store"
)

// openStore is a fresh database (PostgreSQL when TEST_PG_DSN is set).
func openStore(t *testing.T) (*store.Store, string) {
	t.Helper()
	url := apptest.DatabaseURL(t, t.TempDir())
	st, err := store.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st, url
}

// counter is a handler that counts its runs and answers with fail.
type counter struct {
	mu   sync.Mutex
	runs int
	fail error
}

func (c *counter) handle(context.Context, domain.Job) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.runs++
	return c.fail
}

func (c *counter) count() int { c.mu.Lock(); defer c.mu.Unlock(); return c.runs }

func newQueue(st *store.Store, clk *apptest.Clock, h job.Handler, attempts int) *job.Queue {
	q := job.New(st)
	q.Now = clk.Now
	q.Register(job.Kind{Name: "test", MaxAttempts: attempts, Backoff: 10 * time.Second, MaxBackoff: 25 * time.Second, Handle: h})
	return q
}

func runDue(t *testing.T, q *job.Queue) int {
	t.Helper()
	n, err := q.RunDue(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestDoneJobIsGone(t *testing.T) {
	st, _ := openStore(t)
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	var h counter
	q := newQueue(st, clk, h.handle, 3)
	id, err := q.Enqueue(context.Background(), "test", map[string]string{"to": "ann@example.com"}, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if n := runDue(t, q); n != 1 || h.count() != 1 {
		t.Fatalf("ran %d jobs, handler %d times", n, h.count())
	}
	if _, err := st.JobByID(context.Background(), id); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a done job should be deleted, got %v", err)
	}
	if n := runDue(t, q); n != 0 || h.count() != 1 {
		t.Fatalf("a done job ran again")
	}
}

func TestRunAtIsRespected(t *testing.T) {
	st, _ := openStore(t)
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	var h counter
	q := newQueue(st, clk, h.handle, 3)
	if _, err := q.Enqueue(context.Background(), "test", nil, clk.Now().Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if runDue(t, q) != 0 {
		t.Fatal("a job ran before its time")
	}
	clk.Add(time.Minute)
	if runDue(t, q) != 1 || h.count() != 1 {
		t.Fatal("a job did not run at its time")
	}
}

func TestRetriesWithBackoffThenFails(t *testing.T) {
	st, _ := openStore(t)
	ctx := context.Background()
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	h := counter{fail: errors.New("mail server down")}
	q := newQueue(st, clk, h.handle, 4)
	id, err := q.Enqueue(ctx, "test", nil, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	// Waits after attempts 1, 2 and 3: 10 s, 20 s, then 25 s (the cap).
	for attempt, wait := range []time.Duration{10 * time.Second, 20 * time.Second, 25 * time.Second} {
		start := clk.Now()
		if runDue(t, q) != 1 {
			t.Fatalf("attempt %d did not run", attempt+1)
		}
		j, err := st.JobByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if j.Status != domain.JobQueued || j.Attempts != attempt+1 || !j.RunAt.Equal(start.Add(wait)) ||
			j.LastError != "mail server down" || j.LeaseUntil != nil {
			t.Fatalf("after attempt %d: %+v, want queued again at %v", attempt+1, j, start.Add(wait))
		}
		clk.Add(wait - time.Second)
		if runDue(t, q) != 0 {
			t.Fatalf("retry %d ran before its backoff", attempt+1)
		}
		clk.Add(time.Second)
	}
	if runDue(t, q) != 1 || h.count() != 4 {
		t.Fatalf("the last attempt did not run: %d runs", h.count())
	}
	j, err := st.JobByID(ctx, id)
	if err != nil || j.Status != domain.JobFailed || j.Attempts != 4 {
		t.Fatalf("after the last attempt: %+v %v, want failed", j, err)
	}
	clk.Add(time.Hour)
	if runDue(t, q) != 0 || h.count() != 4 {
		t.Fatal("a failed job ran again")
	}
}

func TestPermanentErrorFailsAtOnce(t *testing.T) {
	st, _ := openStore(t)
	ctx := context.Background()
	clk := apptest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	h := counter{fail: job.Permanent(errors.New("no such mailbox"))}
	q := newQueue(st, clk, h.handle, 5)
	id, _ := q.Enqueue(ctx, "test", nil, time.Time{})
	runDue(t, q)
	if j, err := st.JobByID(ctx, id); err != nil || j.Status != domain.JobFailed || j.Attempts != 1 {
		t.Fatalf("%+v %v, want failed after one attempt", j, err)
	}
}
