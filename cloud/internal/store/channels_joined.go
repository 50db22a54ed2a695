package store

import (
	"context"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// JoinedChannels lists the rooms userID has joined in each of the
// workspaces teamIDs, by workspace, each with its member and video counts
// and userID's unread count and read mark, in one statement.
func (s *Store) JoinedChannels(ctx context.Context, userID int64, teamIDs []int64) (map[int64][]domain.Channel, error) {
	out := map[int64][]domain.Channel{}
	if len(teamIDs) == 0 {
		return out, nil
	}
	q := s.channelQuery(ctx, userID, true).Where("m.user_id IS NOT NULL AND c.team_id IN ?", teamIDs).
		Order("c.team_id, c.created_at, c.id")
	cs, err := scanChannels(q, "rooms user %d joined", userID)
	for _, c := range cs {
		out[c.TeamID] = append(out[c.TeamID], c)
	}
	return out, err
}
