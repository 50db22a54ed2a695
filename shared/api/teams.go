package api

// Workspaces (teams) and their members and invitations (spec sections 2-7).
// Every call needs a signed-in user except GET /api/team/invite/info, which
// answers anyone holding the invite key. A workspace the caller is not a
// member of answers CodeNotFound, as does any id of another workspace's room.

// TeamRole is a member's role in a workspace. The spec gives two readings;
// Reelroom takes the numeric one: owner 1, admin 2, member 3, visitor 4,
// pending 5 (invited by e-mail, not signed up or not yet joined). Roles 1 and
// 2 manage the workspace and create rooms; only the owner sets roles,
// removes members and transfers ownership; a visitor cannot browse rooms it
// is not in.
type TeamRole int

const (
	RoleOwner   TeamRole = 1
	RoleAdmin   TeamRole = 2
	RoleMember  TeamRole = 3
	RoleVisitor TeamRole = 4
	RolePending TeamRole = 5
)

// InTeam reports whether r is a member's role (1-4): pending invitees and
// non-members (0) are not in the workspace.
func (r TeamRole) InTeam() bool { return r >= RoleOwner && r <= RoleVisitor }

// Limits of spec 5 and 9.
const (
	MaxTeamName       = 40  // characters, after trimming; required
	MaxInviteEmails   = 30  // rows per e-mail invitation
	InviteBannerUnder = 4   // the invite banner shows while members + pending < this
	InviteLinkDays    = 7   // an invite link works this many days after it is made
	MaxTeamIconBytes  = 800 // KiB: a workspace icon (JPG, GIF or PNG) may be this large
)

// TeamRef names a workspace briefly (invite landing, pickers).
type TeamRef struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	Icon string `json:"icon"` // URL of the icon, "" when none
}

// Team is a workspace as its members see it (spec 3). Role is the caller's.
// Channels are the rooms the caller has joined, for the sidebar (GET
// /api/team/list only; empty elsewhere).
type Team struct {
	ID                 int64     `json:"id"`
	Name               string    `json:"name"`
	Icon               string    `json:"icon"`
	Role               TeamRole  `json:"role"`
	OwnerID            int64     `json:"owner_id"`
	MemberCount        int       `json:"member_count"`
	PendingInviteCount int       `json:"pending_invite_count"`
	ChannelCount       int       `json:"channel_count"`
	VideoCount         int       `json:"video_count"`
	Unread             int       `json:"unread"` // sum of the joined rooms' unread videos
	CreatedAt          string    `json:"created_at"`
	Channels           []Channel `json:"channels"`
}

// TeamList is the data of GET /api/team/list: the caller's workspaces, in
// the order joined, each with its joined rooms. It is the sidebar's one call.
type TeamList struct {
	Teams []Team `json:"teams"`
}

// TeamMember is a member or a pending invitee of a workspace or room (spec
// 3). A pending invitee has ID 0, its e-mail, Role RolePending and no videos.
type TeamMember struct {
	ID         int64   `json:"id"`
	Nickname   string  `json:"nickname"`
	Avatar     string  `json:"avatar"`
	Email      string  `json:"email"`
	Role       int     `json:"role"` // TeamRole in a workspace, ChannelRole in a room
	VideoCount int     `json:"video_count"`
	JoinedAt   *string `json:"joined_at" tstype:"string | null,required"`
	IsPending  bool    `json:"isPending"`
}

// TeamMembers is the data of GET /api/team/member/list/{id} and
// GET /api/channel/member/list/{id}: members first (owner, admins, ...),
// then pending invitees.
type TeamMembers struct {
	Members []TeamMember `json:"members"`
}

// TeamCreateRequest is the body of POST /api/team/create. The name is
// trimmed and required (1 to MaxTeamName characters). The creator becomes
// its owner; the data is the new Team.
type TeamCreateRequest struct {
	Name string `json:"name"`
}

// TeamUpdateRequest is the body of PUT /api/team/update (roles 1-2). Name
// follows TeamCreateRequest's rules; IconKey, when not "", is the key a
// signed icon upload answered, and becomes the icon.
type TeamUpdateRequest struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	IconKey string `json:"icon_key"`
}

// TeamIconPolicy is the data of GET /api/team/sign_icon_policy (size,
// fileName; roles 1-2, team_id): POST the file as multipart field "file"
// with FormData's fields to Host. The answer's data is a TeamIconUploaded.
// The file must be JPG, GIF or PNG of at most MaxTeamIconBytes KiB; the
// server re-encodes it and never serves the bytes as uploaded.
type TeamIconPolicy struct {
	Host     string            `json:"host"`
	FormData map[string]string `json:"form_data"`
}

// TeamIconUploaded is the data of the icon upload: the key for
// TeamUpdateRequest.IconKey and the URL of the re-encoded icon.
type TeamIconUploaded struct {
	Key string `json:"key"`
	URL string `json:"url"`
}

// TeamSetRoleRequest is the body of PUT /api/team/member/set_role (owner
// only): Role is 2, 3 or 4.
type TeamSetRoleRequest struct {
	TeamID int64    `json:"team_id"`
	UserID int64    `json:"user_id"`
	Role   TeamRole `json:"role"`
}

// TeamTransferRequest is the body of PUT /api/team/transfer (owner only,
// irreversible): the member UserID becomes owner (1), the former owner
// admin (2).
type TeamTransferRequest struct {
	TeamID int64 `json:"team_id"`
	UserID int64 `json:"user_id"`
}

// TeamMemberRemoveRequest is the body of DELETE /api/team/member/remove
// (owner only; not the owner): the member leaves every room of the
// workspace too. DELETE /api/team/member/quit/{id} is the same for oneself
// (the owner cannot quit).
type TeamMemberRemoveRequest struct {
	TeamID int64 `json:"team_id"`
	UserID int64 `json:"user_id"`
}

// InviteScope is what an invitation opens: a workspace or one of its rooms.
type InviteScope string

const (
	InviteTeam    InviteScope = "team"
	InviteChannel InviteScope = "channel"
)

// TeamInviteLinkRequest is the body of POST /api/team/invite/link (members
// of roles 1-3; a room's link also needs membership of the room). ChannelID
// 0 invites to the workspace. The data is a TeamInviteLink.
type TeamInviteLinkRequest struct {
	TeamID    int64 `json:"team_id"`
	ChannelID int64 `json:"channel_id"`
}

// TeamInviteLink is an invite link: Key (at least 128 random bits) and the
// path of its landing, /invite/t/{tid}/{key}.
type TeamInviteLink struct {
	Key       string `json:"key"`
	Path      string `json:"path"`
	ExpiresAt string `json:"expires_at"`
}

// TeamInviteInfo is the data of GET /api/team/invite/info (team_id, key),
// for anyone holding a live key (else CodeInviteInvalid). Joined is true
// when the caller is already a member of what the invite opens.
type TeamInviteInfo struct {
	Scope   InviteScope `json:"scope"`
	Joined  bool        `json:"joined"`
	Team    TeamRef     `json:"team"`
	Channel ChannelRef  `json:"channel"` // ID 0 for a workspace invite
	Inviter string      `json:"inviter"` // the nickname of who made the invite
}

// TeamInviteJoinRequest is the body of POST /api/team/invite/join: the
// caller joins the workspace (as member, 3) and, for a room invite, the room
// (as 2). Joining again is not an error. The data is a TeamInviteJoined.
type TeamInviteJoinRequest struct {
	TeamID int64  `json:"team_id"`
	Key    string `json:"key"`
}

// TeamInviteJoined says where the landing goes next: /room/{channel_id}
// when ChannelID is not 0, else /workspace/manage/{team_id}.
type TeamInviteJoined struct {
	TeamID    int64 `json:"team_id"`
	ChannelID int64 `json:"channel_id"`
}

// TeamInviteEmailRequest is the body of POST /api/team/invite/email (roles
// 1-3): up to MaxInviteEmails addresses, to the workspace (ChannelID 0) or a
// room. Nothing is sent unless every non-empty address is valid, none is
// already a member and none belongs to a registered account (those are
// added from the workspace tab instead); then the answer is
// CodeInviteRefused with the data listing each problem.
type TeamInviteEmailRequest struct {
	TeamID    int64    `json:"team_id"`
	ChannelID int64    `json:"channel_id"`
	Emails    []string `json:"emails"`
}

// TeamInviteEmailResult is the data of POST /api/team/invite/email, and of
// its CodeInviteRefused answer: each address by what became of it.
type TeamInviteEmailResult struct {
	Sent       []string `json:"sent"`
	Invalid    []string `json:"invalid"`
	Joined     []string `json:"joined"`
	Registered []string `json:"registered"`
}

// TeamInvitePending is the data of GET /api/team/invite/pending (team_id;
// roles 1-2): the e-mail invitations not yet accepted nor revoked.
type TeamInvitePending struct {
	Invites []PendingInvite `json:"invites"`
}

// PendingInvite is one e-mail invitation waiting for its invitee.
type PendingInvite struct {
	Email     string `json:"email"`
	ChannelID int64  `json:"channel_id"`
	InvitedAt string `json:"invited_at"`
}

// TeamInviteRevokeRequest is the body of DELETE
// /api/team/invite/revoke_by_email (roles 1-2): the invitation's link stops
// working at once.
type TeamInviteRevokeRequest struct {
	TeamID int64  `json:"team_id"`
	Email  string `json:"email"`
}
