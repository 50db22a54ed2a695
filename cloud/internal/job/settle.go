package job

import (
	"context"
	"errors"
	"log/slog"
	"time"
)

// permanent marks an error that retrying cannot fix.
type permanent struct{ err error }

func (p permanent) Error() string { return p.err.Error() }
func (p permanent) Unwrap() error { return p.err }

// Permanent wraps err so the job fails at once instead of being retried
// (a malformed payload, an address the mail server refuses for good).
func Permanent(err error) error { return permanent{err} }

// Settle records how an attempt of the claimed job ended: done (nil; a
// periodic job is due again Every later), to be retried after a backoff, or
// failed for good; store.ErrConflict when the claim is no longer the job's
// (its lease expired and another worker took it). Workers call it through
// Run; tests call it to act as a worker.
func (q *Queue) Settle(ctx context.Context, c Claim, err error) error {
	now := q.Now().UTC()
	if err == nil {
		if every := q.kinds[c.Job.Kind].Every; every > 0 {
			return q.store.RescheduleJob(ctx, c.Job.ID, c.Token, now.Add(every), now)
		}
		return q.store.FinishJob(ctx, c.Job.ID, c.Token)
	}
	var p permanent
	if errors.As(err, &p) || c.Job.Attempts >= c.Job.MaxAttempts {
		return q.store.FailJob(ctx, c.Job.ID, c.Token, err.Error(), now)
	}
	return q.store.RetryJob(ctx, c.Job.ID, c.Token, now.Add(q.Backoff(c.Job.Kind, c.Job.Attempts)), err.Error(), now)
}

// Backoff is how long a job of kind waits after its attempt-th attempt
// failed: the kind's Backoff, doubled for each attempt after the first, at
// most MaxBackoff.
func (q *Queue) Backoff(kind string, attempt int) time.Duration {
	k := q.kinds[kind]
	d := k.Backoff
	for i := 1; i < attempt && d < k.MaxBackoff; i++ {
		d *= 2
	}
	if k.MaxBackoff > 0 && d > k.MaxBackoff {
		d = k.MaxBackoff
	}
	return d
}

func (q *Queue) settle(ctx context.Context, c Claim, err error) {
	switch serr := q.Settle(ctx, c, err); {
	case serr != nil:
		slog.Warn("record job outcome", "job_id", c.Job.ID, "kind", c.Job.Kind, "err", serr)
	case err == nil:
		slog.Debug("job done", "job_id", c.Job.ID, "kind", c.Job.Kind, "attempt", c.Job.Attempts)
	default:
		slog.Warn("job attempt failed", "job_id", c.Job.ID, "kind", c.Job.Kind, "attempt", c.Job.Attempts,
			"of", c.Job.MaxAttempts, "err", err)
	}
}
