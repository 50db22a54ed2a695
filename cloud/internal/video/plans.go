package video

import (
	"context"
	"errors"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Plans is what videos need of the plan rule (package plan): a user's
// entitlements now, which every limit reads, and the hook that settles an
// invitation once the invited person's first video is ready.
type Plans interface {
	Entitlements(ctx context.Context, userID int64) (api.Entitlements, error)
	SettleQuietly(ctx context.Context, userID int64)
}

// basicOnly is the plan rule of a service not given one: everyone on Basic.
type basicOnly struct{}

func (basicOnly) Entitlements(context.Context, int64) (api.Entitlements, error) {
	return plan.Basic, nil
}

func (basicOnly) SettleQuietly(context.Context, int64) {}

// SetPlans connects the plan rule to the service and its processor.
func (s *Service) SetPlans(p Plans) {
	s.plans = p
	s.processor.plans = p
}

// videoLimit is how many videos the user's plan keeps.
func (s *Service) videoLimit(ctx context.Context, userID int64) (int, error) {
	e, err := s.plans.Entitlements(ctx, userID)
	return e.VideoLimit, err
}

// CreateWithinPlan stores a new video within its owner's plan's video
// limit (CodeVideoLimit when it is full).
func (s *Service) CreateWithinPlan(ctx context.Context, v *domain.Video) error {
	limit, err := s.videoLimit(ctx, v.UserID)
	if err != nil {
		return err
	}
	if err := s.store.CreateVideo(ctx, v, limit); err != nil {
		return s.limitError(limit, err)
	}
	return nil
}

// limitError turns store.ErrLimit into the plan's message for the user.
func (s *Service) limitError(limit int, err error) error {
	if !errors.Is(err, store.ErrLimit) {
		return err
	}
	return api.Errorf(api.CodeVideoLimit, "The Basic plan keeps up to %d videos. Upgrade to Premium for unlimited videos.", limit)
}

// limits are what the owner's plan keeps of a video (spec 1, 8): a Basic
// owner's recording or upload longer than its record_duration_limit is cut
// there (210001 is handled silently: the video is kept, cut), and a picture
// above its max_height is scaled down to it.
func (p *Processor) limits(ctx context.Context, ownerID int64) (media.Limits, error) {
	e, err := p.plans.Entitlements(ctx, ownerID)
	if err != nil {
		return media.Limits{}, err
	}
	var lim media.Limits
	if e.RecordDurationLimit > 0 {
		lim.MaxDurationMs = int64(e.RecordDurationLimit) * 1000
	}
	if e.MaxHeight > 0 {
		lim.MaxHeight = e.MaxHeight
	}
	return lim, nil
}
