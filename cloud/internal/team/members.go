package team

import (
	"context"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

var (
	errBadRole    = api.Errorf(api.CodeInvalidParam, "role must be 2 (admin), 3 (member) or 4 (visitor)")
	errOwnerStays = api.Errorf(api.CodeCannotLeave, "The owner of a workspace cannot leave it; transfer it first")
	errSelf       = api.Errorf(api.CodeInvalidParam, "Choose another member")
	errBadUserID  = api.Errorf(api.CodeInvalidParam, "user_id must be a positive number")
)

// Members lists a workspace's members, then its pending invitees (any
// member may look).
func (s *Service) Members(ctx context.Context, userID, teamID int64) (api.TeamMembers, error) {
	t, err := s.member(ctx, userID, teamID, anyMember)
	if err != nil {
		return api.TeamMembers{}, err
	}
	ms, err := s.store.TeamMembers(ctx, t.ID)
	if err != nil {
		return api.TeamMembers{}, err
	}
	pending, err := s.store.PendingInvites(ctx, t.ID)
	if err != nil {
		return api.TeamMembers{}, err
	}
	out := api.TeamMembers{Members: make([]api.TeamMember, 0, len(ms)+len(pending))}
	for _, m := range ms {
		out.Members = append(out.Members, memberWire(m))
	}
	seen := map[string]bool{}
	for _, p := range pending {
		if seen[p.Email] {
			continue
		}
		seen[p.Email] = true
		out.Members = append(out.Members, api.TeamMember{Email: p.Email, Role: int(api.RolePending), IsPending: true})
	}
	return out, nil
}

// target checks the owner's call about another member userID.
func (s *Service) target(ctx context.Context, callerID, teamID, userID int64) error {
	if _, err := s.changeable(ctx, callerID, teamID, ownerOnly); err != nil {
		return err
	}
	if userID <= 0 {
		return errBadUserID
	}
	if userID == callerID {
		return errSelf
	}
	return nil
}

// SetRole gives a member (not the owner) role 2, 3 or 4 (the owner only).
func (s *Service) SetRole(ctx context.Context, callerID int64, req api.TeamSetRoleRequest) error {
	if err := s.target(ctx, callerID, req.TeamID, req.UserID); err != nil {
		return err
	}
	if req.Role < api.RoleAdmin || req.Role > api.RoleVisitor {
		return errBadRole
	}
	lost, err := s.lostToVisitor(ctx, req)
	if err != nil {
		return err
	}
	if err := s.store.SetTeamRole(ctx, req.TeamID, callerID, req.UserID, req.Role); err != nil {
		return notFound(err, errUserNotFound)
	}
	for _, c := range lost {
		s.events.LeftRoom(ctx, c.ID, req.TeamID, []int64{req.UserID}, false)
	}
	return nil
}

// lostToVisitor is the public rooms a member made a visitor no longer
// sees: those they are not in.
func (s *Service) lostToVisitor(ctx context.Context, req api.TeamSetRoleRequest) ([]domain.Channel, error) {
	if req.Role != api.RoleVisitor {
		return nil, nil
	}
	was, err := s.store.TeamRole(ctx, req.UserID, req.TeamID)
	if err != nil || !was.InTeam() || was == api.RoleVisitor {
		return nil, err
	}
	return s.store.BrowsableChannels(ctx, req.UserID, req.TeamID)
}

// Transfer makes a member the owner, and the owner an admin (the owner
// only; irreversible).
func (s *Service) Transfer(ctx context.Context, callerID int64, req api.TeamTransferRequest) error {
	if err := s.target(ctx, callerID, req.TeamID, req.UserID); err != nil {
		return err
	}
	return notFound(s.store.TransferTeam(ctx, req.TeamID, callerID, req.UserID, s.Now()), errUserNotFound)
}

// Remove takes a member (not the owner) out of the workspace and its rooms
// (the owner only).
func (s *Service) Remove(ctx context.Context, callerID int64, req api.TeamMemberRemoveRequest) error {
	if err := s.target(ctx, callerID, req.TeamID, req.UserID); err != nil {
		if err == errSelf {
			return errOwnerStays
		}
		return err
	}
	if err := s.store.RemoveTeamMember(ctx, req.TeamID, req.UserID, callerID); err != nil {
		return notFound(err, errUserNotFound)
	}
	s.events.LeftTeam(ctx, req.TeamID, []int64{req.UserID}, false)
	return nil
}

// Quit takes the caller out of the workspace and its rooms; its owner
// cannot quit.
func (s *Service) Quit(ctx context.Context, userID, teamID int64) error {
	t, err := s.changeable(ctx, userID, teamID, anyMember)
	if err != nil {
		return err
	}
	if t.Role == api.RoleOwner {
		return errOwnerStays
	}
	if err := s.store.RemoveTeamMember(ctx, t.ID, userID, userID); err != nil {
		return notFound(err, errTeamNotFound)
	}
	s.events.LeftTeam(ctx, t.ID, []int64{userID}, false)
	return nil
}
