package store

import (
	"context"
	"time"
)

type ticketRedemptionModel struct {
	Nonce     string `gorm:"primaryKey"`
	ExpiresAt time.Time
}

func (ticketRedemptionModel) TableName() string { return "ticket_redemptions" }

// RedeemNonce records a ticket's nonce as used until expires, once: a
// nonce recorded before (by any instance) is ErrConflict.
func (s *Store) RedeemNonce(ctx context.Context, nonce string, expires time.Time) error {
	err := s.db.WithContext(ctx).Create(&ticketRedemptionModel{Nonce: nonce, ExpiresAt: expires.UTC()}).Error
	return translate(err, "redeem ticket")
}

// SweepNonces forgets nonces whose tickets expired by now: they are refused
// for their expiry anyway.
func (s *Store) SweepNonces(ctx context.Context, now time.Time) error {
	err := s.db.WithContext(ctx).Where("expires_at <= ?", now.UTC()).Delete(&ticketRedemptionModel{}).Error
	return translate(err, "sweep redeemed tickets")
}
