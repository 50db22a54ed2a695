// Package room is the rooms (channels) of workspaces: creating and
// managing them, their members, the videos in them and read marks. Who may
// see a room is decided here (spec 6, the decided reading): its members,
// and for a public room the workspace's members who are not visitors. What
// may be done to a video in a room is access.Decide's, with the room facts
// the video service loads.
package room

import (
	"context"
	"errors"
	"time"
	"unicode/utf8"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/names"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

// Store is what rooms need of the database.
type Store interface {
	UserByID(ctx context.Context, id int64) (domain.User, error)
	TeamRole(ctx context.Context, userID, teamID int64) (api.TeamRole, error)
	ChannelFor(ctx context.Context, userID, channelID int64, counts bool) (domain.Channel, error)
	JoinedChannels(ctx context.Context, userID int64, teamIDs []int64) (map[int64][]domain.Channel, error)
	BrowsableChannels(ctx context.Context, userID, teamID int64) ([]domain.Channel, error)
	CreateChannel(ctx context.Context, c *domain.Channel) error
	UpdateChannel(ctx context.Context, c domain.Channel) error
	DeleteChannel(ctx context.Context, channelID int64, at time.Time) ([]store.RoomVideo, error)
	ChannelMembers(ctx context.Context, channelID int64) ([]store.ChannelMember, error)
	ChannelMemberIDs(ctx context.Context, channelID int64) ([]int64, error)
	TeamMemberIDs(ctx context.Context, teamID int64, upTo api.TeamRole) ([]int64, error)
	AddChannelMembers(ctx context.Context, channelID, teamID int64, users []int64, role api.ChannelRole, at time.Time) ([]int64, error)
	RemoveChannelMembers(ctx context.Context, channelID int64, users []int64) (int, error)
	MarkChannelRead(ctx context.Context, channelID, userID int64, at time.Time) error
	ChannelFeed(ctx context.Context, channelID, viewer int64, offset, limit int) ([]domain.VideoWithOwner, error)
	PlaceVideo(ctx context.Context, ownerID, videoID, channelID int64, at time.Time) (int64, error)
	TakeOutOfRoom(ctx context.Context, videoID, channelID int64, at time.Time) error
	MarkCommentsRead(ctx context.Context, userID, videoID int64) error
}

// Videos loads videos with what access decisions need, and shows and
// downloads them (video.Service).
type Videos interface {
	Object(ctx context.Context, userID, videoID int64) (domain.Video, access.Object, error)
	View(ctx context.Context, a access.Actor, c video.Client, videoID int64) (domain.VideoWithOwner, error)
	CheckDownload(ctx context.Context, a access.Actor, videoID int64) (string, error)
	// CreateWithinPlan stores a new video within its owner's plan's limit.
	CreateWithinPlan(ctx context.Context, v *domain.Video) error
}

// Events hears of videos arriving in rooms and leaving them (the spec's
// action:channel_video_add and _remove), and of users leaving rooms, once
// committed. It must not block.
type Events interface {
	VideoAdded(ctx context.Context, channelID int64, v domain.VideoWithOwner)
	VideoRemoved(ctx context.Context, channelID, videoID int64)
	// LeftRoom: users are no longer in the room (deleted: it is gone).
	LeftRoom(ctx context.Context, channelID, teamID int64, users []int64, deleted bool)
}

type noEvents struct{}

func (noEvents) VideoAdded(context.Context, int64, domain.VideoWithOwner) {}
func (noEvents) VideoRemoved(context.Context, int64, int64)               {}
func (noEvents) LeftRoom(context.Context, int64, int64, []int64, bool)    {}

// Service is the room use cases.
type Service struct {
	store  Store
	videos Videos
	events Events
	now    func() time.Time
}

// New makes a Service that tells no one of changes until SetEvents.
func New(st Store, videos Videos) *Service {
	return &Service{store: st, videos: videos, events: noEvents{}, now: func() time.Time { return time.Now().UTC() }}
}

// SetEvents makes the service tell e of videos arriving and leaving.
func (s *Service) SetEvents(e Events) { s.events = e }

// SetClock makes the service read the time from now (tests move it).
func (s *Service) SetClock(now func() time.Time) { s.now = now }

var (
	errTeamNotFound  = api.Errorf(api.CodeNotFound, "Workspace not found")
	errRoomNotFound  = api.Errorf(api.CodeNotFound, "Room not found")
	errVideoNotFound = api.Errorf(api.CodeNotFound, "Video not found")
	errUserNotFound  = api.Errorf(api.CodeNotFound, "Not a member of this workspace")
	errNotAdmin      = api.Errorf(api.CodeForbidden, "Only the workspace's owner and admins or the room's creator can do this")
	errNotCreator    = api.Errorf(api.CodeForbidden, "Only the workspace's owner and admins can create rooms")
	errNotMember     = api.Errorf(api.CodeForbidden, "Join the room first")
	errCreatorStays  = api.Errorf(api.CodeCannotLeave, "The room's creator cannot leave it")
	errNoUsers       = api.Errorf(api.CodeInvalidParam, "Choose at least one member")
	errDescription   = api.Errorf(api.CodeInvalidParam, "The description is too long")
	errSaveClosed    = api.Errorf(api.CodeShareClosed, "The video author has turned off saving feature")
	errSourceReady   = api.Errorf(api.CodeVideoNotReady, "Video is uploading, please try again later")
	errCannotRemove  = api.Errorf(api.CodeForbidden, "Only room admins or its author can remove a video from a room")
	errCannotAdd     = api.Errorf(api.CodeForbidden, "Only the workspace's owner and admins can add videos to this room")
	errBuiltinRoom   = api.Errorf(api.CodeBuiltinTeam, "Everyone is in this room: it cannot be renamed, deleted or left")
)

// changeable loads a room the user sees, for a call that renames, deletes
// or leaves it or takes members out: the built-in workspace's rooms take
// none of those (spec 6), since every user is in them.
func (s *Service) changeable(ctx context.Context, userID, channelID int64) (domain.Channel, error) {
	c, err := s.visible(ctx, userID, channelID, false)
	if err == nil && api.IsBuiltinChannel(c.ID) {
		return domain.Channel{}, errBuiltinRoom
	}
	return c, err
}

// sees reports whether the user may see the room: its members, and the
// workspace's members but visitors for a public room.
func sees(c domain.Channel) bool {
	if !c.TeamRole.InTeam() {
		return false
	}
	return c.Role > 0 || (!c.IsPrivate && c.TeamRole <= api.RoleMember)
}

// admin reports whether the user manages the room.
func admin(c domain.Channel) bool {
	return c.TeamRole == api.RoleOwner || c.TeamRole == api.RoleAdmin || c.Role == api.RoleCreator
}

// visible loads a room the user may see; any other is not found.
func (s *Service) visible(ctx context.Context, userID, channelID int64, counts bool) (domain.Channel, error) {
	c, err := s.store.ChannelFor(ctx, userID, channelID, counts)
	if errors.Is(err, domain.ErrNotFound) || (err == nil && !sees(c)) {
		return domain.Channel{}, errRoomNotFound
	}
	return c, err
}

// member loads a room the user is in; one they see without being in it is
// errNotMember, any other not found.
func (s *Service) member(ctx context.Context, userID, channelID int64) (domain.Channel, error) {
	c, err := s.visible(ctx, userID, channelID, false)
	if err == nil && c.Role == 0 {
		return domain.Channel{}, errNotMember
	}
	return c, err
}

// teamRole is the user's role in a workspace they are in; any other
// workspace is not found.
func (s *Service) teamRole(ctx context.Context, userID, teamID int64) (api.TeamRole, error) {
	r, err := s.store.TeamRole(ctx, userID, teamID)
	if err == nil && !r.InTeam() {
		return 0, errTeamNotFound
	}
	return r, err
}

// List is the rooms of a workspace the user has joined, with counts.
func (s *Service) List(ctx context.Context, userID, teamID int64) ([]domain.Channel, error) {
	if _, err := s.teamRole(ctx, userID, teamID); err != nil {
		return nil, err
	}
	byTeam, err := s.store.JoinedChannels(ctx, userID, []int64{teamID})
	return byTeam[teamID], err
}

// Browse is the public rooms of a workspace the user may join: none for a
// visitor.
func (s *Service) Browse(ctx context.Context, userID, teamID int64) ([]domain.Channel, error) {
	r, err := s.teamRole(ctx, userID, teamID)
	if err != nil || r == api.RoleVisitor {
		return nil, err
	}
	return s.store.BrowsableChannels(ctx, userID, teamID)
}

// fields checks a room's name and description (spec 5).
func fields(name, description string) (string, error) {
	clean, err := names.Clean(name, api.MaxRoomName)
	if err != nil {
		return "", err
	}
	if utf8.RuneCountInString(description) > api.MaxRoomDescription || !utf8.ValidString(description) {
		return "", errDescription
	}
	return clean, nil
}

// Create makes a room of a workspace whose owner or admin the user is; the
// user joins it as its creator.
func (s *Service) Create(ctx context.Context, userID int64, req api.ChannelCreateRequest) (domain.Channel, error) {
	r, err := s.teamRole(ctx, userID, req.TeamID)
	if err != nil {
		return domain.Channel{}, err
	}
	if r > api.RoleAdmin {
		return domain.Channel{}, errNotCreator
	}
	name, err := fields(req.Name, req.Description)
	if err != nil {
		return domain.Channel{}, err
	}
	now := s.now()
	c := domain.Channel{TeamID: req.TeamID, Name: name, Description: req.Description, IsPrivate: req.IsPrivate,
		CreatorID: userID, CreatedAt: now, UpdatedAt: now}
	if err := s.store.CreateChannel(ctx, &c); err != nil {
		return domain.Channel{}, err
	}
	return s.store.ChannelFor(ctx, userID, c.ID, true)
}

// Update changes a room's name, description and privacy (room admins).
func (s *Service) Update(ctx context.Context, userID int64, req api.ChannelUpdateRequest) (domain.Channel, error) {
	c, err := s.changeable(ctx, userID, req.ID)
	if err != nil {
		return domain.Channel{}, err
	}
	if !admin(c) {
		return domain.Channel{}, errNotAdmin
	}
	if c.Name, err = fields(req.Name, req.Description); err != nil {
		return domain.Channel{}, err
	}
	var browsers []int64 // who sees a public room without being in it
	if !c.IsPrivate && req.IsPrivate {
		if browsers, err = s.browsers(ctx, c); err != nil {
			return domain.Channel{}, err
		}
	}
	c.Description, c.IsPrivate, c.UpdatedAt = req.Description, req.IsPrivate, s.now()
	if err := s.store.UpdateChannel(ctx, c); err != nil {
		return domain.Channel{}, err
	}
	if len(browsers) > 0 {
		s.events.LeftRoom(ctx, c.ID, c.TeamID, browsers, false) // made private: out of their reach
	}
	return s.store.ChannelFor(ctx, userID, c.ID, true)
}

// browsers is who sees public room c without being in it: the workspace's
// members but visitors.
func (s *Service) browsers(ctx context.Context, c domain.Channel) ([]int64, error) {
	members, err := s.store.ChannelMemberIDs(ctx, c.ID)
	if err != nil {
		return nil, err
	}
	team, err := s.store.TeamMemberIDs(ctx, c.TeamID, api.RoleMember)
	return except(team, members), err
}

// Delete deletes a room (room admins); its videos go back to their
// authors' My Videos. Everyone who saw it hears it is gone.
func (s *Service) Delete(ctx context.Context, userID, channelID int64) error {
	c, err := s.changeable(ctx, userID, channelID)
	if err != nil {
		return err
	}
	if !admin(c) {
		return errNotAdmin
	}
	told, err := s.seers(ctx, c)
	if err != nil {
		return err
	}
	left, err := s.store.DeleteChannel(ctx, channelID, s.now())
	if err != nil {
		return err
	}
	for _, v := range left {
		s.events.VideoRemoved(ctx, v.ChannelID, v.VideoID)
	}
	s.events.LeftRoom(ctx, channelID, c.TeamID, told, true)
	return nil
}

// seers is who sees room c: its members, and for a public room the
// workspace's members but visitors too.
func (s *Service) seers(ctx context.Context, c domain.Channel) ([]int64, error) {
	members, err := s.store.ChannelMemberIDs(ctx, c.ID)
	if err != nil || c.IsPrivate {
		return members, err
	}
	browsers, err := s.browsers(ctx, c)
	return append(members, browsers...), err
}

// CanSee answers nil when the user may see the room (and watch its feed),
// and the room's workspace.
func (s *Service) CanSee(ctx context.Context, userID, channelID int64) (int64, error) {
	c, err := s.visible(ctx, userID, channelID, false)
	return c.TeamID, err
}
