package domain

import (
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// TeamMember is a user's membership of a workspace, with what the member
// list shows of them.
type TeamMember struct {
	UserID     int64
	Nickname   string
	Avatar     string
	Email      string
	Role       api.TeamRole
	VideoCount int // their videos in the workspace's rooms
	JoinedAt   time.Time
}

// TeamCounts are a workspace's figures for its card and the sidebar.
type TeamCounts struct {
	Members  int
	Pending  int // distinct addresses with an e-mail invitation waiting
	Channels int
	Videos   int // shown in its rooms' feeds (live, not failed)
}

// TeamInvite is an invite link (Email "") or an e-mail invitation, to a
// workspace (ChannelID 0) or one of its rooms. Only KeyHash of its key is
// kept.
type TeamInvite struct {
	ID         int64
	TeamID     int64
	ChannelID  int64
	Email      string
	KeyHash    string
	InvitedBy  int64
	CreatedAt  time.Time
	ExpiresAt  time.Time
	RevokedAt  *time.Time
	AcceptedAt *time.Time
}
