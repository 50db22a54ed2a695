package job

import (
	"context"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// Schedule makes sure every periodic kind has a queued job, enqueuing one to
// run now where there is none (a new database, or one whose job failed for
// good). Call it at start, after Register. Two instances starting together
// may both enqueue one; a periodic handler must bear running twice.
func (q *Queue) Schedule(ctx context.Context) error {
	for _, name := range q.names {
		if q.kinds[name].Every <= 0 {
			continue
		}
		jobs, err := q.store.JobsOfKind(ctx, name)
		if err != nil {
			return err
		}
		if hasQueued(jobs) {
			continue
		}
		if _, err := q.Enqueue(ctx, name, nil, q.Now()); err != nil {
			return err
		}
	}
	return nil
}

func hasQueued(jobs []domain.Job) bool {
	for _, j := range jobs {
		if j.Status == domain.JobQueued {
			return true
		}
	}
	return false
}
