package store

import (
	"context"

	"github.com/reelroom/reelroom/shared/api"
)

// TeamMemberIDs lists the members of a workspace whose role is upTo or
// above (api.RoleVisitor: all of them; pending invitees are not members).
func (s *Store) TeamMemberIDs(ctx context.Context, teamID int64, upTo api.TeamRole) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&teamMemberModel{}).Where("team_id = ? AND role <= ?", teamID, int(upTo)).
		Order("user_id").Pluck("user_id", &ids).Error
	return ids, translate(err, "members of team %d", teamID)
}
