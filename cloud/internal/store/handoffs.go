package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

type handoffModel struct {
	ID        int64 `gorm:"primaryKey"`
	CodeHash  string
	CheckUID  string `gorm:"column:check_uid"`
	UserID    int64
	AppInfo   string
	ExpiresAt time.Time
	UsedAt    *time.Time
	CreatedAt time.Time
}

func (handoffModel) TableName() string { return "sign_in_handoffs" }

func toDomainHandoff(m handoffModel) domain.Handoff {
	return domain.Handoff{ID: m.ID, CodeHash: m.CodeHash, CheckUID: m.CheckUID, UserID: m.UserID,
		AppInfo: m.AppInfo, ExpiresAt: m.ExpiresAt, UsedAt: m.UsedAt, CreatedAt: m.CreatedAt}
}

// ReplaceHandoff stores a new binding of h's check UID; an unused one the
// check UID had (the user chose to switch accounts) goes.
func (s *Store) ReplaceHandoff(ctx context.Context, h *domain.Handoff) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Where("check_uid = ? AND used_at IS NULL", h.CheckUID).Delete(&handoffModel{}).Error; err != nil {
			return translate(err, "replace handoff")
		}
		m := handoffModel{CodeHash: h.CodeHash, CheckUID: h.CheckUID, UserID: h.UserID,
			AppInfo: h.AppInfo, ExpiresAt: h.ExpiresAt, CreatedAt: h.CreatedAt}
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

// UseHandoff marks a binding used; ErrConflict when it already was, so a
// code works once however many requests race for it.
func (s *Store) UseHandoff(ctx context.Context, id int64, at time.Time) error {
	res := s.db.WithContext(ctx).Model(&handoffModel{}).Where("id = ? AND used_at IS NULL", id).Update("used_at", at)
	if res.Error != nil {
		return translate(res.Error, "use handoff %d", id)
	}
	if res.RowsAffected == 0 {
		return translate(ErrConflict, "use handoff %d", id)
	}
	return nil
}
