// Package notify is the notification feed (spec 1-4, 7, 9; the contract is
// shared/api/notifications.go): it turns events into notifications, lists
// and changes a person's feed, pushes every change to the person's live
// topic, e-mails mentions and replies left unseen, and removes old read
// ones.
//
// Events reach it durably: the store writes a job of kind
// domain.NotifyJobKind in the same transaction as the comment, the video
// arriving in a room or the new workspace member (store/notify_causes.go),
// and this package's handler of that kind writes the notifications (one
// statement for a whole room) and pushes them. A process that dies after
// the commit leaves the job queued; the next worker runs it, and an event
// handled twice is counted once (store.NewNotification.Source).
package notify

import (
	"context"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/store"
)

// Publisher carries events to live topics (the live hub).
type Publisher interface {
	Publish(ctx context.Context, topic, typ string, data any) error
}

// batchPublisher publishes many events at once (live.Local and
// live.Postgres do).
type batchPublisher interface {
	PublishEach(ctx context.Context, events []live.Event) error
}

// Config is what New needs besides the store.
type Config struct {
	Jobs       *job.Queue // runs the kinds of Kinds and sends mail (mail.Kind must be registered)
	SigningKey []byte     // signs unsubscribe links
	PublicURL  string     // the origin of links in mail
}

// Service is the notification use cases.
type Service struct {
	store    *store.Store
	jobs     *job.Queue
	hub      Publisher
	unsubKey []byte
	base     string
	// Now is the service's clock; tests replace it (before Run).
	Now func() time.Time
}

// New makes a Service that pushes nothing until SetHub.
func New(st *store.Store, cfg Config) *Service {
	return &Service{store: st, jobs: cfg.Jobs, hub: noHub{}, unsubKey: derive(cfg.SigningKey, "notification unsubscribe"),
		base: cfg.PublicURL, Now: func() time.Time { return time.Now().UTC() }}
}

// SetHub makes the service push changes through h.
func (s *Service) SetHub(h Publisher) { s.hub = h }

type noHub struct{}

func (noHub) Publish(context.Context, string, string, any) error { return nil }

// Job kinds besides domain.NotifyJobKind.
const (
	// MailJobKind looks for unseen mentions and replies to e-mail.
	MailJobKind = "notify.mail"
	// RetentionJobKind removes read notifications older than the retention.
	RetentionJobKind = "notify.retention"
)

// MailEvery is how often unseen notifications are looked for.
const MailEvery = 30 * time.Second

// Kinds are the job kinds the service runs, on a lane of their own so
// notifications never wait behind video processing or mail.
func (s *Service) Kinds() []job.Kind {
	return []job.Kind{
		{Name: domain.NotifyJobKind, Lane: "notify", MaxAttempts: 5, Backoff: 5 * time.Second, MaxBackoff: time.Minute,
			Handle: s.handleCause},
		{Name: MailJobKind, Lane: "notify", MaxAttempts: 3, Backoff: 30 * time.Second, MaxBackoff: 5 * time.Minute,
			Every: MailEvery, Handle: func(ctx context.Context, _ domain.Job) error { return s.MailUnseen(ctx) }},
		{Name: RetentionJobKind, Lane: "notify", MaxAttempts: 3, Backoff: time.Minute, MaxBackoff: time.Hour,
			Every: 6 * time.Hour, Handle: func(ctx context.Context, _ domain.Job) error { return s.Purge(ctx) }},
	}
}

// Kick wakes the job workers: call it after committing a change that
// queued a notification job, so it runs at once instead of at the next
// poll.
func (s *Service) Kick() { s.jobs.Kick() }
