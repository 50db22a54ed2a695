package team

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// The built-in workspace (api.BuiltinTeamID, spec 6): the operator turns
// it on with BUILTIN_TEAM; then every user is in it and in its two rooms.
// Its rules are changeable's (policy.go) and the rooms' (room package);
// who may add videos to 'All hands' is access.Decide's.

// EnsureBuiltin makes the built-in workspace, named name, and puts every
// user in it; run at every start while it is on.
func (s *Service) EnsureBuiltin(ctx context.Context, name string) error {
	if err := s.store.EnsureBuiltinTeam(ctx, name, s.Now()); err != nil {
		return fmt.Errorf("team: the built-in workspace: %w", err)
	}
	return nil
}

// JoinBuiltin puts a user who has just signed up in the built-in workspace.
func (s *Service) JoinBuiltin(ctx context.Context, userID int64) error {
	return s.store.JoinBuiltinTeam(ctx, userID, s.Now())
}

// WarnIfBuiltinLeft logs that the built-in workspace is still there, with
// its members and videos, while BUILTIN_TEAM no longer turns it on: new
// users do not join it.
func (s *Service) WarnIfBuiltinLeft(ctx context.Context) {
	if _, err := s.store.TeamByID(ctx, api.BuiltinTeamID); err == nil {
		slog.WarnContext(ctx, "the built-in workspace stays as it is, but new users no longer join it: BUILTIN_TEAM is not set")
	}
}

// ErrNoBuiltin: the built-in workspace was never turned on, or no account
// has the e-mail.
var ErrNoBuiltin = errors.New("no such user, or the built-in workspace is not on (BUILTIN_TEAM)")

// SetBuiltinRole gives the user with e-mail email role 2 (admin), 3
// (member) or 4 (visitor) in the built-in workspace, for the operator's
// command; the workspace keeps the service as its owner.
func (s *Service) SetBuiltinRole(ctx context.Context, email string, role api.TeamRole) (int64, error) {
	if role < api.RoleAdmin || role > api.RoleVisitor {
		return 0, errBadRole
	}
	id, err := s.store.SetBuiltinRole(ctx, strings.ToLower(strings.TrimSpace(email)), role, s.Now())
	if errors.Is(err, store.ErrNotFound) {
		return 0, ErrNoBuiltin
	}
	return id, err
}
