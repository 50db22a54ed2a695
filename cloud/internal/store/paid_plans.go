package store

import (
	"context"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

type paidPlanModel struct {
	UserID    int64 `gorm:"primaryKey;autoIncrement:false"`
	PlanType  string
	Platform  string
	State     string
	PeriodEnd time.Time
	SourceAt  time.Time
	UpdatedAt time.Time
}

func (paidPlanModel) TableName() string { return "paid_plans" }

// PaidPlanOf is the user's paid plan; ErrNotFound when they never had one.
func (s *Store) PaidPlanOf(ctx context.Context, userID int64) (domain.PaidPlan, error) {
	var m paidPlanModel
	err := s.db.WithContext(ctx).Where("user_id = ?", userID).Take(&m).Error
	if err != nil {
		return domain.PaidPlan{}, translate(err, "paid plan")
	}
	return domain.PaidPlan{
		UserID: m.UserID, Type: api.PlanType(m.PlanType), Platform: api.PaymentPlatform(m.Platform),
		State: api.SubscriptionState(m.State), PeriodEnd: m.PeriodEnd.UTC(), SourceAt: m.SourceAt.UTC(),
		UpdatedAt: m.UpdatedAt.UTC(),
	}, nil
}

// SetPaidPlan records p unless the stored plan came from a later state of
// the platform (a larger SourceAt): it says whether p was written.
func (s *Store) SetPaidPlan(ctx context.Context, p domain.PaidPlan) (bool, error) {
	return setPaidPlan(s.db.WithContext(ctx), p)
}

// setPaidPlan is SetPaidPlan inside transaction tx.
func setPaidPlan(tx *gorm.DB, p domain.PaidPlan) (bool, error) {
	m := paidPlanModel{
		UserID: p.UserID, PlanType: string(p.Type), Platform: string(p.Platform), State: string(p.State),
		PeriodEnd: p.PeriodEnd.UTC(), SourceAt: p.SourceAt.UTC(), UpdatedAt: p.UpdatedAt.UTC(),
	}
	res := tx.Clauses(clause.OnConflict{
		Columns:   []clause.Column{{Name: "user_id"}},
		DoUpdates: clause.AssignmentColumns([]string{"plan_type", "platform", "state", "period_end", "source_at", "updated_at"}),
		Where:     clause.Where{Exprs: []clause.Expression{clause.Expr{SQL: "paid_plans.source_at <= excluded.source_at"}}},
	}).Create(&m)
	if res.Error != nil {
		return false, translate(res.Error, "set paid plan")
	}
	return res.RowsAffected > 0, nil
}
