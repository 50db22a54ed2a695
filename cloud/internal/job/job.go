// Package job runs background work from the jobs table (store/jobs.go): a
// durable queue any instance takes work from, that survives restarts. A job
// has a kind, a JSON payload and a time to run at; a worker claims it with a
// lease it renews while the handler runs and a fencing token, so a worker
// whose lease was taken cannot finish it. A failed attempt is retried with
// exponential backoff until the kind's attempts are used up, then the job is
// left failed. A worker that died leaves its lease to expire, and the job is
// claimed again (the attempt counts). Handlers must therefore be safe to run
// more than once.
//
// Video processing and mail run on it; purges, notifications and webhooks
// can too. A periodic kind (Kind.Every) keeps one job that reschedules
// itself.
package job

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
)

// Handler does one job. An error wrapped by Permanent fails the job at once;
// any other error is retried.
type Handler func(ctx context.Context, j domain.Job) error

// Kind is how jobs of one kind are run.
type Kind struct {
	Name        string
	MaxAttempts int           // at least 1
	Backoff     time.Duration // wait before the 2nd attempt, doubled for each later one
	MaxBackoff  time.Duration // the longest wait
	// Lane names the worker that runs the kind: each lane has its own, so
	// long jobs (processing) do not hold up short ones (mail). "" is the
	// default lane.
	Lane string
	// Every, when set, makes the kind periodic: a job that is done runs
	// again Every later instead of being deleted (see Schedule).
	Every  time.Duration
	Handle Handler
}

// Queue claims and runs jobs of the kinds it knows.
type Queue struct {
	store *store.Store
	kinds map[string]Kind
	names []string
	// Lease is how long a claim lasts unless renewed (every Lease/3).
	Lease time.Duration
	// Poll is how often Run looks for due jobs without a Kick.
	Poll time.Duration
	// Now is the clock the queue's times come from; tests replace it.
	Now   func() time.Time
	lanes map[string]*lane
	wg    sync.WaitGroup
}

// lane is the kinds one worker runs, one job after another.
type lane struct {
	names []string
	kick  chan struct{}
}

// New makes a queue over st.
func New(st *store.Store) *Queue {
	return &Queue{store: st, kinds: map[string]Kind{}, Lease: 15 * time.Second, Poll: 5 * time.Second,
		Now: func() time.Time { return time.Now().UTC() }, lanes: map[string]*lane{}}
}

// Register adds a kind; call it before Run.
func (q *Queue) Register(k Kind) {
	if k.MaxAttempts < 1 || k.Handle == nil || k.Name == "" {
		panic("job: kind " + k.Name + " needs a name, a handler and at least one attempt")
	}
	q.kinds[k.Name] = k
	q.names = append(q.names, k.Name)
	l := q.lanes[k.Lane]
	if l == nil {
		l = &lane{kick: make(chan struct{}, 1)}
		q.lanes[k.Lane] = l
	}
	l.names = append(l.names, k.Name)
}

// Enqueue stores a job of kind with payload (marshalled to JSON) to run at
// runAt (zero: now), and wakes the worker.
func (q *Queue) Enqueue(ctx context.Context, kind string, payload any, runAt time.Time) (int64, error) {
	j, err := q.Prepare(kind, payload, runAt)
	if err != nil {
		return 0, err
	}
	if err := q.store.EnqueueJob(ctx, &j); err != nil {
		return 0, err
	}
	q.Kick()
	return j.ID, nil
}

// Prepare makes a job of kind with payload to run at runAt (zero: now),
// for a store call that writes it in one transaction with the change that
// calls for it; Kick the queue once that is committed.
func (q *Queue) Prepare(kind string, payload any, runAt time.Time) (domain.Job, error) {
	k, ok := q.kinds[kind]
	if !ok {
		return domain.Job{}, fmt.Errorf("job: unknown kind %q", kind)
	}
	raw, err := json.Marshal(payload)
	if err != nil {
		return domain.Job{}, fmt.Errorf("job: payload of %s: %w", kind, err)
	}
	now := q.Now().UTC()
	if runAt.IsZero() {
		runAt = now
	}
	return domain.Job{Kind: kind, Payload: raw, RunAt: runAt.UTC(), MaxAttempts: k.MaxAttempts, CreatedAt: now}, nil
}

// Kick wakes Run's workers for new work.
func (q *Queue) Kick() {
	for _, l := range q.lanes {
		select {
		case l.kick <- struct{}{}:
		default:
		}
	}
}

// Run works until ctx ends, a worker for each lane; Wait waits for them to
// stop.
func (q *Queue) Run(ctx context.Context) {
	for _, l := range q.lanes {
		q.wg.Add(1)
		go func() {
			defer q.wg.Done()
			q.work(ctx, l)
		}()
	}
}

// work runs a lane's due jobs until ctx ends.
func (q *Queue) work(ctx context.Context, l *lane) {
	tick := time.NewTicker(q.Poll)
	defer tick.Stop()
	for {
		for ctx.Err() == nil {
			n, err := q.runDue(ctx, l.names)
			if err != nil && ctx.Err() == nil {
				slog.Error("list due jobs", "err", err)
			}
			if n == 0 {
				break
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-l.kick:
		case <-tick.C:
		}
	}
}

// Wait blocks until Run's workers have stopped.
func (q *Queue) Wait() { q.wg.Wait() }

// RunDue claims and runs the jobs of every lane due now, one after another,
// and says how many it ran.
func (q *Queue) RunDue(ctx context.Context) (int, error) { return q.runDue(ctx, q.names) }

func (q *Queue) runDue(ctx context.Context, names []string) (int, error) {
	if len(names) == 0 {
		return 0, nil
	}
	ids, err := q.store.DueJobs(ctx, names, q.Now().UTC(), 50)
	if err != nil {
		return 0, err
	}
	ran := 0
	for _, id := range ids {
		if ctx.Err() != nil {
			break
		}
		if q.runOne(ctx, id) {
			ran++
		}
	}
	return ran, nil
}

// Claim is a job taken by one worker, with the token that proves it.
type Claim struct {
	Job   domain.Job
	Token string
}

// Claim takes a due job; store.ErrConflict when it is not due or held.
func (q *Queue) Claim(ctx context.Context, id int64) (Claim, error) {
	token := newToken()
	now := q.Now().UTC()
	j, err := q.store.ClaimJob(ctx, id, token, now, now.Add(q.Lease))
	return Claim{Job: j, Token: token}, err
}

// runOne claims job id and runs it; false when another worker had it.
func (q *Queue) runOne(ctx context.Context, id int64) bool {
	c, err := q.Claim(ctx, id)
	if errors.Is(err, store.ErrConflict) {
		return false
	}
	if err != nil {
		slog.Error("claim job", "job_id", id, "err", err)
		return false
	}
	k := q.kinds[c.Job.Kind]
	if c.Job.Attempts > c.Job.MaxAttempts {
		// Its earlier workers died with it, as often as it may be tried.
		q.settle(ctx, c, errors.New("interrupted too often"))
		return true
	}
	jobCtx, stop := context.WithCancel(ctx)
	renewed := make(chan struct{})
	go func() { defer close(renewed); q.keepLease(jobCtx, stop, c) }()
	err = safely(jobCtx, k.Handle, c.Job)
	lost := jobCtx.Err() != nil && ctx.Err() == nil
	stop()
	<-renewed
	switch {
	case ctx.Err() != nil:
		// Stopping: give the job back for the next start; the attempt does not count.
		if err := q.store.ReleaseJob(context.Background(), c.Job.ID, c.Token); err != nil {
			slog.Warn("release job", "job_id", c.Job.ID, "err", err)
		}
	case lost:
		slog.Warn("job lease lost; another worker has it", "job_id", c.Job.ID, "kind", c.Job.Kind)
	default:
		q.settle(ctx, c, err)
	}
	return true
}

// safely runs h, turning a panic into an error.
func safely(ctx context.Context, h Handler, j domain.Job) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return h(ctx, j)
}

// keepLease renews c's lease every Lease/3 until ctx ends; losing the job
// stops the handler through stop.
func (q *Queue) keepLease(ctx context.Context, stop context.CancelFunc, c Claim) {
	tick := time.NewTicker(q.Lease / 3)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		err := q.store.RenewJobLease(ctx, c.Job.ID, c.Token, q.Now().UTC().Add(q.Lease))
		if errors.Is(err, store.ErrConflict) {
			stop()
			return
		}
		if err != nil && ctx.Err() == nil {
			slog.Warn("renew job lease", "job_id", c.Job.ID, "err", err)
		}
	}
}

func newToken() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}
