package store

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Premium outside a paid plan: grants, the invitation program's codes,
// invitations and ledger (migration 00019). Package plan decides what they
// are worth; the store keeps them and applies each cause once.

type planGrantModel struct {
	ID        int64 `gorm:"primaryKey"`
	UserID    int64
	Kind      string
	Source    string
	Days      int
	StartAt   time.Time
	EndAt     *time.Time
	EarnedAt  time.Time
	RevokedAt *time.Time
}

func (planGrantModel) TableName() string { return "plan_grants" }

func toDomainGrant(m planGrantModel) domain.Grant {
	return domain.Grant{ID: m.ID, UserID: m.UserID, Kind: domain.GrantKind(m.Kind), Source: m.Source, Days: m.Days,
		StartAt: m.StartAt.UTC(), EndAt: utcPtr(m.EndAt), EarnedAt: m.EarnedAt.UTC(), RevokedAt: utcPtr(m.RevokedAt)}
}

func toGrantModel(g domain.Grant) planGrantModel {
	return planGrantModel{ID: g.ID, UserID: g.UserID, Kind: string(g.Kind), Source: g.Source, Days: g.Days,
		StartAt: g.StartAt.UTC(), EndAt: utcPtr(g.EndAt), EarnedAt: g.EarnedAt.UTC(), RevokedAt: utcPtr(g.RevokedAt)}
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

// GrantsOf lists a user's grants, revoked ones too, in the order they were
// made.
func (s *Store) GrantsOf(ctx context.Context, userID int64) ([]domain.Grant, error) {
	var ms []planGrantModel
	if err := s.db.WithContext(ctx).Where("user_id = ?", userID).Order("id").Find(&ms).Error; err != nil {
		return nil, translate(err, "grants of user %d", userID)
	}
	out := make([]domain.Grant, len(ms))
	for i, m := range ms {
		out[i] = toDomainGrant(m)
	}
	return out, nil
}

// AddGrant stores g and sets its ID; ErrConflict when the user already has
// a grant from the same source.
func (s *Store) AddGrant(ctx context.Context, g *domain.Grant) error {
	m := toGrantModel(*g)
	if err := s.db.WithContext(ctx).Create(&m).Error; err != nil {
		return translate(err, "grant %s to user %d", g.Source, g.UserID)
	}
	*g = toDomainGrant(m)
	return nil
}

// RevokeGrants ends every grant of the user not revoked yet at at, and says
// how many it ended.
func (s *Store) RevokeGrants(ctx context.Context, userID int64, at time.Time) (int, error) {
	res := s.db.WithContext(ctx).Model(&planGrantModel{}).Where("user_id = ? AND revoked_at IS NULL", userID).
		Where("end_at IS NULL OR end_at > ? OR days > 0", at).Update("revoked_at", at.UTC())
	return int(res.RowsAffected), translate(res.Error, "revoke grants of user %d", userID)
}

type inviteCodeModel struct {
	UserID int64 `gorm:"primaryKey;autoIncrement:false"`
	Code   string
}

func (inviteCodeModel) TableName() string { return "invite_codes" }

// InviteCodeOf is the user's invitation code, made with newCode the first
// time it is asked for (a clash with another user's code makes another).
func (s *Store) InviteCodeOf(ctx context.Context, userID int64, newCode func() string) (string, error) {
	for range 5 {
		var m inviteCodeModel
		err := s.db.WithContext(ctx).Where("user_id = ?", userID).Take(&m).Error
		if err == nil {
			return m.Code, nil
		}
		if !errors.Is(err, gorm.ErrRecordNotFound) {
			return "", translate(err, "invitation code of user %d", userID)
		}
		err = s.db.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).
			Create(&inviteCodeModel{UserID: userID, Code: newCode()}).Error
		if err != nil {
			return "", translate(err, "make invitation code of user %d", userID)
		}
	}
	return "", translate(ErrConflict, "make invitation code of user %d", userID)
}

// UserByInviteCode is the user whose invitation code is code.
func (s *Store) UserByInviteCode(ctx context.Context, code string) (int64, error) {
	var m inviteCodeModel
	err := s.db.WithContext(ctx).Where("code = ?", code).Take(&m).Error
	return m.UserID, translate(err, "invitation code")
}

type invitationModel struct {
	ID        int64 `gorm:"primaryKey"`
	InviterID int64
	InviteeID int64
	Status    string
	Days      int
	CreatedAt time.Time
	SettledAt *time.Time
}

func (invitationModel) TableName() string { return "invitations" }

// AddInvitation records that invitee signed up through inviter's link, in
// status; ErrConflict when the invitee already came through one.
func (s *Store) AddInvitation(ctx context.Context, inviterID, inviteeID int64, status string, at time.Time) error {
	err := s.db.WithContext(ctx).Create(&invitationModel{InviterID: inviterID, InviteeID: inviteeID, Status: status,
		CreatedAt: at.UTC()}).Error
	return translate(err, "invitation of user %d", inviteeID)
}

// invitationRow is an invitation with its invitee's name and address.
type invitationRow struct {
	ID        int64
	InviterID int64
	InviteeID int64
	Status    string
	Days      int
	CreatedAt time.Time
	SettledAt *time.Time
	Nickname  string
	Email     string
}

func (r invitationRow) domain() domain.Invitation {
	return domain.Invitation{ID: r.ID, InviterID: r.InviterID, InviteeID: r.InviteeID, Status: r.Status, Days: r.Days,
		CreatedAt: r.CreatedAt.UTC(), SettledAt: utcPtr(r.SettledAt), Nickname: r.Nickname, Email: r.Email}
}

func (s *Store) invitationRows(ctx context.Context) *gorm.DB {
	return s.db.WithContext(ctx).Table("invitations").
		Select("invitations.id, invitations.inviter_id, invitations.invitee_id, invitations.status, invitations.days, " +
			"invitations.created_at, invitations.settled_at, users.nickname, users.email").Joins("JOIN users ON users.id = invitations.invitee_id")
}

// InvitationOf is the invitation the user signed up through.
func (s *Store) InvitationOf(ctx context.Context, inviteeID int64) (domain.Invitation, error) {
	var r invitationRow
	err := s.invitationRows(ctx).Where("invitations.invitee_id = ?", inviteeID).Take(&r).Error
	return r.domain(), translate(err, "invitation of user %d", inviteeID)
}

// Invitations lists the people who signed up through the inviter's link,
// newest first, a page of limit after offset, with how many there are.
func (s *Store) Invitations(ctx context.Context, inviterID int64, offset, limit int) ([]domain.Invitation, int, error) {
	var total int64
	if err := s.db.WithContext(ctx).Model(&invitationModel{}).Where("inviter_id = ?", inviterID).Count(&total).Error; err != nil {
		return nil, 0, translate(err, "count invitations of user %d", inviterID)
	}
	var rs []invitationRow
	err := s.invitationRows(ctx).Where("invitations.inviter_id = ?", inviterID).
		Order("invitations.created_at DESC, invitations.id DESC").Offset(offset).Limit(limit).Find(&rs).Error
	if err != nil {
		return nil, 0, translate(err, "invitations of user %d", inviterID)
	}
	out := make([]domain.Invitation, len(rs))
	for i, r := range rs {
		out[i] = r.domain()
	}
	return out, int(total), nil
}

// InvitationTally is what an inviter's link brought.
type InvitationTally struct {
	Invited, Rewarded, Days int
}

// InvitationTallyOf counts the inviter's invitations and what they earned.
func (s *Store) InvitationTallyOf(ctx context.Context, inviterID int64, rewarded string) (InvitationTally, error) {
	var t struct {
		Invited, Rewarded, Days int
	}
	err := s.db.WithContext(ctx).Model(&invitationModel{}).Where("inviter_id = ?", inviterID).
		Select("COUNT(*) AS invited, COALESCE(SUM(CASE WHEN status = ? THEN 1 ELSE 0 END), 0) AS rewarded, "+
			"COALESCE(SUM(days), 0) AS days", rewarded).Take(&t).Error
	return InvitationTally(t), translate(err, "tally invitations of user %d", inviterID)
}

// TrialDaysEarned is how many days of kind's grants the user earned.
func (s *Store) TrialDaysEarned(ctx context.Context, userID int64, kind domain.GrantKind) (int, error) {
	return trialDays(s.db.WithContext(ctx), userID, kind)
}

func trialDays(db *gorm.DB, userID int64, kind domain.GrantKind) (int, error) {
	var n int
	err := db.Model(&planGrantModel{}).Where("user_id = ? AND kind = ?", userID, string(kind)).
		Select("COALESCE(SUM(days), 0)").Scan(&n).Error
	return n, translate(err, "days of %s grants of user %d", kind, userID)
}

// InvitationFacts is what deciding an invitation's reward needs, read in the
// transaction that applies it.
type InvitationFacts struct {
	Invitation  domain.Invitation
	InviterUser domain.User
	InviteeUser domain.User
	Repeat      bool // the invitee's address already earned a reward
	InviterDays int  // invitation days the inviter earned so far
	InviteeDays int
}

// InvitationOutcome is what the decision gives: the invitation's new status
// and what it gave the inviter, the grants to add, and whether the
// invitee's address goes into the ledger.
type InvitationOutcome struct {
	Status string
	Days   int
	Grants []domain.Grant
	Ledger bool
}

type ledgerModel struct {
	EmailHash string `gorm:"primaryKey"`
	CreatedAt time.Time
}

func (ledgerModel) TableName() string { return "invite_ledger" }

// SettleInvitation settles the invitation the invitee signed up through,
// when it still waits (status pending): in one transaction that holds both
// users, it reads the facts, asks decide, and writes the outcome. emailHash
// is the invitee's address as the ledger keeps it. It says whether it
// settled anything.
func (s *Store) SettleInvitation(ctx context.Context, inviteeID int64, pending, emailHash string, at time.Time,
	decide func(InvitationFacts) InvitationOutcome) (InvitationOutcome, bool, error) {
	var out InvitationOutcome
	settled := false
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var inv invitationModel
		err := tx.Where("invitee_id = ? AND status = ?", inviteeID, pending).Take(&inv).Error
		if errors.Is(err, gorm.ErrRecordNotFound) {
			return nil
		}
		if err != nil {
			return translate(err, "invitation of user %d", inviteeID)
		}
		lock := tx
		if s.dialect == "postgres" {
			lock = tx.Clauses(clause.Locking{Strength: "UPDATE"})
		}
		var us []userModel
		if err := lock.Where("id IN ?", []int64{inv.InviterID, inv.InviteeID}).Order("id").Find(&us).Error; err != nil {
			return translate(err, "lock users of invitation %d", inv.ID)
		}
		f := InvitationFacts{Invitation: invitationRow{ID: inv.ID, InviterID: inv.InviterID, InviteeID: inv.InviteeID,
			Status: inv.Status, CreatedAt: inv.CreatedAt}.domain()}
		for _, u := range us {
			if u.ID == inv.InviterID {
				f.InviterUser = toDomainUser(u)
			}
			if u.ID == inv.InviteeID {
				f.InviteeUser = toDomainUser(u)
			}
		}
		var n int64
		if err := tx.Model(&ledgerModel{}).Where("email_hash = ?", emailHash).Count(&n).Error; err != nil {
			return translate(err, "invitation ledger")
		}
		f.Repeat = n > 0
		if f.InviterDays, err = trialDays(tx, inv.InviterID, domain.GrantInvite); err != nil {
			return err
		}
		if f.InviteeDays, err = trialDays(tx, inv.InviteeID, domain.GrantInvite); err != nil {
			return err
		}
		out = decide(f)
		res := tx.Model(&invitationModel{}).Where("id = ? AND status = ?", inv.ID, pending).
			Updates(map[string]any{"status": out.Status, "days": out.Days, "settled_at": at.UTC()})
		if res.Error != nil {
			return translate(res.Error, "settle invitation %d", inv.ID)
		}
		if res.RowsAffected == 0 {
			return errSettledElsewhere
		}
		if out.Ledger {
			if err := tx.Create(&ledgerModel{EmailHash: emailHash, CreatedAt: at.UTC()}).Error; err != nil {
				return translate(err, "invitation ledger")
			}
		}
		for i := range out.Grants {
			m := toGrantModel(out.Grants[i])
			if err := tx.Create(&m).Error; err != nil {
				return translate(err, "grant %s to user %d", m.Source, m.UserID)
			}
			out.Grants[i] = toDomainGrant(m)
		}
		settled = true
		return nil
	})
	if errors.Is(err, errSettledElsewhere) {
		return InvitationOutcome{}, false, nil
	}
	return out, settled, err
}

// errSettledElsewhere rolls back a settlement another one made first.
var errSettledElsewhere = errors.New("store: invitation settled by another")

// HasOwnVideo reports whether the user ever made a video that reached ok
// (a recording or an upload of their own, not a saved copy).
func (s *Store) HasOwnVideo(ctx context.Context, userID int64) (bool, error) {
	var n int64
	err := s.db.WithContext(ctx).Model(&videoModel{}).
		Where("user_id = ? AND status = ? AND media_id IS NULL AND NOT erasing", userID, int(api.VideoOK)).Limit(1).Count(&n).Error
	return n > 0, translate(err, "own videos of user %d", userID)
}

// DeleteUser removes an account and what is only its own (what refers to it
// cascades). The invitation ledger keeps its addresses.
func (s *Store) DeleteUser(ctx context.Context, userID int64) error {
	res := s.db.WithContext(ctx).Where("id = ?", userID).Delete(&userModel{})
	if res.Error == nil && res.RowsAffected == 0 {
		return translate(ErrNotFound, "delete user %d", userID)
	}
	return translate(res.Error, "delete user %d", userID)
}
