package store

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

type stripeCustomerModel struct {
	UserID     int64 `gorm:"primaryKey;autoIncrement:false"`
	CustomerID string
	CreatedAt  time.Time
}

func (stripeCustomerModel) TableName() string { return "stripe_customers" }

type stripeSubscriptionModel struct {
	SubscriptionID string `gorm:"primaryKey"`
	UserID         int64
	CreatedAt      time.Time
}

func (stripeSubscriptionModel) TableName() string { return "stripe_subscriptions" }

type stripeEventModel struct {
	EventID   string `gorm:"primaryKey"`
	Type      string
	AppliedAt time.Time
}

func (stripeEventModel) TableName() string { return "stripe_events" }

// StripeCustomerOf is the id of the user's Stripe customer; ErrNotFound
// when none was made for them.
func (s *Store) StripeCustomerOf(ctx context.Context, userID int64) (string, error) {
	var m stripeCustomerModel
	err := s.db.WithContext(ctx).Where("user_id = ?", userID).Take(&m).Error
	return m.CustomerID, translate(err, "stripe customer of user %d", userID)
}

// KeepStripeCustomer records customerID as the user's Stripe customer
// unless one is recorded already, and answers the one kept: of two made at
// once for the same user, the first recorded wins.
func (s *Store) KeepStripeCustomer(ctx context.Context, userID int64, customerID string, now time.Time) (string, error) {
	m := stripeCustomerModel{UserID: userID, CustomerID: customerID, CreatedAt: now.UTC()}
	err := s.db.WithContext(ctx).Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "user_id"}}, DoNothing: true}).
		Create(&m).Error
	if err != nil {
		return "", translate(err, "keep stripe customer of user %d", userID)
	}
	return s.StripeCustomerOf(ctx, userID)
}

// UserOfStripeCustomer is the user a Stripe customer was made for.
func (s *Store) UserOfStripeCustomer(ctx context.Context, customerID string) (int64, error) {
	var m stripeCustomerModel
	err := s.db.WithContext(ctx).Where("customer_id = ?", customerID).Take(&m).Error
	return m.UserID, translate(err, "user of stripe customer %q", customerID)
}

// KeepStripeSubscription records that the subscription was made for the user.
func (s *Store) KeepStripeSubscription(ctx context.Context, subscriptionID string, userID int64, now time.Time) error {
	m := stripeSubscriptionModel{SubscriptionID: subscriptionID, UserID: userID, CreatedAt: now.UTC()}
	err := s.db.WithContext(ctx).Clauses(clause.OnConflict{DoNothing: true}).Create(&m).Error
	return translate(err, "keep stripe subscription %q", subscriptionID)
}

// UserOfStripeSubscription is the user a subscription was made for.
func (s *Store) UserOfStripeSubscription(ctx context.Context, subscriptionID string) (int64, error) {
	var m stripeSubscriptionModel
	err := s.db.WithContext(ctx).Where("subscription_id = ?", subscriptionID).Take(&m).Error
	return m.UserID, translate(err, "user of stripe subscription %q", subscriptionID)
}

// LatestStripeSubscription is the id of the subscription last made for the
// user; ErrNotFound when none was.
func (s *Store) LatestStripeSubscription(ctx context.Context, userID int64) (string, error) {
	var m stripeSubscriptionModel
	err := s.db.WithContext(ctx).Where("user_id = ?", userID).Order("created_at DESC").Order("subscription_id DESC").
		Take(&m).Error
	return m.SubscriptionID, translate(err, "latest stripe subscription of user %d", userID)
}

// ApplyStripeEvent records that the webhook event was applied and, in the
// same transaction, writes plan when it is not nil (as SetPaidPlan does:
// not over a later state). applied is false when the event was applied
// before: then nothing is written. written says whether plan was.
func (s *Store) ApplyStripeEvent(ctx context.Context, eventID, eventType string, plan *domain.PaidPlan,
	now time.Time) (applied, written bool, err error) {
	err = s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		m := stripeEventModel{EventID: eventID, Type: eventType, AppliedAt: now.UTC()}
		res := tx.Clauses(clause.OnConflict{DoNothing: true}).Create(&m)
		if res.Error != nil {
			return translate(res.Error, "record stripe event %q", eventID)
		}
		if res.RowsAffected == 0 {
			return nil
		}
		applied = true
		if plan == nil {
			return nil
		}
		written, err = setPaidPlan(tx, *plan)
		return err
	})
	if err != nil {
		return false, false, err
	}
	return applied, written, nil
}
