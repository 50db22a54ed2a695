package store

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"
)

// Notifications (migration 00017): each row tells its recipient of an event
// someone else caused. Events are written by upserts over a set of
// recipients (one statement for a whole room), grouped while unread.

// NotificationRow is a notification as stored, with its subject's name and
// avatar as they are now.
type NotificationRow struct {
	ID          int64
	RecipientID int64
	Event       string
	SubjectID   int64
	Extra       string
	IsRead      bool
	Count       int
	CreatedAt   time.Time
	Nickname    string
	Avatar      string
}

// NewNotification is one event to write for a set of recipients.
type NewNotification struct {
	Event     string
	SubjectID int64
	Extra     string // JSON
	GroupKey  string // "" for kinds never grouped
	Source    string // names the event: writing the same one twice counts it once
	At        time.Time
	MailDue   *time.Time // when it is e-mailed if still unread; nil for never
}

// Written is a notification an upsert wrote: new, or a group it grew.
type Written struct {
	ID          int64
	RecipientID int64
	Count       int
}

// Recipients is a SELECT of a user_id column: whom an event notifies.
type Recipients struct {
	query string
	args  []any
}

// ToUsers notifies the users ids (those that exist).
func ToUsers(ids []int64) Recipients {
	return Recipients{"SELECT id AS user_id FROM users WHERE id IN ?", []any{ids}}
}

// ToRoomMembers notifies the members of room channelID but except.
func ToRoomMembers(channelID, except int64) Recipients {
	return Recipients{"SELECT user_id FROM channel_members WHERE channel_id = ? AND user_id <> ?", []any{channelID, except}}
}

// ToTeamManagers notifies the owners and admins of workspace teamID but
// those of except.
func ToTeamManagers(teamID int64, except []int64) Recipients {
	return Recipients{"SELECT user_id FROM team_members WHERE team_id = ? AND role IN (1, 2) AND user_id NOT IN ?",
		[]any{teamID, except}}
}

// upsertNotifications is one statement for every recipient: a new row, or,
// where the recipient has an unread one of the same event and group, that
// one grown (unless this very event wrote it already).
const upsertNotifications = `INSERT INTO notifications
	(recipient_id, event, subject_id, extra, group_key, source, is_read, count, created_at, mail_due_at)
SELECT r.user_id, %s FROM (%s) r WHERE TRUE
ON CONFLICT (recipient_id, event, group_key) WHERE NOT is_read AND group_key <> '' DO UPDATE SET
	count = notifications.count + 1, subject_id = excluded.subject_id, extra = excluded.extra,
	source = excluded.source, created_at = excluded.created_at, mail_due_at = excluded.mail_due_at, mailed_at = NULL
	WHERE notifications.source <> excluded.source
RETURNING id, recipient_id, count`

// WriteNotifications writes n for every one of to in one statement and
// answers the rows written.
func (s *Store) WriteNotifications(ctx context.Context, n NewNotification, to Recipients) ([]Written, error) {
	args := append([]any{n.Event, n.SubjectID, n.Extra, n.GroupKey, n.Source, n.At, n.MailDue}, to.args...)
	var out []Written
	values := "?, ?, ?, ?, ?, FALSE, 1, ?, ?"
	if s.dialect == "postgres" { // parameters in a select list are text unless told
		values = "?::text, ?::bigint, ?::text, ?::text, ?::text, FALSE, 1, ?::timestamptz, ?::timestamptz"
	}
	err := s.db.WithContext(ctx).Raw(fmt.Sprintf(upsertNotifications, values, to.query), args...).Scan(&out).Error
	return out, translate(err, "write %s notifications", n.Event)
}

// Which notifications a page holds.
type NotificationFilter int

const (
	AllNotifications NotificationFilter = iota
	UnreadNotifications
	ReadNotifications
)

// NotificationPage lists up to limit of userID's notifications that f
// selects, newest first, older than notification before (0: from the
// newest; one not the user's answers none).
func (s *Store) NotificationPage(ctx context.Context, userID int64, f NotificationFilter, before int64, limit int) ([]NotificationRow, error) {
	q := s.db.WithContext(ctx).Table("notifications n").
		Select("n.id, n.recipient_id, n.event, n.subject_id, n.extra, n.is_read, n.count, n.created_at, "+
			"COALESCE(u.nickname, '') AS nickname, COALESCE(u.avatar, '') AS avatar").
		Joins("LEFT JOIN users u ON u.id = n.subject_id").Where("n.recipient_id = ?", userID)
	switch f {
	case UnreadNotifications:
		q = q.Where("NOT n.is_read")
	case ReadNotifications:
		q = q.Where("n.is_read")
	}
	if before != 0 {
		q = q.Where("(n.created_at, n.id) < (SELECT c.created_at, c.id FROM notifications c WHERE c.id = ? AND c.recipient_id = ?)",
			before, userID)
	}
	var out []NotificationRow
	err := q.Order("n.created_at DESC, n.id DESC").Limit(limit).Scan(&out).Error
	return out, translate(err, "notifications of user %d", userID)
}

// NotificationByID is one of userID's notifications; ErrNotFound for
// anyone else's.
func (s *Store) NotificationByID(ctx context.Context, userID, id int64) (NotificationRow, error) {
	var out []NotificationRow
	err := s.db.WithContext(ctx).Table("notifications n").
		Select("n.id, n.recipient_id, n.event, n.subject_id, n.extra, n.is_read, n.count, n.created_at, "+
			"COALESCE(u.nickname, '') AS nickname, COALESCE(u.avatar, '') AS avatar").
		Joins("LEFT JOIN users u ON u.id = n.subject_id").Where("n.id = ? AND n.recipient_id = ?", id, userID).
		Scan(&out).Error
	if err == nil && len(out) == 0 {
		err = gorm.ErrRecordNotFound
	}
	if err != nil {
		return NotificationRow{}, translate(err, "notification %d of user %d", id, userID)
	}
	return out[0], nil
}

// UnreadNotificationCount counts userID's unread notifications.
func (s *Store) UnreadNotificationCount(ctx context.Context, userID int64) (int, error) {
	var n int64
	err := s.db.WithContext(ctx).Table("notifications").Where("recipient_id = ? AND NOT is_read", userID).Count(&n).Error
	return int(n), translate(err, "unread notifications of user %d", userID)
}

// SetNotificationRead marks one of userID's notifications read or unread;
// ErrNotFound for anyone else's. One marked unread leaves its group to an
// unread one already holding it (it is then never grown).
func (s *Store) SetNotificationRead(ctx context.Context, userID, id int64, read bool) error {
	q := s.db.WithContext(ctx).Table("notifications").Where("id = ? AND recipient_id = ?", id, userID)
	values := map[string]any{"is_read": read}
	if !read {
		values["group_key"] = gorm.Expr(`CASE WHEN is_read AND EXISTS (SELECT 1 FROM notifications o
			WHERE o.recipient_id = notifications.recipient_id AND o.event = notifications.event
			AND o.group_key = notifications.group_key AND NOT o.is_read) THEN '' ELSE group_key END`)
	}
	res := q.Updates(values)
	return asNotFound(oneRow(res, "mark notification %d", id))
}

// ReadAllNotifications marks all of userID's notifications read.
func (s *Store) ReadAllNotifications(ctx context.Context, userID int64) error {
	err := s.db.WithContext(ctx).Table("notifications").Where("recipient_id = ? AND NOT is_read", userID).
		Update("is_read", true).Error
	return translate(err, "read all notifications of user %d", userID)
}

// DeleteNotification deletes one of userID's notifications; ErrNotFound
// for anyone else's.
func (s *Store) DeleteNotification(ctx context.Context, userID, id int64) error {
	res := s.db.WithContext(ctx).Exec("DELETE FROM notifications WHERE id = ? AND recipient_id = ?", id, userID)
	return asNotFound(oneRow(res, "delete notification %d", id))
}

// EmptyNotifications deletes all of userID's notifications.
func (s *Store) EmptyNotifications(ctx context.Context, userID int64) error {
	err := s.db.WithContext(ctx).Exec("DELETE FROM notifications WHERE recipient_id = ?", userID).Error
	return translate(err, "empty notifications of user %d", userID)
}

// PurgeReadNotifications deletes read notifications whose latest event
// happened before cutoff, and says how many.
func (s *Store) PurgeReadNotifications(ctx context.Context, cutoff time.Time) (int64, error) {
	res := s.db.WithContext(ctx).Exec("DELETE FROM notifications WHERE is_read AND created_at < ?", cutoff)
	return res.RowsAffected, translate(res.Error, "purge read notifications")
}
