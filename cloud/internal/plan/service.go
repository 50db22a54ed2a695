package plan

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// ChangedKind is the job that tells a user's open pages their plan changed,
// for a process that has no live hub (the reelroom admin command): the
// running service's worker runs it and publishes.
const ChangedKind = "plan-changed"

type changedPayload struct {
	UserID int64 `json:"user_id"`
}

// Config is what the service is configured with.
type Config struct {
	// GiftBefore: accounts made before it are offered the gift month (at
	// the limit, on Basic); zero: never offered.
	GiftBefore time.Time
	// PrivilegeBefore: accounts made before it may confirm the old-user
	// privilege; zero: nobody may.
	PrivilegeBefore time.Time
}

// Service decides plans and gives Premium outside paid plans.
type Service struct {
	store *store.Store
	cfg   Config
	jobs  *job.Queue
	now   func() time.Time

	mu    sync.RWMutex
	hub   live.Hub
	basic api.Entitlements
}

// New makes a Service over st.
func New(st *store.Store, cfg Config) *Service {
	return &Service{store: st, cfg: cfg, basic: Basic, now: func() time.Time { return time.Now().UTC() }}
}

// SetClock makes the service read the time from now (tests move it).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

// SetBasic changes Basic's entitlements: tests make its limits small (a
// 2-second recording limit, a video limit of 1).
func (s *Service) SetBasic(e api.Entitlements) {
	s.mu.Lock()
	s.basic = e
	s.mu.Unlock()
}

// SetHub makes Changed publish on h at once, rather than through the job
// queue.
func (s *Service) SetHub(h live.Hub) {
	s.mu.Lock()
	s.hub = h
	s.mu.Unlock()
}

func (s *Service) state() (live.Hub, api.Entitlements) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.hub, s.basic
}

// Register adds ChangedKind to q, through which Changed tells the running
// service when this process has no hub.
func (s *Service) Register(q *job.Queue) {
	s.jobs = q
	q.Register(job.Kind{Name: ChangedKind, MaxAttempts: 5, Backoff: time.Second, MaxBackoff: 30 * time.Second,
		Handle: s.changedJob})
}

// Snapshot is the user's plan at now.
func (s *Service) Snapshot(ctx context.Context, userID int64, now time.Time) (Snapshot, error) {
	var paid *domain.PaidPlan
	p, err := s.store.PaidPlanOf(ctx, userID)
	switch {
	case err == nil:
		paid = &p
	case !errors.Is(err, store.ErrNotFound):
		return Snapshot{}, err
	}
	grants, err := s.store.GrantsOf(ctx, userID)
	if err != nil {
		return Snapshot{}, err
	}
	_, basic := s.state()
	snap := Decide(paid, grants, now, basic)
	snap.UserID = userID
	return snap, nil
}

// Entitlements are the user's limits now.
func (s *Service) Entitlements(ctx context.Context, userID int64) (api.Entitlements, error) {
	snap, err := s.Snapshot(ctx, userID, s.now())
	return snap.Entitlements, err
}

// Changed tells the user's open pages that their plan changed: it publishes
// action:plan_changed on their topic, or, in a process without the live
// hub, queues the job that makes the running service publish it.
func (s *Service) Changed(ctx context.Context, userID int64) error {
	hub, _ := s.state()
	if hub == nil {
		if s.jobs == nil {
			return errors.New("plan: nowhere to tell of a plan change")
		}
		_, err := s.jobs.Enqueue(ctx, ChangedKind, changedPayload{UserID: userID}, time.Time{})
		return err
	}
	snap, err := s.Snapshot(ctx, userID, s.now())
	if err != nil {
		return err
	}
	return hub.Publish(ctx, live.UserTopic(userID), api.EventPlanChanged,
		api.PlanChangedEvent{PlanType: snap.PlanType, Entitlements: snap.Entitlements})
}

// changed is Changed for what already happened: a failure is logged, as
// pages also refetch the plan when they open.
func (s *Service) changed(ctx context.Context, userID int64) {
	if err := s.Changed(ctx, userID); err != nil {
		slog.WarnContext(ctx, "tell of a plan change", "user_id", userID, "err", err)
	}
}

func (s *Service) changedJob(ctx context.Context, j domain.Job) error {
	var pl changedPayload
	if err := json.Unmarshal(j.Payload, &pl); err != nil || pl.UserID <= 0 {
		return job.Permanent(fmt.Errorf("plan: bad %s payload %q", ChangedKind, j.Payload))
	}
	if hub, _ := s.state(); hub == nil {
		return errors.New("plan: no live hub yet")
	}
	return s.Changed(ctx, pl.UserID)
}

// GrantPremium gives the user Premium from now for days (0: with no end),
// as an operator's grant, and tells their pages.
func (s *Service) GrantPremium(ctx context.Context, userID int64, days int) (domain.Grant, error) {
	if days < 0 {
		return domain.Grant{}, fmt.Errorf("plan: %d days", days)
	}
	now := s.now()
	g := domain.Grant{UserID: userID, Kind: domain.GrantAdmin, Source: "admin:" + strconv.FormatInt(now.UnixNano(), 36),
		StartAt: now, EarnedAt: now}
	if days > 0 {
		end := now.Add(time.Duration(days) * day)
		g.EndAt = &end
	}
	if err := s.store.AddGrant(ctx, &g); err != nil {
		return domain.Grant{}, err
	}
	s.changed(ctx, userID)
	return g, nil
}

// RevokePremium ends every grant of the user (a paid plan is the payment
// platform's), tells their pages, and says how many grants it ended.
func (s *Service) RevokePremium(ctx context.Context, userID int64) (int, error) {
	n, err := s.store.RevokeGrants(ctx, userID, s.now())
	if err != nil {
		return 0, err
	}
	s.changed(ctx, userID)
	return n, nil
}
