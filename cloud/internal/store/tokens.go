package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

type tokenModel struct {
	ID               int64 `gorm:"primaryKey"`
	UserID           int64
	Family           string
	AccessHash       string
	RefreshHash      string
	AccessExpiresAt  time.Time
	RefreshExpiresAt time.Time
	RotatedAt        *time.Time
	RevokedAt        *time.Time
	CreatedAt        time.Time
	SuccessorSealed  string
}

func (tokenModel) TableName() string { return "auth_tokens" }

func toDomainToken(m tokenModel) domain.Token {
	return domain.Token{
		ID: m.ID, UserID: m.UserID, Family: m.Family, AccessHash: m.AccessHash,
		RefreshHash: m.RefreshHash, AccessExpiresAt: m.AccessExpiresAt,
		RefreshExpiresAt: m.RefreshExpiresAt, RotatedAt: m.RotatedAt,
		RevokedAt: m.RevokedAt, CreatedAt: m.CreatedAt, SuccessorSealed: m.SuccessorSealed,
	}
}

func toTokenModel(t domain.Token) tokenModel {
	return tokenModel{
		ID: t.ID, UserID: t.UserID, Family: t.Family, AccessHash: t.AccessHash,
		RefreshHash: t.RefreshHash, AccessExpiresAt: t.AccessExpiresAt,
		RefreshExpiresAt: t.RefreshExpiresAt, RotatedAt: t.RotatedAt,
		RevokedAt: t.RevokedAt, CreatedAt: t.CreatedAt, SuccessorSealed: t.SuccessorSealed,
	}
}

// CreateToken stores a new token pair.
func (s *Store) CreateToken(ctx context.Context, t *domain.Token) error {
	m := toTokenModel(*t)
	if err := s.db.WithContext(ctx).Create(&m).Error; err != nil {
		return translate(err, "create token")
	}
	*t = toDomainToken(m)
	return nil
}

// TokenByAccessHash finds the pair whose access token hashes to h.
func (s *Store) TokenByAccessHash(ctx context.Context, h string) (domain.Token, error) {
	var m tokenModel
	err := s.db.WithContext(quick(ctx)).Where("access_hash = ?", h).Take(&m).Error
	return toDomainToken(m), translate(err, "token by access hash")
}

// TokenByRefreshHash finds the pair whose refresh token hashes to h.
func (s *Store) TokenByRefreshHash(ctx context.Context, h string) (domain.Token, error) {
	var m tokenModel
	err := s.db.WithContext(ctx).Where("refresh_hash = ?", h).Take(&m).Error
	return toDomainToken(m), translate(err, "token by refresh hash")
}

// TokenChannel is the PostgreSQL notification channel on which every
// change that ends access tokens is announced, with the sign-in's family as
// payload, in the transaction of the change itself: instances that keep
// tokens in memory drop that sign-in's the moment it commits, and a change
// that rolls back announces nothing.
const TokenChannel = "reelroom_tokens"

// announceTokens tells the other instances (on PostgreSQL) that family's
// access tokens changed; SQLite has only this process, which its caller
// tells itself.
func (s *Store) announceTokens(tx *gorm.DB, family string) error {
	if s.dialect != "postgres" {
		return nil
	}
	return tx.Exec("SELECT pg_notify(?, ?)", TokenChannel, family).Error
}

// RotateToken marks pair oldID as used, keeping sealed (next, sealed so only
// the old refresh token opens it), and stores next in the same transaction.
// When oldID was already rotated or revoked (a refresh token used twice)
// nothing changes and ErrConflict is returned.
func (s *Store) RotateToken(ctx context.Context, oldID int64, next *domain.Token, sealed string) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Model(&tokenModel{}).
			Where("id = ? AND rotated_at IS NULL AND revoked_at IS NULL", oldID).
			Updates(map[string]any{"rotated_at": next.CreatedAt, "successor_sealed": sealed})
		if res.Error != nil {
			return translate(res.Error, "rotate token %d", oldID)
		}
		if res.RowsAffected == 0 {
			return translate(ErrConflict, "rotate token %d", oldID)
		}
		m := toTokenModel(*next)
		if err := tx.Create(&m).Error; err != nil {
			return translate(err, "create rotated token")
		}
		*next = toDomainToken(m)
		return translate(s.announceTokens(tx, next.Family), "announce rotated token")
	})
}

// RevokeFamily revokes every pair of a sign-in.
func (s *Store) RevokeFamily(ctx context.Context, family string, at time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := tx.Model(&tokenModel{}).
			Where("family = ? AND revoked_at IS NULL", family).
			Update("revoked_at", at).Error
		if err == nil {
			err = s.announceTokens(tx, family)
		}
		return translate(err, "revoke token family")
	})
}
