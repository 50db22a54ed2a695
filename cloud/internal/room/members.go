package room

import (
	"context"
	"errors"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Members lists a room's members and pending invitees, for those who see it.
func (s *Service) Members(ctx context.Context, userID, channelID int64) ([]store.ChannelMember, error) {
	if _, err := s.visible(ctx, userID, channelID, false); err != nil {
		return nil, err
	}
	return s.store.ChannelMembers(ctx, channelID)
}

// AddMembers lets a room's member add members of its workspace (pending
// invitees are not members, so they cannot be added); those already in the
// room stay as they are.
func (s *Service) AddMembers(ctx context.Context, userID int64, req api.ChannelMembersRequest) error {
	if len(req.Users) == 0 {
		return errNoUsers
	}
	c, err := s.member(ctx, userID, req.ChannelID)
	if err != nil {
		return err
	}
	_, err = s.store.AddChannelMembers(ctx, c.ID, c.TeamID, req.Users, api.RoleRoomMember, s.now())
	if errors.Is(err, domain.ErrNotFound) {
		return errUserNotFound
	}
	return err
}

// Join makes the user a member of a public room of their workspace (not as
// a visitor, who does not see it); joining again changes nothing.
func (s *Service) Join(ctx context.Context, userID, channelID int64) error {
	c, err := s.visible(ctx, userID, channelID, false)
	if err != nil || c.Role != 0 {
		return err
	}
	_, err = s.store.AddChannelMembers(ctx, c.ID, c.TeamID, []int64{userID}, api.RoleRoomMember, s.now())
	return err
}

// Quit takes the user out of a room they are in; its creator stays.
func (s *Service) Quit(ctx context.Context, userID, channelID int64) error {
	c, err := s.member(ctx, userID, channelID)
	if err != nil {
		return err
	}
	if api.IsBuiltinChannel(c.ID) {
		return errBuiltinRoom
	}
	if c.Role == api.RoleCreator {
		return errCreatorStays
	}
	if _, err = s.store.RemoveChannelMembers(ctx, channelID, []int64{userID}); err != nil {
		return err
	}
	s.events.LeftRoom(ctx, channelID, c.TeamID, []int64{userID}, false)
	return nil
}

// RemoveMembers takes members out of a room (room admins); never its creator.
func (s *Service) RemoveMembers(ctx context.Context, userID int64, req api.ChannelMembersRequest) error {
	if len(req.Users) == 0 {
		return errNoUsers
	}
	c, err := s.changeable(ctx, userID, req.ChannelID)
	if err != nil {
		return err
	}
	if !admin(c) {
		return errNotAdmin
	}
	for _, u := range req.Users {
		if u == c.CreatorID {
			return errCreatorStays
		}
	}
	members, err := s.store.ChannelMemberIDs(ctx, c.ID)
	if err != nil {
		return err
	}
	if _, err = s.store.RemoveChannelMembers(ctx, c.ID, req.Users); err != nil {
		return err
	}
	s.events.LeftRoom(ctx, c.ID, c.TeamID, among(req.Users, members), false)
	return nil
}

// except is the users of all not in out.
func except(all, out []int64) []int64 {
	gone := make(map[int64]bool, len(out))
	for _, id := range out {
		gone[id] = true
	}
	var keep []int64
	for _, id := range all {
		if !gone[id] {
			keep = append(keep, id)
		}
	}
	return keep
}

// among is the users of want found in have.
func among(want, have []int64) []int64 {
	in := make(map[int64]bool, len(have))
	for _, id := range have {
		in[id] = true
	}
	var out []int64
	for _, id := range want {
		if in[id] {
			out = append(out, id)
			in[id] = false // once each
		}
	}
	return out
}

// MarkRead sets the user's read mark of a room's feed to now: its unread
// count becomes 0. Someone browsing a room they are not in has no mark.
func (s *Service) MarkRead(ctx context.Context, userID, channelID int64) error {
	c, err := s.visible(ctx, userID, channelID, false)
	if err != nil || c.Role == 0 {
		return err
	}
	return s.store.MarkChannelRead(ctx, channelID, userID, s.now())
}
