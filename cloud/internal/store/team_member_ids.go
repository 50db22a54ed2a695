package store

import "context"

// TeamMemberIDs lists the members of a workspace (pending invitees are
// not members).
func (s *Store) TeamMemberIDs(ctx context.Context, teamID int64) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&teamMemberModel{}).Where("team_id = ?", teamID).Order("user_id").
		Pluck("user_id", &ids).Error
	return ids, translate(err, "members of team %d", teamID)
}
