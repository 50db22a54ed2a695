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
// allowed to comment on it (see mentionable), ordered by nickname (then id,
// for equal nicknames).
func (s *Service) Mentionable(ctx context.Context, a access.Actor, videoID int64) (People, error) {
	v, err := s.decide(ctx, a, access.Comment, videoID, 0)
	if err != nil {
		return nil, err
	}
	ids, err := s.mentionable(ctx, v)
	if err != nil {
		return nil, err
	}
	users, err := s.store.UsersByIDs(ctx, ids)
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

// mentionable is the one rule of who a comment on v may mention, used both
// for the list offered and to check a posted mention: its owner, the
// members of its room and everyone with a live comment on it.
func (s *Service) mentionable(ctx context.Context, v domain.Video) ([]int64, error) {
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
	return append(ids, v.UserID), nil
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
