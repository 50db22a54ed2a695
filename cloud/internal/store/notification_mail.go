package store

import (
	"context"
	"time"

	"gorm.io/gorm"

	"github.com/reelroom/reelroom/cloud/internal/domain"
)

// The e-mail of notifications not seen: mentions and replies carry
// mail_due_at; once it has passed while they are still unread they are
// mailed, and mailed_at set in the transaction that queues the mail.

// NotificationEmailOn says whether userID wants unseen notifications
// e-mailed (the default when they never said).
func (s *Store) NotificationEmailOn(ctx context.Context, userID int64) (bool, error) {
	var on []bool
	err := s.db.WithContext(ctx).Table("notification_settings").Where("user_id = ?", userID).
		Pluck("email_unseen", &on).Error
	if err != nil {
		return false, translate(err, "notification settings of user %d", userID)
	}
	return len(on) == 0 || on[0], nil
}

// SetNotificationEmail records whether userID wants unseen notifications
// e-mailed.
func (s *Store) SetNotificationEmail(ctx context.Context, userID int64, on bool, at time.Time) error {
	err := s.db.WithContext(ctx).Exec(`INSERT INTO notification_settings (user_id, email_unseen, updated_at)
		VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET email_unseen = excluded.email_unseen,
		updated_at = excluded.updated_at`, userID, on, at).Error
	return translate(err, "set notification settings of user %d", userID)
}

// mailDue is the condition that a notification is to be mailed at now.
const mailDue = "n.mailed_at IS NULL AND n.mail_due_at IS NOT NULL AND n.mail_due_at <= ? AND NOT n.is_read"

// MailDueRecipients lists up to limit people with notifications to mail at
// now.
func (s *Store) MailDueRecipients(ctx context.Context, now time.Time, limit int) ([]int64, error) {
	var ids []int64
	err := s.db.WithContext(ctx).Table("notifications n").Where(mailDue, now).
		Distinct("n.recipient_id").Limit(limit).Pluck("n.recipient_id", &ids).Error
	return ids, translate(err, "people with notifications to mail")
}

// MailDueNotifications lists userID's notifications to mail at now,
// newest first.
func (s *Store) MailDueNotifications(ctx context.Context, userID int64, now time.Time) ([]NotificationRow, error) {
	var out []NotificationRow
	err := s.db.WithContext(ctx).Table("notifications n").
		Select("n.id, n.recipient_id, n.event, n.subject_id, n.extra, n.is_read, n.count, n.created_at, "+
			"COALESCE(u.nickname, '') AS nickname, COALESCE(u.avatar, '') AS avatar").
		Joins("LEFT JOIN users u ON u.id = n.subject_id").Where("n.recipient_id = ?", userID).Where(mailDue, now).
		Order("n.created_at DESC, n.id DESC").Scan(&out).Error
	return out, translate(err, "notifications of user %d to mail", userID)
}

// MarkNotificationsMailed marks notifications ids mailed at and, when mail
// is not nil, queues it, in one transaction; ErrConflict (and nothing done)
// when one of them was read or mailed meanwhile.
func (s *Store) MarkNotificationsMailed(ctx context.Context, ids []int64, at time.Time, mail *domain.Job) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Table("notifications").Where("id IN ? AND mailed_at IS NULL AND NOT is_read", ids).
			Update("mailed_at", at)
		if res.Error != nil {
			return translate(res.Error, "mark notifications mailed")
		}
		if res.RowsAffected != int64(len(ids)) {
			return translate(ErrConflict, "mark notifications mailed: %d of %d", res.RowsAffected, len(ids))
		}
		if mail == nil {
			return nil
		}
		return insertJob(tx, mail)
	})
}
