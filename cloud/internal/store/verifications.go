package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

type verificationModel struct {
	UserID      int64 `gorm:"primaryKey;autoIncrement:false"`
	CodeHash    string
	ExpiresAt   time.Time
	Attempts    int
	SentAt      time.Time
	WindowStart time.Time
	WindowSends int
	Version     int
}

func (verificationModel) TableName() string { return "email_verifications" }

// VerificationOf is the code last sent to a user; ErrNotFound when none is.
func (s *Store) VerificationOf(ctx context.Context, userID int64) (domain.EmailVerification, error) {
	var m verificationModel
	err := s.db.WithContext(ctx).Where("user_id = ?", userID).Take(&m).Error
	return domain.EmailVerification(m), translate(err, "verification of user %d", userID)
}

// SaveVerification stores a newly sent code. It replaces the one at version
// prev (0: there was none); ErrConflict when another send got there first,
// so concurrent sends cannot both pass the rate limit.
func (s *Store) SaveVerification(ctx context.Context, v domain.EmailVerification, prev int) error {
	m := verificationModel(v)
	m.Version = prev + 1
	if prev == 0 {
		return translate(s.db.WithContext(ctx).Create(&m).Error, "save verification of user %d", v.UserID)
	}
	res := s.db.WithContext(ctx).Model(&verificationModel{}).Where("user_id = ? AND version = ?", v.UserID, prev).
		Updates(map[string]any{"code_hash": m.CodeHash, "expires_at": m.ExpiresAt, "attempts": 0,
			"sent_at": m.SentAt, "window_start": m.WindowStart, "window_sends": m.WindowSends, "version": m.Version})
	if res.Error != nil {
		return translate(res.Error, "save verification of user %d", v.UserID)
	}
	if res.RowsAffected == 0 {
		return translate(ErrConflict, "save verification of user %d", v.UserID)
	}
	return nil
}

// CountVerifyAttempt uses up one of a live code's attempts before it is
// checked; ErrConflict when the code is expired or has none left. Counting
// first means parallel guesses cannot get past the limit.
func (s *Store) CountVerifyAttempt(ctx context.Context, userID int64, maxAttempts int, now time.Time) error {
	res := s.db.WithContext(ctx).Model(&verificationModel{}).
		Where("user_id = ? AND attempts < ? AND expires_at > ?", userID, maxAttempts, now).
		Update("attempts", gorm.Expr("attempts + 1"))
	if res.Error != nil {
		return translate(res.Error, "count verification attempt of user %d", userID)
	}
	if res.RowsAffected == 0 {
		return translate(ErrConflict, "count verification attempt of user %d", userID)
	}
	return nil
}

// MarkEmailVerified records that a user proved their address, and drops the code.
func (s *Store) MarkEmailVerified(ctx context.Context, userID int64, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Model(&userModel{}).Where("id = ? AND email_verified_at IS NULL", userID).
			Updates(map[string]any{"email_verified_at": at, "updated_at": at}).Error; err != nil {
			return translate(err, "mark user %d verified", userID)
		}
		return translate(tx.Where("user_id = ?", userID).Delete(&verificationModel{}).Error,
			"drop verification of user %d", userID)
	})
}
