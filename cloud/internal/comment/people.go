package comment

import (
	"cmp"
	"context"
	"slices"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Mentionable lists who a comment on the video may mention, for anyone
// allowed to comment on it: its owner, the members of its room and
// everyone with a live comment on it, each once, ordered by nickname (then
// id, for equal nicknames).
func (s *Service) Mentionable(ctx context.Context, a access.Actor, videoID int64) (People, error) {
	v, err := s.decide(ctx, a, access.Comment, videoID, 0)
	if err != nil {
		return nil, err
	}
	ids, err := s.store.Commenters(ctx, v.ID)
	if err != nil {
		return nil, err
	}
	if v.ChannelID != 0 {
		members, err := s.store.ChannelMemberIDs(ctx, v.ChannelID)
		if err != nil {
			return nil, err
		}
		ids = append(ids, members...)
	}
	users, err := s.store.UsersByIDs(ctx, append(ids, v.UserID))
	if err != nil {
		return nil, err
	}
	out := make(People, 0, len(users))
	for _, u := range users {
		out = append(out, u)
	}
	slices.SortFunc(out, func(x, y domain.User) int {
		return cmp.Or(cmp.Compare(x.Nickname, y.Nickname), cmp.Compare(x.ID, y.ID))
	})
	return out, nil
}

// MarkRead marks every comment of the video so far read by a, a signed-in
// user who may view it: its unread count drops to 0.
func (s *Service) MarkRead(ctx context.Context, a access.Actor, videoID int64) error {
	if _, err := s.decide(ctx, a, access.View, videoID, 0); err != nil {
		return err
	}
	return s.store.MarkCommentsRead(ctx, a.UserID, videoID)
}

// People are users as a comment box lists them.
type People []domain.User

// Wire is the list as clients see it.
func (p People) Wire() api.CommentMentionables {
	out := api.CommentMentionables{Users: make([]api.CommentUser, len(p))}
	for i, u := range p {
		out.Users[i] = commentUser(u)
	}
	return out
}
