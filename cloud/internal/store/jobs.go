package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// The jobs table is a general durable queue: a worker claims a due job with a lease
// and a fencing token, renews the lease while it works, and renewing,
// finishing, retrying and failing act only while the token is still the
// job's. A lease left to expire lets another worker claim the job; the old
// worker is fenced off.

type jobModel struct {
	ID          int64 `gorm:"primaryKey"`
	Kind        string
	Payload     string
	Status      string
	RunAt       time.Time
	Attempts    int
	MaxAttempts int
	LeaseUntil  *time.Time
	Token       *string
	LastError   string
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

func (jobModel) TableName() string { return "jobs" }

func toDomainJob(m jobModel) domain.Job {
	return domain.Job{ID: m.ID, Kind: m.Kind, Payload: []byte(m.Payload), Status: domain.JobStatus(m.Status),
		RunAt: m.RunAt, Attempts: m.Attempts, MaxAttempts: m.MaxAttempts, LeaseUntil: m.LeaseUntil,
		Token: deref(m.Token), LastError: m.LastError, CreatedAt: m.CreatedAt}
}

// EnqueueJob stores a new queued job and sets its ID.
func (s *Store) EnqueueJob(ctx context.Context, j *domain.Job) error {
	return insertJob(s.db.WithContext(ctx), j)
}

// insertJob stores j in db (a transaction, when the job must exist exactly
// when another change does) and sets its ID.
func insertJob(db *gorm.DB, j *domain.Job) error {
	m := jobModel{Kind: j.Kind, Payload: string(j.Payload), Status: string(domain.JobQueued), RunAt: j.RunAt,
		MaxAttempts: j.MaxAttempts, CreatedAt: j.CreatedAt, UpdatedAt: j.CreatedAt}
	if err := db.Create(&m).Error; err != nil {
		return translate(err, "enqueue %s job", j.Kind)
	}
	*j = toDomainJob(m)
	return nil
}

// JobsOfKind lists the jobs of kind, queued and failed, oldest first.
func (s *Store) JobsOfKind(ctx context.Context, kind string) ([]domain.Job, error) {
	var ms []jobModel
	if err := s.db.WithContext(ctx).Where("kind = ?", kind).Order("id").Find(&ms).Error; err != nil {
		return nil, translate(err, "jobs of kind %s", kind)
	}
	out := make([]domain.Job, len(ms))
	for i, m := range ms {
		out[i] = toDomainJob(m)
	}
	return out, nil
}

// due is the condition that a job may be claimed at now.
const due = "status = ? AND run_at <= ? AND (lease_until IS NULL OR lease_until < ?)"

// DueJobs lists up to limit jobs of kinds that nobody holds and whose time
// has come, soonest first.
func (s *Store) DueJobs(ctx context.Context, kinds []string, now time.Time, limit int) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&jobModel{}).Where(due, string(domain.JobQueued), now, now).
		Where("kind IN ?", kinds).Order("run_at, id").Limit(limit).Pluck("id", &ids).Error
	return ids, translate(err, "due jobs")
}

// ClaimJob takes a due job with token until leaseUntil and counts the
// attempt; ErrConflict when it is not due or someone else holds it.
func (s *Store) ClaimJob(ctx context.Context, id int64, token string, now, leaseUntil time.Time) (domain.Job, error) {
	res := s.db.WithContext(ctx).Model(&jobModel{}).Where("id = ?", id).Where(due, string(domain.JobQueued), now, now).
		Updates(map[string]any{"attempts": gorm.Expr("attempts + 1"), "lease_until": leaseUntil,
			"token": token, "updated_at": now})
	if res.Error != nil {
		return domain.Job{}, translate(res.Error, "claim job %d", id)
	}
	if res.RowsAffected == 0 {
		return domain.Job{}, translate(ErrConflict, "claim job %d", id)
	}
	return s.JobByID(ctx, id)
}

// JobByID reads a job.
func (s *Store) JobByID(ctx context.Context, id int64) (domain.Job, error) {
	var m jobModel
	err := s.db.WithContext(ctx).Where("id = ?", id).Take(&m).Error
	return toDomainJob(m), translate(err, "job %d", id)
}

// jobHeldBy updates job id with values if it is still queued under token;
// ErrConflict when it is no longer that worker's.
func (s *Store) jobHeldBy(ctx context.Context, id int64, token string, values map[string]any) error {
	res := s.db.WithContext(ctx).Model(&jobModel{}).
		Where("id = ? AND status = ? AND token = ?", id, string(domain.JobQueued), token).Updates(values)
	if res.Error != nil {
		return translate(res.Error, "update job %d", id)
	}
	if res.RowsAffected == 0 {
		return translate(ErrConflict, "update job %d", id)
	}
	return nil
}

// RenewJobLease extends the lease of a job being worked on.
func (s *Store) RenewJobLease(ctx context.Context, id int64, token string, until time.Time) error {
	return s.jobHeldBy(ctx, id, token, map[string]any{"lease_until": until})
}

// RetryJob gives a job back after a failed attempt, to be run again at runAt.
func (s *Store) RetryJob(ctx context.Context, id int64, token string, runAt time.Time, lastError string, now time.Time) error {
	return s.jobHeldBy(ctx, id, token, map[string]any{"run_at": runAt, "lease_until": nil, "token": nil,
		"last_error": lastError, "updated_at": now})
}

// RescheduleJob makes a periodic job that is done due again at runAt, as a
// new job (no attempts yet).
func (s *Store) RescheduleJob(ctx context.Context, id int64, token string, runAt, now time.Time) error {
	return s.jobHeldBy(ctx, id, token, map[string]any{"run_at": runAt, "lease_until": nil, "token": nil,
		"attempts": 0, "last_error": "", "updated_at": now})
}

// ReleaseJob gives a job back unfinished (the service is stopping), so it is
// taken again at once and the attempt does not count.
func (s *Store) ReleaseJob(ctx context.Context, id int64, token string) error {
	return s.jobHeldBy(ctx, id, token, map[string]any{"lease_until": nil, "token": nil,
		"attempts": gorm.Expr("attempts - 1")})
}

// FailJob marks a job failed for good, kept for inspection.
func (s *Store) FailJob(ctx context.Context, id int64, token, lastError string, now time.Time) error {
	return s.jobHeldBy(ctx, id, token, map[string]any{"status": string(domain.JobFailed), "lease_until": nil,
		"token": nil, "last_error": lastError, "updated_at": now})
}

// FinishJob deletes a job that is done, if it is still token's.
func (s *Store) FinishJob(ctx context.Context, id int64, token string) error {
	res := s.db.WithContext(ctx).Where("id = ? AND status = ? AND token = ?", id, string(domain.JobQueued), token).
		Delete(&jobModel{})
	if res.Error != nil {
		return translate(res.Error, "finish job %d", id)
	}
	if res.RowsAffected == 0 {
		return translate(ErrConflict, "finish job %d", id)
	}
	return nil
}
