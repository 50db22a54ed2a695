package store

import (
	"context"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

type signInRequestModel struct {
	ID           int64  `gorm:"primaryKey"`
	CheckUID     string `gorm:"column:check_uid"`
	AppInfo      string
	AppAddress   string
	UserCodeHash string
	CodeAttempts int
	ExpiresAt    time.Time
	DoneAt       *time.Time
	CreatedAt    time.Time
}

func (signInRequestModel) TableName() string { return "sign_in_requests" }

func toDomainSignInRequest(m signInRequestModel) domain.SignInRequest {
	return domain.SignInRequest{ID: m.ID, CheckUID: m.CheckUID, AppInfo: m.AppInfo, AppAddress: m.AppAddress,
		UserCodeHash: m.UserCodeHash, CodeAttempts: m.CodeAttempts, ExpiresAt: m.ExpiresAt, CreatedAt: m.CreatedAt}
}

// CreateSignInRequest keeps a desktop app's sign-in request; ErrConflict
// when its check UID was registered before.
func (s *Store) CreateSignInRequest(ctx context.Context, r *domain.SignInRequest) error {
	m := signInRequestModel{CheckUID: r.CheckUID, AppInfo: r.AppInfo, AppAddress: r.AppAddress,
		UserCodeHash: r.UserCodeHash, ExpiresAt: r.ExpiresAt, CreatedAt: r.CreatedAt}
	if err := s.db.WithContext(ctx).Create(&m).Error; err != nil {
		return translate(err, "create sign-in request")
	}
	*r = toDomainSignInRequest(m)
	return nil
}

// LiveSignInRequest finds the unexpired request of a check UID that no
// sign-in has used yet.
func (s *Store) LiveSignInRequest(ctx context.Context, checkUID string, now time.Time) (domain.SignInRequest, error) {
	var m signInRequestModel
	err := s.db.WithContext(ctx).Where("check_uid = ? AND done_at IS NULL AND expires_at > ?", checkUID, now).Take(&m).Error
	return toDomainSignInRequest(m), translate(err, "sign-in request of %s", checkUID)
}

// TakeCodeAttempt spends one of a request's max tries at its user code;
// ErrConflict when none is left. Counting before comparing means racing
// guesses cannot exceed max.
func (s *Store) TakeCodeAttempt(ctx context.Context, id int64, max int) error {
	res := s.db.WithContext(ctx).Exec(
		"UPDATE sign_in_requests SET code_attempts = code_attempts + 1 WHERE id = ? AND code_attempts < ?", id, max)
	if res.Error != nil {
		return translate(res.Error, "count a code attempt of sign-in request %d", id)
	}
	if res.RowsAffected == 0 {
		return translate(ErrConflict, "sign-in request %d has no code attempt left", id)
	}
	return nil
}
