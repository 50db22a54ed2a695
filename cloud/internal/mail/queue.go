package mail

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
)

// JobKind is the job kind that sends one Message.
const JobKind = "mail"

// Kind is the job kind that sends mail with s: up to 8 attempts over about
// two hours (30 s, 1 min, 2 min, ... at most 30 min apart); a permanent
// refusal fails at once.
func Kind(s Sender) job.Kind {
	return job.Kind{Name: JobKind, MaxAttempts: 8, Backoff: 30 * time.Second, MaxBackoff: 30 * time.Minute,
		Handle: func(ctx context.Context, j domain.Job) error {
			var m Message
			if err := json.Unmarshal(j.Payload, &m); err != nil {
				return job.Permanent(fmt.Errorf("mail: payload: %w", err))
			}
			err := s.Send(ctx, m)
			if IsPermanent(err) {
				return job.Permanent(err)
			}
			return err
		}}
}

// Queue sends messages through the job queue, so they survive restarts and
// are retried.
type Queue struct{ Jobs *job.Queue }

// Send queues m.
func (q Queue) Send(ctx context.Context, m Message) error {
	_, err := q.Jobs.Enqueue(ctx, JobKind, m, time.Time{})
	return err
}
