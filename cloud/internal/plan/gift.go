package plan

import (
	"context"
	"errors"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Grant sources of the once-only offers.
const (
	giftSource      = "gift"
	privilegeSource = "privilege"
)

var errClaimed = api.Errorf(api.CodeRewardClaimed, "This offer was already claimed, or is not offered to this account")

// hasGrant reports whether the user has a grant from source, revoked or not.
func hasGrant(grants []domain.Grant, source string) bool {
	for _, g := range grants {
		if g.Source == source {
			return true
		}
	}
	return false
}

// giftOffered says whether the gift month is offered to the user now: an
// account made before the cut-off, on Basic, at its video limit, that never
// claimed it.
func (s *Service) giftOffered(ctx context.Context, userID int64, now time.Time) (bool, error) {
	if s.cfg.GiftBefore.IsZero() {
		return false, nil
	}
	u, err := s.store.UserByID(ctx, userID)
	if err != nil || !u.CreatedAt.Before(s.cfg.GiftBefore) {
		return false, err
	}
	snap, err := s.Snapshot(ctx, userID, now)
	if err != nil || snap.Premium || snap.Entitlements.VideoLimit == api.Unlimited {
		return false, err
	}
	grants, err := s.store.GrantsOf(ctx, userID)
	if err != nil || hasGrant(grants, giftSource) {
		return false, err
	}
	n, err := s.store.CountVideos(ctx, userID, now)
	return err == nil && n >= snap.Entitlements.VideoLimit, err
}

// GiftCheck is GET /api/activity/free-vip/check.
func (s *Service) GiftCheck(ctx context.Context, userID int64) (api.FreeVipCheck, error) {
	offered, err := s.giftOffered(ctx, userID, s.now())
	if err != nil || !offered {
		return api.FreeVipCheck{}, err
	}
	return api.FreeVipCheck{CanGetFree: true, Days: api.GiftDays}, nil
}

// ClaimGift gives the gift month (api.GiftDays of trial) when it is
// offered; CodeRewardClaimed otherwise, a second claim included.
func (s *Service) ClaimGift(ctx context.Context, userID int64) (api.CurrentPlan, error) {
	now := s.now()
	offered, err := s.giftOffered(ctx, userID, now)
	if err != nil {
		return api.CurrentPlan{}, err
	}
	if !offered {
		return api.CurrentPlan{}, errClaimed
	}
	end := now.Add(api.GiftDays * day)
	g := domain.Grant{UserID: userID, Kind: domain.GrantGift, Source: giftSource, Days: api.GiftDays,
		StartAt: now, EndAt: &end, EarnedAt: now}
	return s.give(ctx, &g)
}

// give stores a once-only grant, tells the user's pages and answers their
// plan; CodeRewardClaimed when it was given before.
func (s *Service) give(ctx context.Context, g *domain.Grant) (api.CurrentPlan, error) {
	if err := s.store.AddGrant(ctx, g); errors.Is(err, store.ErrConflict) {
		return api.CurrentPlan{}, errClaimed
	} else if err != nil {
		return api.CurrentPlan{}, err
	}
	s.changed(ctx, g.UserID)
	snap, err := s.Snapshot(ctx, g.UserID, s.now())
	return Current(snap), err
}

// PrivilegeCheck is GET /api/activity/old-user-privilege/check: accounts
// made before the privilege's cut-off may confirm it, once.
func (s *Service) PrivilegeCheck(ctx context.Context, userID int64) (api.OldUserPrivilegeCheck, error) {
	u, err := s.store.UserByID(ctx, userID)
	if err != nil {
		return api.OldUserPrivilegeCheck{}, err
	}
	grants, err := s.store.GrantsOf(ctx, userID)
	if err != nil {
		return api.OldUserPrivilegeCheck{}, err
	}
	return api.OldUserPrivilegeCheck{
		Eligible:  !s.cfg.PrivilegeBefore.IsZero() && u.CreatedAt.Before(s.cfg.PrivilegeBefore),
		Confirmed: hasGrant(grants, privilegeSource),
	}, nil
}

// ConfirmPrivilege gives an eligible account professional_activity with
// no end (state privilege); CodeRewardClaimed when it is not eligible or
// confirmed already.
func (s *Service) ConfirmPrivilege(ctx context.Context, userID int64) (api.CurrentPlan, error) {
	c, err := s.PrivilegeCheck(ctx, userID)
	if err != nil {
		return api.CurrentPlan{}, err
	}
	if !c.Eligible || c.Confirmed {
		return api.CurrentPlan{}, errClaimed
	}
	now := s.now()
	return s.give(ctx, &domain.Grant{UserID: userID, Kind: domain.GrantPrivilege, Source: privilegeSource,
		StartAt: now, EarnedAt: now})
}

// CurrentPlan is the user's CurrentPlan now, as far as this package knows
// it (Current).
func (s *Service) CurrentPlan(ctx context.Context, userID int64) (api.CurrentPlan, error) {
	snap, err := s.Snapshot(ctx, userID, s.now())
	return Current(snap), err
}
