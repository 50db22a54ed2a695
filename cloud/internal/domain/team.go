package domain

import (
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// Team is a workspace. Role is the asking user's (0: not a member).
type Team struct {
	ID        int64
	Name      string
	IconKey   string
	OwnerID   int64
	Role      api.TeamRole
	CreatedAt time.Time
	UpdatedAt time.Time
}

// Channel is a room of a workspace. Role is the asking user's room role (0:
// not a member); TeamRole the asking user's workspace role (0: not a member).
// Unread counts others' videos added after LastRead (nil: never read).
type Channel struct {
	ID          int64
	TeamID      int64
	Name        string
	Description string
	IsPrivate   bool
	CreatorID   int64
	Role        api.ChannelRole
	TeamRole    api.TeamRole
	MemberCount int
	VideoCount  int
	Unread      int
	LastRead    *time.Time
	CreatedAt   time.Time
	UpdatedAt   time.Time
}
