package domain

import "time"

// GrantKind is what gave a user Premium outside a paid plan.
type GrantKind string

const (
	GrantAdmin     GrantKind = "admin"     // an operator's reelroom admin grant-premium
	GrantInvite    GrantKind = "invite"    // the invitation program's trial
	GrantGift      GrantKind = "gift"      // the beta users' gift month
	GrantPrivilege GrantKind = "privilege" // the old-user privilege, no end
)

// Trial reports whether grants of kind k are trials: counted in days,
// queued one after another and waiting for a paid plan to end.
func (k GrantKind) Trial() bool { return k == GrantInvite || k == GrantGift }

// Grant is Premium given outside a paid plan (package plan reads them).
type Grant struct {
	ID        int64
	UserID    int64
	Kind      GrantKind
	Source    string // what gave it; unique per user, so one cause grants once
	Days      int    // a trial's length; 0 for the others
	StartAt   time.Time
	EndAt     *time.Time // nil: no end (a trial's end is StartAt+Days as first planned)
	EarnedAt  time.Time
	RevokedAt *time.Time
}

// Invitation is one person who signed up through someone's link.
type Invitation struct {
	ID        int64
	InviterID int64
	InviteeID int64
	Status    string // an api.InvitationStatus
	Days      int    // what it gave the inviter
	CreatedAt time.Time
	SettledAt *time.Time
	// Of the invitee, for the inviter's table.
	Nickname string
	Email    string
}
