package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Invitations to workspaces and rooms: links (email "") and e-mail
// invitations. Only a hash of each key is kept.

type teamInviteModel struct {
	ID         int64 `gorm:"primaryKey"`
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

func (teamInviteModel) TableName() string { return "team_invites" }

func toInviteModel(i domain.TeamInvite) teamInviteModel {
	return teamInviteModel{ID: i.ID, TeamID: i.TeamID, ChannelID: i.ChannelID, Email: i.Email, KeyHash: i.KeyHash,
		InvitedBy: i.InvitedBy, CreatedAt: i.CreatedAt, ExpiresAt: i.ExpiresAt, RevokedAt: i.RevokedAt,
		AcceptedAt: i.AcceptedAt}
}

func toDomainInvite(m teamInviteModel) domain.TeamInvite {
	return domain.TeamInvite{ID: m.ID, TeamID: m.TeamID, ChannelID: m.ChannelID, Email: m.Email, KeyHash: m.KeyHash,
		InvitedBy: m.InvitedBy, CreatedAt: m.CreatedAt, ExpiresAt: m.ExpiresAt, RevokedAt: m.RevokedAt,
		AcceptedAt: m.AcceptedAt}
}

// CreateInvite stores an invite link and sets its ID.
func (s *Store) CreateInvite(ctx context.Context, inv *domain.TeamInvite) error {
	m := toInviteModel(*inv)
	if err := s.db.WithContext(ctx).Create(&m).Error; err != nil {
		return translate(err, "create invite to team %d", inv.TeamID)
	}
	*inv = toDomainInvite(m)
	return nil
}

// CreateEmailInvites stores e-mail invitations with the jobs that mail
// them, in one transaction: each invitation exists exactly when its mail is
// queued. Earlier pending invitations of the same addresses to the same
// place are revoked, so that one address has one live key per place.
func (s *Store) CreateEmailInvites(ctx context.Context, invs []domain.TeamInvite, jobs []domain.Job) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		for i, inv := range invs {
			err := tx.Model(&teamInviteModel{}).
				Where("team_id = ? AND channel_id = ? AND email = ? AND revoked_at IS NULL AND accepted_at IS NULL",
					inv.TeamID, inv.ChannelID, inv.Email).Update("revoked_at", inv.CreatedAt).Error
			if err != nil {
				return translate(err, "replace invitation of team %d", inv.TeamID)
			}
			m := toInviteModel(inv)
			if err := tx.Create(&m).Error; err != nil {
				return translate(err, "invite to team %d", inv.TeamID)
			}
			invs[i] = toDomainInvite(m)
		}
		for i := range jobs {
			if err := insertJob(tx, &jobs[i]); err != nil {
				return err
			}
		}
		return nil
	})
}

// InviteByKeyHash is workspace teamID's invitation whose key hashes to
// hash, live or not.
func (s *Store) InviteByKeyHash(ctx context.Context, teamID int64, hash string) (domain.TeamInvite, error) {
	var m teamInviteModel
	if err := s.db.WithContext(ctx).Where("team_id = ? AND key_hash = ?", teamID, hash).Take(&m).Error; err != nil {
		return domain.TeamInvite{}, translate(err, "invite of team %d", teamID)
	}
	return toDomainInvite(m), nil
}

// PendingInvites lists workspace teamID's e-mail invitations neither
// accepted nor revoked, oldest first.
func (s *Store) PendingInvites(ctx context.Context, teamID int64) ([]domain.TeamInvite, error) {
	var ms []teamInviteModel
	err := s.db.WithContext(ctx).Where("team_id = ? AND email <> '' AND revoked_at IS NULL AND accepted_at IS NULL", teamID).
		Order("created_at, id").Find(&ms).Error
	if err != nil {
		return nil, translate(err, "pending invites of team %d", teamID)
	}
	out := make([]domain.TeamInvite, len(ms))
	for i, m := range ms {
		out[i] = toDomainInvite(m)
	}
	return out, nil
}

// RevokeInvitesTo revokes workspace teamID's pending e-mail invitations to
// email: ErrNotFound when there is none.
func (s *Store) RevokeInvitesTo(ctx context.Context, teamID int64, email string, at time.Time) error {
	res := s.db.WithContext(ctx).Model(&teamInviteModel{}).
		Where("team_id = ? AND email = ? AND revoked_at IS NULL AND accepted_at IS NULL", teamID, email).
		Update("revoked_at", at)
	if res.Error == nil && res.RowsAffected == 0 {
		res.Error = gorm.ErrRecordNotFound
	}
	return translate(res.Error, "revoke invitations of team %d", teamID)
}

// RegisteredEmails is which of emails (lower-case) belong to accounts.
func (s *Store) RegisteredEmails(ctx context.Context, emails []string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(emails) == 0 {
		return out, nil
	}
	var found []string
	if err := s.db.WithContext(ctx).Table("users").Where("email IN ?", emails).Pluck("email", &found).Error; err != nil {
		return nil, translate(err, "registered e-mails")
	}
	for _, e := range found {
		out[e] = true
	}
	return out, nil
}

// JoinByInvite makes userID a member of inv's workspace (as role, unless
// already one) and, when inv opens a room, of the room (as a room member,
// unless already one), and marks inv (when an e-mail invitation) and the
// workspace's pending e-mail invitations to email accepted, in one
// transaction. The room must still
// belong to the workspace (ErrNotFound otherwise).
func (s *Store) JoinByInvite(ctx context.Context, inv domain.TeamInvite, userID int64, email string, role api.TeamRole, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		ins := "INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING"
		joined := tx.Exec(ins, inv.TeamID, userID, int(role), at)
		if joined.Error != nil {
			return translate(joined.Error, "join team %d", inv.TeamID)
		}
		if joined.RowsAffected == 1 {
			err := queueNotify(tx, domain.NotifyCause{Kind: domain.CauseTeamJoin, TeamID: inv.TeamID, UserID: userID,
				InviterID: inv.InvitedBy, At: at})
			if err != nil {
				return err
			}
		}
		if inv.ChannelID != 0 {
			res := tx.Exec(`INSERT INTO channel_members (channel_id, user_id, role, joined_at)
				SELECT id, ?, ?, ? FROM channels WHERE id = ? AND team_id = ? ON CONFLICT DO NOTHING`,
				userID, int(api.RoleRoomMember), at, inv.ChannelID, inv.TeamID)
			if res.Error != nil {
				return translate(res.Error, "join room %d", inv.ChannelID)
			}
			var n int64
			if err := tx.Table("channels").Where("id = ? AND team_id = ?", inv.ChannelID, inv.TeamID).Count(&n).Error; err != nil {
				return translate(err, "room %d", inv.ChannelID)
			}
			if n == 0 {
				return translate(gorm.ErrRecordNotFound, "room %d", inv.ChannelID)
			}
		}
		// The e-mail invitation used (whoever it was sent to) and those to
		// the joiner's address are done with.
		err := tx.Model(&teamInviteModel{}).
			Where("team_id = ? AND email <> '' AND revoked_at IS NULL AND accepted_at IS NULL AND (email = ? OR id = ?)",
				inv.TeamID, email, inv.ID).
			Update("accepted_at", at).Error
		return translate(err, "accept invitations of team %d", inv.TeamID)
	})
}

// MemberEmails is which of emails belong to members of workspace teamID,
// or, when channelID is not 0, of that room.
func (s *Store) MemberEmails(ctx context.Context, teamID, channelID int64, emails []string) (map[string]bool, error) {
	out := map[string]bool{}
	if len(emails) == 0 {
		return out, nil
	}
	q := s.db.WithContext(ctx).Table("users").Where("users.email IN ?", emails)
	if channelID == 0 {
		q = q.Joins("JOIN team_members ON team_members.user_id = users.id AND team_members.team_id = ?", teamID)
	} else {
		q = q.Joins("JOIN channel_members ON channel_members.user_id = users.id AND channel_members.channel_id = ?", channelID)
	}
	var found []string
	if err := q.Pluck("users.email", &found).Error; err != nil {
		return nil, translate(err, "member e-mails of team %d", teamID)
	}
	for _, e := range found {
		out[e] = true
	}
	return out, nil
}
