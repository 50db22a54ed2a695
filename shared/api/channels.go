package api

// Rooms (channels) of a workspace, their members and videos, and read marks
// (spec sections 2-7). Every call needs a signed-in user. A room the caller
// may not see (private and not a member, another workspace's, or any room
// for a visitor who is not in it) answers CodeNotFound.

// ChannelRole is a member's role in a room: its creator 1; everyone who
// joins or is added 2 (spec 4). The creator cannot quit (spec 5).
type ChannelRole int

const (
	RoleCreator    ChannelRole = 1
	RoleRoomMember ChannelRole = 2
)

// Limits of spec 5 and 9.
const (
	MaxRoomName        = 20  // characters, after trimming; required
	MaxRoomDescription = 200 // characters
	ChannelVideoPage   = 30  // videos per page of a room's feed
)

// ChannelRef names a room briefly.
type ChannelRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// Channel is a room as the caller sees it (spec 3). Role is the caller's
// room role, 0 when not a member. Unread counts the room's videos added
// since the caller's last read mark (others' only); LastRead is that mark.
// CanAddVideo says whether the caller may record, upload, send or move
// videos into it: a member, and for the built-in 'All hands' room only
// workspace roles 1-2 (spec 6, the per-room recording check).
type Channel struct {
	ID          int64       `json:"id"`
	TeamID      int64       `json:"team_id"`
	Name        string      `json:"name"`
	Description string      `json:"description"`
	IsPrivate   bool        `json:"is_private"`
	IsMember    bool        `json:"is_member"`
	CreatorID   int64       `json:"creator_id"`
	MemberCount int         `json:"member_count"`
	VideoCount  int         `json:"video_count"`
	Unread      int         `json:"unread"`
	LastRead    *string     `json:"last_read" tstype:"string | null,required"`
	Role        ChannelRole `json:"role"`
	CanAddVideo bool        `json:"can_add_video"`
	CreatedAt   string      `json:"created_at"`
}

// ChannelList is the data of GET /api/channel/list/{teamId} (the caller's
// joined rooms) and GET /api/channel/browse/{teamId} (the rooms the caller
// may join: public ones it is not in; nothing for a visitor).
type ChannelList struct {
	Channels []Channel `json:"channels"`
}

// ChannelCreateRequest is the body of POST /api/channel/create (workspace
// roles 1-2). Name trimmed, 1 to MaxRoomName characters; Description at most
// MaxRoomDescription. The creator joins as RoleCreator; the data is the
// new Channel.
type ChannelCreateRequest struct {
	TeamID      int64  `json:"team_id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	IsPrivate   bool   `json:"is_private"`
}

// ChannelUpdateRequest is the body of PUT /api/channel/update (workspace
// roles 1-2, or the room's creator), with ChannelCreateRequest's rules.
type ChannelUpdateRequest struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	IsPrivate   bool   `json:"is_private"`
}

// ChannelMembersRequest is the body of POST /api/channel/member/add (room
// members may add members of the workspace; pending ones cannot be added)
// and DELETE /api/channel/member/remove (workspace roles 1-2 or the room's
// creator; never the creator).
type ChannelMembersRequest struct {
	ChannelID int64   `json:"channel_id"`
	Users     []int64 `json:"users"`
}

// ChannelJoinRequest is the body of POST /api/channel/member/join: a
// workspace member (not a visitor) joins a public room as RoleRoomMember.
// DELETE /api/channel/member/quit/{id} leaves one (not its creator).
type ChannelJoinRequest struct {
	ChannelID int64 `json:"channel_id"`
}

// ChannelVideoRequest is the body of POST /api/channel/video/forward|fork|move
// and DELETE /api/channel/video/remove.
//
//   - forward: a copy of VideoID (one the caller may view) that shares its
//     stored files goes into room ChannelID, owned by the caller; ChannelID 0
//     is the caller's My Videos (the pseudo team '0').
//   - move: the caller's own video leaves where it is (My Videos or a room)
//     for room ChannelID (0: back to My Videos' root).
//   - fork: a copy of room ChannelID's video VideoID goes to the caller's
//     My Videos (the author may have turned saving off: CodeShareClosed).
//   - remove: room admins (workspace roles 1-2, the room's creator) or the
//     video's author take it out of room ChannelID; it goes back to its
//     author's My Videos root.
//
// forward, fork and move answer a ChannelVideoMoved.
type ChannelVideoRequest struct {
	ChannelID int64 `json:"channel_id"`
	VideoID   int64 `json:"video_id"`
}

// ChannelVideoMoved names the video where it is now.
type ChannelVideoMoved struct {
	VideoID   int64 `json:"video_id"`
	ChannelID int64 `json:"channel_id"`
}

// ChannelVideos is the data of GET /api/channel/video/list/{id} (page, from
// 1): the room's videos, newest first, ChannelVideoPage a page, with each
// one's author in User and its comment and unread counts.
type ChannelVideos struct {
	Channel Channel `json:"channel"`
	Videos  []Video `json:"videos"`
	HasMore bool    `json:"has_more"`
}

// ChannelVideoEvent is the data of the live events action:channel_video_add
// (Video set) and action:channel_video_remove (Video null) on topic
// "channel:{id}", which room members may subscribe to.
type ChannelVideoEvent struct {
	ChannelID int64  `json:"channel_id"`
	VideoID   int64  `json:"video_id"`
	Video     *Video `json:"video" tstype:"Video | null,required"`
}

// Live event types of rooms (spec 4).
const (
	EventChannelVideoAdd    = "action:channel_video_add"
	EventChannelVideoRemove = "action:channel_video_remove"
	EventChannelRemoved     = "action:channel_removed"
	EventTeamRemoved        = "action:team_removed"
)

// ChannelRemovedEvent is the data of action:channel_removed on topic
// "user:{id}": the user is no longer in the room (they quit it or were
// removed from it), or no longer sees it: it was deleted (told to its
// members and, for a public room, to the workspace's members but
// visitors), a public room they browsed was made private, or they were
// made a visitor of its workspace. Their sockets stop hearing the room's
// topic at once; one that may still see the room (a public room of their
// workspace) can subscribe again.
type ChannelRemovedEvent struct {
	ChannelID int64 `json:"channel_id"`
	TeamID    int64 `json:"team_id"`
	Deleted   bool  `json:"deleted"` // the room no longer exists
}

// TeamRemovedEvent is the data of action:team_removed on topic
// "user:{id}": the user is no longer in the workspace (they quit it, were
// removed from it, or it was deleted), nor in any of its rooms, whose
// topics their sockets stop hearing at once.
type TeamRemovedEvent struct {
	TeamID  int64 `json:"team_id"`
	Deleted bool  `json:"deleted"` // the workspace no longer exists
}

// LastReadChannelRequest is the body of PUT /api/lastread/channel: the
// caller has seen the room's feed up to now (its unread count becomes 0).
type LastReadChannelRequest struct {
	ChannelID int64 `json:"channel_id"`
}

// LastReadVideoRequest is the body of PUT /api/lastread/video: the caller
// has seen this video of the room (its comments are read too).
type LastReadVideoRequest struct {
	ChannelID int64 `json:"channel_id"`
	VideoID   int64 `json:"video_id"`
}
