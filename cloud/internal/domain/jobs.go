package domain

import "time"

// JobStatus is where a job stands: queued (waiting, or running under a
// lease) or failed (it used up its attempts). Done jobs are deleted.
type JobStatus string

const (
	JobQueued JobStatus = "queued"
	JobFailed JobStatus = "failed"
)

// Job is one unit of background work of some kind, with its JSON payload.
type Job struct {
	ID          int64
	Kind        string
	Payload     []byte
	Status      JobStatus
	RunAt       time.Time // not before
	Attempts    int       // claims so far, the current one included
	MaxAttempts int
	LeaseUntil  *time.Time
	Token       string // the claim's fencing token, which the handler's own writes may check
	LastError   string
	CreatedAt   time.Time
}

// EmailVerification is the live code sent to prove a user's address; only
// its keyed hash is kept.
type EmailVerification struct {
	UserID      int64
	CodeHash    string
	ExpiresAt   time.Time
	Attempts    int // wrong codes entered
	SentAt      time.Time
	WindowStart time.Time // the hour sends are counted in
	WindowSends int
	Version     int // bumped on every send, so concurrent sends cannot both pass
}
