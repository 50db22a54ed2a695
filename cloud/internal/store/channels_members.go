package store

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/reelroom/reelroom/shared/api"
)

// ChannelMember is a member of a room, or (UserID 0) an e-mail invitation
// to it not yet accepted.
type ChannelMember struct {
	UserID     int64
	Nickname   string
	Avatar     string
	Email      string
	Role       int
	VideoCount int
	JoinedAt   *time.Time
}

// ChannelMembers lists a room's members, its creator first, then by when
// they joined, each with the number of videos they have in it, and after
// them the pending e-mail invitations to the room: two queries.
func (s *Store) ChannelMembers(ctx context.Context, channelID int64) ([]ChannelMember, error) {
	var out []ChannelMember
	err := s.db.WithContext(ctx).Table("channel_members AS m").
		Select("u.id AS user_id, u.nickname, u.avatar, u.email, m.role, m.joined_at, "+
			"(SELECT COUNT(*) FROM videos AS v WHERE v.channel_id = m.channel_id AND v.user_id = m.user_id AND "+
			feedVideo+") AS video_count").
		Joins("JOIN users AS u ON u.id = m.user_id").Where("m.channel_id = ?", channelID).
		Order("m.role, m.joined_at, u.id").Scan(&out).Error
	if err != nil {
		return nil, translate(err, "members of room %d", channelID)
	}
	var pending []string
	err = s.db.WithContext(ctx).Table("team_invites").
		Where("channel_id = ? AND email <> '' AND accepted_at IS NULL AND revoked_at IS NULL", channelID).
		Order("id").Pluck("email", &pending).Error
	for _, e := range pending {
		out = append(out, ChannelMember{Email: e, Role: int(api.RolePending)})
	}
	return out, translate(err, "invitations to room %d", channelID)
}

// AddChannelMembers makes users members of a room of workspace teamID with
// role, at at; those already in it stay as they are. ErrNotFound, and no
// one added, when one of them is not a member of the workspace. It answers
// who was added.
func (s *Store) AddChannelMembers(ctx context.Context, channelID, teamID int64, users []int64, role api.ChannelRole, at time.Time) ([]int64, error) {
	users = distinct(users)
	var added []int64
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var n int64
		err := tx.Table("team_members").Where("team_id = ? AND user_id IN ? AND role BETWEEN ? AND ?",
			teamID, users, int(api.RoleOwner), int(api.RoleVisitor)).Count(&n).Error
		if err != nil {
			return translate(err, "workspace members among users")
		}
		if int(n) != len(users) {
			return fmt.Errorf("store: add to room %d: %w", channelID, ErrNotFound)
		}
		for _, u := range users {
			res := tx.Clauses(clause.OnConflict{DoNothing: true}).
				Create(&channelMemberModel{ChannelID: channelID, UserID: u, Role: int(role), JoinedAt: at})
			if res.Error != nil {
				return translate(res.Error, "add user %d to room %d", u, channelID)
			}
			if res.RowsAffected == 1 {
				added = append(added, u)
			}
		}
		return nil
	})
	return added, err
}

// RemoveChannelMembers takes users out of a room, never its creator; it
// answers how many left.
func (s *Store) RemoveChannelMembers(ctx context.Context, channelID int64, users []int64) (int, error) {
	if len(users) == 0 {
		return 0, nil
	}
	res := s.db.WithContext(ctx).Where("channel_id = ? AND user_id IN ? AND role <> ?", channelID, users, int(api.RoleCreator)).
		Delete(&channelMemberModel{})
	return int(res.RowsAffected), translate(res.Error, "remove members of room %d", channelID)
}

// MarkChannelRead sets userID's read mark of a room to at. ErrNotFound when
// userID is not in it.
func (s *Store) MarkChannelRead(ctx context.Context, channelID, userID int64, at time.Time) error {
	res := s.db.WithContext(ctx).Model(&channelMemberModel{}).Where("channel_id = ? AND user_id = ?", channelID, userID).
		Update("last_read_at", at)
	return asNotFound(oneRow(res, "mark room %d read for user %d", channelID, userID))
}

func distinct(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := ids[:0:0]
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// ChannelMemberIDs lists the members of a room.
func (s *Store) ChannelMemberIDs(ctx context.Context, channelID int64) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Model(&channelMemberModel{}).Where("channel_id = ?", channelID).Order("user_id").
		Pluck("user_id", &ids).Error
	return ids, translate(err, "members of room %d", channelID)
}
