package billing

import (
	"context"
	"errors"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// PaidOnly is the plan rule as far as paid plans go: Premium while the paid
// plan gives it, Basic otherwise. It stands in for package plan (grants,
// trials, the old-user privilege) until that is wired in its place.
type PaidOnly struct {
	Store *store.Store
	Hub   live.Hub         // nil: Changed tells nobody
	Now   func() time.Time // for Changed's entitlements; nil: time.Now
}

// Basic and Premium are the two sets of entitlements (spec 1).
var (
	Basic = api.Entitlements{VideoLimit: api.BasicVideoLimit, RecordDurationLimit: api.BasicRecordSeconds,
		MaxHeight: api.BasicMaxHeight}
	Premium = api.Entitlements{VideoLimit: api.Unlimited, RecordDurationLimit: api.Unlimited,
		MaxHeight: api.PremiumMaxHeight, Download: true, Annotation: true}
)

// Snapshot is the user's plan at now, from their paid plan alone.
func (p PaidOnly) Snapshot(ctx context.Context, userID int64, now time.Time) (Snapshot, error) {
	paid, err := p.Store.PaidPlanOf(ctx, userID)
	switch {
	case errors.Is(err, domain.ErrNotFound):
		return Snapshot{PlanType: api.PlanFree, State: api.SubNone, Entitlements: Basic}, nil
	case err != nil:
		return Snapshot{}, err
	case paid.PremiumAt(now):
		return Snapshot{PlanType: paid.Type, State: paid.State, Entitlements: Premium}, nil
	}
	state := paid.State
	if state == api.SubActive || state == api.SubUnsubscribed || state == api.SubPastDue {
		state = api.SubExpired // its period is over
	}
	return Snapshot{PlanType: api.PlanFree, State: state, Entitlements: Basic}, nil
}

// Changed publishes action:plan_changed on the user's own topic.
func (p PaidOnly) Changed(ctx context.Context, userID int64) error {
	if p.Hub == nil {
		return nil
	}
	now := time.Now
	if p.Now != nil {
		now = p.Now
	}
	snap, err := p.Snapshot(ctx, userID, now())
	if err != nil {
		return err
	}
	return p.Hub.Publish(ctx, live.UserTopic(userID), api.EventPlanChanged,
		api.PlanChangedEvent{PlanType: snap.PlanType, Entitlements: snap.Entitlements})
}
