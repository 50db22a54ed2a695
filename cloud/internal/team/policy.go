package team

import (
	"context"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// The decided rules of spec 6: which workspace roles may make each call.
// A caller who is not a member (pending invitees are not) never learns the
// workspace exists: CodeNotFound. A member whose role is not in the set
// gets CodeForbidden.
type roles []api.TeamRole

var (
	anyMember = roles{api.RoleOwner, api.RoleAdmin, api.RoleMember, api.RoleVisitor}
	inviters  = roles{api.RoleOwner, api.RoleAdmin, api.RoleMember} // invite links and e-mail invitations
	managers  = roles{api.RoleOwner, api.RoleAdmin}                 // rename, icon, pending invitations, revoke
	ownerOnly = roles{api.RoleOwner}                                // roles, transfer, remove, delete
)

func (rs roles) allow(r api.TeamRole) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

var (
	errRole    = api.Errorf(api.CodeForbidden, "Your role in this workspace does not allow this")
	errBuiltin = api.Errorf(api.CodeBuiltinTeam, "Everyone is in this workspace: it cannot be renamed, deleted, left, transferred or invited to")
)

// member is workspace teamID with userID's role, when that role is one of
// allowed.
func (s *Service) member(ctx context.Context, userID, teamID int64, allowed roles) (domain.Team, error) {
	if teamID == 0 {
		return domain.Team{}, errBadID
	}
	t, err := s.store.TeamOf(ctx, teamID, userID)
	if err != nil {
		return domain.Team{}, notFound(err, errTeamNotFound)
	}
	if !allowed.allow(t.Role) {
		return domain.Team{}, errRole
	}
	return t, nil
}

// changeable is member for the calls that change a workspace's name, icon,
// owner or members, or invite to it: the built-in workspace (spec 6) takes
// none of them, whatever the caller's role, since every user is in it and
// its name is the operator's (BUILTIN_TEAM); roles in it are set with
// `reelroom admin builtin-role`.
func (s *Service) changeable(ctx context.Context, userID, teamID int64, allowed roles) (domain.Team, error) {
	t, err := s.member(ctx, userID, teamID, anyMember)
	if err != nil {
		return domain.Team{}, err
	}
	if api.IsBuiltinTeam(t.ID) {
		return domain.Team{}, errBuiltin
	}
	if !allowed.allow(t.Role) {
		return domain.Team{}, errRole
	}
	return t, nil
}
