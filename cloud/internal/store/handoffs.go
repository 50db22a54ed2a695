package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

type handoffModel struct {
	ID         int64 `gorm:"primaryKey"`
	CodeHash   string
	CheckUID   string `gorm:"column:check_uid"`
	UserID     int64
	AppInfo    string
	ExpiresAt  time.Time
	ApprovedAt *time.Time
	UsedAt     *time.Time
	CreatedAt  time.Time
}

func (handoffModel) TableName() string { return "sign_in_handoffs" }

func toDomainHandoff(m handoffModel) domain.Handoff {
	return domain.Handoff{ID: m.ID, CodeHash: m.CodeHash, CheckUID: m.CheckUID, UserID: m.UserID,
		AppInfo: m.AppInfo, ExpiresAt: m.ExpiresAt, ApprovedAt: m.ApprovedAt, UsedAt: m.UsedAt, CreatedAt: m.CreatedAt}
}

// ReplaceHandoff stores a new binding of h's check UID. The check UID's
// unused binding goes if it is h's user's own or has expired; one another
// user holds gives ErrTaken, so nobody can take over someone else's
// sign-in (the unique index on open bindings settles races).
func (s *Store) ReplaceHandoff(ctx context.Context, h *domain.Handoff) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var held int64
		err := tx.Model(&handoffModel{}).
			Where("check_uid = ? AND used_at IS NULL AND user_id <> ? AND expires_at > ?", h.CheckUID, h.UserID, h.CreatedAt).
			Count(&held).Error
		if err != nil {
			return translate(err, "check handoff of %s", h.CheckUID)
		}
		if held > 0 {
			return translate(ErrTaken, "replace handoff held by another user")
		}
		if err := tx.Where("check_uid = ? AND used_at IS NULL", h.CheckUID).Delete(&handoffModel{}).Error; err != nil {
			return translate(err, "replace handoff")
		}
		m := handoffModel{CodeHash: h.CodeHash, CheckUID: h.CheckUID, UserID: h.UserID, AppInfo: h.AppInfo,
			ExpiresAt: h.ExpiresAt, ApprovedAt: h.ApprovedAt, CreatedAt: h.CreatedAt}
		if err := tx.Create(&m).Error; err != nil {
			return translate(err, "create handoff")
		}
		*h = toDomainHandoff(m)
		return nil
	})
}

// LiveHandoffByCode finds the unused, unexpired binding whose code hashes to codeHash.
func (s *Store) LiveHandoffByCode(ctx context.Context, codeHash string, now time.Time) (domain.Handoff, error) {
	var m handoffModel
	err := s.db.WithContext(ctx).Where("code_hash = ? AND used_at IS NULL AND expires_at > ?", codeHash, now).Take(&m).Error
	return toDomainHandoff(m), translate(err, "handoff by code")
}

// LiveHandoffByCheckUID finds the unused, unexpired binding of a check UID.
func (s *Store) LiveHandoffByCheckUID(ctx context.Context, checkUID string, now time.Time) (domain.Handoff, error) {
	var m handoffModel
	err := s.db.WithContext(ctx).Where("check_uid = ? AND used_at IS NULL AND expires_at > ?", checkUID, now).
		Order("id DESC").Take(&m).Error
	return toDomainHandoff(m), translate(err, "handoff by check uid")
}

// UseHandoff marks a binding used and its sign-in request done; ErrConflict
// when it already was, so a code works once however many requests race for it.
func (s *Store) UseHandoff(ctx context.Context, h domain.Handoff, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Model(&handoffModel{}).Where("id = ? AND used_at IS NULL", h.ID).Update("used_at", at)
		if res.Error != nil {
			return translate(res.Error, "use handoff %d", h.ID)
		}
		if res.RowsAffected == 0 {
			return translate(ErrConflict, "use handoff %d", h.ID)
		}
		err := tx.Model(&signInRequestModel{}).Where("check_uid = ? AND done_at IS NULL", h.CheckUID).Update("done_at", at).Error
		return translate(err, "finish sign-in request of handoff %d", h.ID)
	})
}
