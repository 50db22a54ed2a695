package store

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type signInFailureModel struct {
	Account       string `gorm:"primaryKey"`
	Address       string `gorm:"primaryKey"`
	Failures      int
	LastFailureAt time.Time
}

func (signInFailureModel) TableName() string { return "sign_in_failures" }

// SignInFailures is how many sign-ins failed for one (account, address)
// key since the count last started, and when the latest did.
type SignInFailures struct {
	Failures      int
	LastFailureAt time.Time
}

// SignInFailuresOf reads the count for a key; a key that never failed has
// a zero count.
func (s *Store) SignInFailuresOf(ctx context.Context, account, address string) (SignInFailures, error) {
	var m signInFailureModel
	err := s.db.WithContext(ctx).Where("account = ? AND address = ?", account, address).Take(&m).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return SignInFailures{}, nil
	}
	if err != nil {
		return SignInFailures{}, translate(err, "sign-in failures")
	}
	return SignInFailures{Failures: m.Failures, LastFailureAt: m.LastFailureAt}, nil
}

// AddSignInFailure counts one more failure for a key at now and returns the
// new count. A count whose latest failure is older than since starts again
// at one. The increment is one statement, so instances racing on the same
// key do not lose failures.
func (s *Store) AddSignInFailure(ctx context.Context, account, address string, now, since time.Time) (SignInFailures, error) {
	var out SignInFailures
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		m := signInFailureModel{Account: account, Address: address, Failures: 1, LastFailureAt: now}
		err := tx.Clauses(clause.OnConflict{
			Columns: []clause.Column{{Name: "account"}, {Name: "address"}},
			DoUpdates: clause.Assignments(map[string]any{
				"failures":        gorm.Expr("CASE WHEN sign_in_failures.last_failure_at < ? THEN 1 ELSE sign_in_failures.failures + 1 END", since),
				"last_failure_at": now,
			}),
		}).Create(&m).Error
		if err != nil {
			return err
		}
		var got signInFailureModel
		if err := tx.Where("account = ? AND address = ?", account, address).Take(&got).Error; err != nil {
			return err
		}
		out = SignInFailures{Failures: got.Failures, LastFailureAt: got.LastFailureAt}
		return nil
	})
	return out, translate(err, "add sign-in failure")
}

// ClearSignInFailures forgets a key's failures (after a correct password).
func (s *Store) ClearSignInFailures(ctx context.Context, account, address string) error {
	err := s.db.WithContext(ctx).Where("account = ? AND address = ?", account, address).
		Delete(&signInFailureModel{}).Error
	return translate(err, "clear sign-in failures")
}

// PruneSignInFailures drops counts whose latest failure is before cutoff:
// they would start again at one anyway.
func (s *Store) PruneSignInFailures(ctx context.Context, cutoff time.Time) error {
	err := s.db.WithContext(ctx).Where("last_failure_at < ?", cutoff).
		Delete(&signInFailureModel{}).Error
	return translate(err, "prune sign-in failures")
}
