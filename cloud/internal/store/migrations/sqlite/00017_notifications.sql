-- +goose Up
-- The notification feed. One row tells recipient_id of an event (event is
-- an api.NotificationEvent) caused by subject_id; extra is the JSON of where
-- it leads. group_key names what grouped events are about ('' for kinds
-- never grouped): while a row is unread, a later event with the same
-- recipient, event and group_key updates it (count, subject, extra,
-- created_at), which the partial unique index makes one upsert even when
-- two events race. source names the event that last wrote the row, so an
-- event handled twice is counted once. created_at is when its latest event
-- happened; the feed is newest first by (created_at, id).
-- mail_due_at is set for kinds that are e-mailed when still unread that
-- long after (mentions and replies); mailed_at once they were.
CREATE TABLE notifications (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    event        TEXT NOT NULL,
    subject_id   BIGINT NOT NULL DEFAULT 0,
    extra        TEXT NOT NULL DEFAULT '{}',
    group_key    TEXT NOT NULL DEFAULT '',
    source       TEXT NOT NULL DEFAULT '',
    is_read      BOOLEAN NOT NULL DEFAULT FALSE,
    count        INTEGER NOT NULL DEFAULT 1,
    created_at   DATETIME NOT NULL,
    mail_due_at  DATETIME,
    mailed_at    DATETIME
);
CREATE UNIQUE INDEX notifications_group ON notifications (recipient_id, event, group_key)
    WHERE NOT is_read AND group_key <> '';
CREATE INDEX notifications_unread ON notifications (recipient_id, created_at DESC, id DESC) WHERE NOT is_read;
CREATE INDEX notifications_read ON notifications (recipient_id, created_at DESC, id DESC) WHERE is_read;
CREATE INDEX notifications_all ON notifications (recipient_id, created_at DESC, id DESC);
CREATE INDEX notifications_mail_due ON notifications (mail_due_at)
    WHERE mailed_at IS NULL AND mail_due_at IS NOT NULL AND NOT is_read;
CREATE INDEX notifications_read_age ON notifications (created_at) WHERE is_read;

-- Per-person notification settings; no row means the defaults (e-mail for
-- unseen mentions and replies on).
CREATE TABLE notification_settings (
    user_id      INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    email_unseen BOOLEAN NOT NULL DEFAULT TRUE,
    updated_at   DATETIME NOT NULL
);

-- +goose Down
DROP TABLE notification_settings;
DROP TABLE notifications;
