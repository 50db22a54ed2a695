-- The schema of a new SQLite database: what the migrations listed below leave in an
-- empty one, as one script (see newdb.go). Written by
--   cd cloud && go test ./internal/store -run TestSquashedSQLiteSchema -update
-- from the migrations themselves, and checked against them by that test; not edited by hand.
-- versions: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 17 18 19 20

CREATE TABLE goose_db_version (
		id INTEGER PRIMARY KEY AUTOINCREMENT,
		version_id INTEGER NOT NULL,
		is_applied INTEGER NOT NULL,
		tstamp TIMESTAMP DEFAULT (datetime('now'))
	);

CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    email         TEXT     NOT NULL UNIQUE,
    password_hash TEXT     NOT NULL,
    nickname      TEXT     NOT NULL,
    avatar        TEXT     NOT NULL DEFAULT '',
    phone         TEXT     NOT NULL DEFAULT '',
    gender        INTEGER  NOT NULL DEFAULT 3,
    video_limit   INTEGER  NOT NULL DEFAULT 30,
    created_at    DATETIME NOT NULL,
    updated_at    DATETIME NOT NULL
, locale TEXT NOT NULL DEFAULT 'en', email_verified_at DATETIME);

CREATE TABLE auth_tokens (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id            INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family             TEXT     NOT NULL,
    access_hash        TEXT     NOT NULL UNIQUE,
    refresh_hash       TEXT     NOT NULL UNIQUE,
    access_expires_at  DATETIME NOT NULL,
    refresh_expires_at DATETIME NOT NULL,
    rotated_at         DATETIME,
    revoked_at         DATETIME,
    created_at         DATETIME NOT NULL
, successor_sealed TEXT NOT NULL DEFAULT '');

CREATE INDEX auth_tokens_family ON auth_tokens (family);

CREATE INDEX auth_tokens_user ON auth_tokens (user_id);

CREATE TABLE videos (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id            INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    folder_id          INTEGER  NOT NULL DEFAULT 0,
    title              TEXT     NOT NULL,
    status             INTEGER  NOT NULL,
    upload_id          TEXT UNIQUE,
    share_key          TEXT UNIQUE,
    share_scope        TEXT     NOT NULL DEFAULT '',
    can_download_share BOOLEAN  NOT NULL DEFAULT TRUE,
    shared_at          DATETIME,
    duration_ms        INTEGER  NOT NULL DEFAULT 0,
    size_bytes         INTEGER  NOT NULL DEFAULT 0,
    width              INTEGER  NOT NULL DEFAULT 0,
    height             INTEGER  NOT NULL DEFAULT 0,
    has_cover          BOOLEAN  NOT NULL DEFAULT FALSE,
    views              INTEGER  NOT NULL DEFAULT 0,
    version            INTEGER  NOT NULL DEFAULT 1,
    fail_reason        TEXT     NOT NULL DEFAULT '',
    client             TEXT     NOT NULL DEFAULT '',
    client_version     TEXT     NOT NULL DEFAULT '',
    screen_size        TEXT     NOT NULL DEFAULT '',
    recorder_version   TEXT     NOT NULL DEFAULT '',
    created_at         DATETIME NOT NULL,
    updated_at         DATETIME NOT NULL
, recorded BOOLEAN NOT NULL DEFAULT FALSE, interim BOOLEAN NOT NULL DEFAULT FALSE, upload_expires_at DATETIME, trashed_at DATETIME, trash_root BOOLEAN NOT NULL DEFAULT FALSE, media_id INTEGER, erasing BOOLEAN NOT NULL DEFAULT FALSE, bytes_at DATETIME, channel_id INTEGER NOT NULL DEFAULT 0, added_at DATETIME);

CREATE INDEX videos_owner_folder ON videos (user_id, folder_id, created_at);

CREATE INDEX videos_status ON videos (status);

CREATE TABLE sign_in_handoffs (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    code_hash  TEXT NOT NULL UNIQUE,
    check_uid  TEXT NOT NULL,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    app_info   TEXT NOT NULL DEFAULT '',
    expires_at DATETIME NOT NULL,
    used_at    DATETIME,
    created_at DATETIME NOT NULL
, approved_at DATETIME);

CREATE INDEX sign_in_handoffs_check_uid ON sign_in_handoffs (check_uid);

CREATE TABLE sign_in_requests (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    check_uid      TEXT NOT NULL UNIQUE,
    app_info       TEXT NOT NULL DEFAULT '',
    app_address    TEXT NOT NULL DEFAULT '',
    user_code_hash TEXT NOT NULL,
    code_attempts  INTEGER NOT NULL DEFAULT 0,
    expires_at     DATETIME NOT NULL,
    done_at        DATETIME,
    created_at     DATETIME NOT NULL
);

CREATE UNIQUE INDEX sign_in_handoffs_open_check_uid ON sign_in_handoffs (check_uid) WHERE used_at IS NULL;

CREATE TABLE jobs (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT     NOT NULL,
    payload      TEXT     NOT NULL DEFAULT '{}',
    status       TEXT     NOT NULL DEFAULT 'queued',
    run_at       DATETIME NOT NULL,
    attempts     INTEGER  NOT NULL DEFAULT 0,
    max_attempts INTEGER  NOT NULL,
    lease_until  DATETIME,
    token        TEXT,
    last_error   TEXT     NOT NULL DEFAULT '',
    created_at   DATETIME NOT NULL,
    updated_at   DATETIME NOT NULL
);

CREATE INDEX jobs_due ON jobs (status, run_at);

CREATE TABLE email_verifications (
    user_id      INTEGER  PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    code_hash    TEXT     NOT NULL,
    expires_at   DATETIME NOT NULL,
    attempts     INTEGER  NOT NULL DEFAULT 0,
    sent_at      DATETIME NOT NULL,
    window_start DATETIME NOT NULL,
    window_sends INTEGER  NOT NULL DEFAULT 1,
    version      INTEGER  NOT NULL DEFAULT 1
);

CREATE TABLE sign_in_failures (
    account         TEXT     NOT NULL,
    address         TEXT     NOT NULL,
    failures        INTEGER  NOT NULL,
    last_failure_at DATETIME NOT NULL,
    PRIMARY KEY (account, address)
);

CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at);

CREATE TABLE folders (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id            INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    pid                INTEGER  NOT NULL DEFAULT 0,
    name               TEXT     NOT NULL,
    share_key          TEXT UNIQUE,
    share_enabled      BOOLEAN  NOT NULL DEFAULT TRUE,
    can_download_share BOOLEAN  NOT NULL DEFAULT TRUE,
    shared_at          DATETIME,
    trashed_at         DATETIME,
    trash_root         BOOLEAN  NOT NULL DEFAULT FALSE,
    created_at         DATETIME NOT NULL,
    updated_at         DATETIME NOT NULL
);

CREATE INDEX folders_owner_parent ON folders (user_id, pid);

CREATE UNIQUE INDEX folders_live_name ON folders (user_id, pid, name) WHERE trashed_at IS NULL;

CREATE INDEX videos_media ON videos (media_id) WHERE media_id IS NOT NULL;

CREATE INDEX videos_trashed ON videos (trashed_at) WHERE trashed_at IS NOT NULL;

CREATE INDEX folders_trashed ON folders (trashed_at) WHERE trashed_at IS NOT NULL;

CREATE INDEX videos_erasing ON videos (id) WHERE erasing;

CREATE INDEX videos_awaiting ON videos (status, bytes_at) WHERE status IN (4, 21);

CREATE INDEX videos_live_folder ON videos (user_id, folder_id, created_at, trashed_at, erasing)
    WHERE trashed_at IS NULL AND NOT erasing;

CREATE INDEX videos_live_recent ON videos (user_id, created_at, id, title, trashed_at, erasing)
    WHERE trashed_at IS NULL AND NOT erasing;

CREATE INDEX folders_owner_parent_created ON folders (user_id, pid, created_at);

CREATE TABLE comments (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    video_id       INTEGER NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
    user_id        INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    parent_id      INTEGER NOT NULL DEFAULT 0,
    blocks         TEXT NOT NULL,
    played_time_ms BIGINT NOT NULL DEFAULT -1,
    created_at     DATETIME NOT NULL,
    updated_at     DATETIME NOT NULL,
    deleted_at     DATETIME
);

CREATE INDEX comments_video ON comments (video_id, id);

CREATE INDEX comments_video_user ON comments (video_id, user_id);

CREATE INDEX comments_parent ON comments (parent_id) WHERE parent_id <> 0;

CREATE TABLE comment_reads (
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    video_id     INTEGER NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
    last_read_id BIGINT NOT NULL,
    PRIMARY KEY (user_id, video_id)
);

CREATE INDEX comment_reads_video ON comment_reads (video_id);

CREATE TABLE video_viewers (
    video_id   INTEGER NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
    viewer     TEXT NOT NULL,
    counted_at DATETIME NOT NULL,
    PRIMARY KEY (video_id, viewer)
);

CREATE TABLE ticket_redemptions (
    nonce      TEXT PRIMARY KEY,
    expires_at DATETIME NOT NULL
);

CREATE INDEX ticket_redemptions_expiry ON ticket_redemptions (expires_at);

CREATE TABLE teams (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT NOT NULL,
    icon_key   TEXT NOT NULL DEFAULT '',
    owner_id   INTEGER NOT NULL REFERENCES users (id),
    created_at DATETIME NOT NULL,
    updated_at DATETIME NOT NULL
);

CREATE TABLE team_members (
    team_id   INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role      INTEGER NOT NULL,
    joined_at DATETIME NOT NULL,
    PRIMARY KEY (team_id, user_id)
);

CREATE INDEX team_members_user ON team_members (user_id);

CREATE TABLE channels (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id     INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    is_private  BOOLEAN NOT NULL DEFAULT FALSE,
    creator_id  INTEGER NOT NULL REFERENCES users (id),
    created_at  DATETIME NOT NULL,
    updated_at  DATETIME NOT NULL
, member_count INTEGER NOT NULL DEFAULT 0, video_count INTEGER NOT NULL DEFAULT 0);

CREATE INDEX channels_team ON channels (team_id);

CREATE TABLE channel_members (
    channel_id   INTEGER NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role         INTEGER NOT NULL,
    joined_at    DATETIME NOT NULL,
    last_read_at DATETIME,
    PRIMARY KEY (channel_id, user_id)
);

CREATE INDEX channel_members_user ON channel_members (user_id);

CREATE INDEX videos_channel ON videos (channel_id, added_at);

CREATE TABLE team_invites (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    team_id     INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    channel_id  INTEGER NOT NULL DEFAULT 0,
    email       TEXT NOT NULL DEFAULT '',
    key_hash    TEXT NOT NULL UNIQUE,
    invited_by  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  DATETIME NOT NULL,
    expires_at  DATETIME NOT NULL,
    revoked_at  DATETIME,
    accepted_at DATETIME
);

CREATE INDEX team_invites_team ON team_invites (team_id, email);

CREATE TRIGGER channel_members_count_insert AFTER INSERT ON channel_members
BEGIN
    UPDATE channels SET member_count = member_count + 1 WHERE id = NEW.channel_id;
END;

CREATE TRIGGER channel_members_count_delete AFTER DELETE ON channel_members
BEGIN
    UPDATE channels SET member_count = member_count - 1 WHERE id = OLD.channel_id;
END;

CREATE TRIGGER channel_members_count_update AFTER UPDATE OF channel_id ON channel_members
    WHEN OLD.channel_id <> NEW.channel_id
BEGIN
    UPDATE channels SET member_count = member_count - 1 WHERE id = OLD.channel_id;
    UPDATE channels SET member_count = member_count + 1 WHERE id = NEW.channel_id;
END;

CREATE TRIGGER videos_count_insert AFTER INSERT ON videos
    WHEN NEW.channel_id <> 0 AND NEW.trashed_at IS NULL AND NOT NEW.erasing AND NEW.status <> -1
BEGIN
    UPDATE channels SET video_count = video_count + 1 WHERE id = NEW.channel_id;
END;

CREATE TRIGGER videos_count_delete AFTER DELETE ON videos
    WHEN OLD.channel_id <> 0 AND OLD.trashed_at IS NULL AND NOT OLD.erasing AND OLD.status <> -1
BEGIN
    UPDATE channels SET video_count = video_count - 1 WHERE id = OLD.channel_id;
END;

CREATE TRIGGER videos_count_update AFTER UPDATE OF channel_id, trashed_at, erasing, status ON videos
    WHEN (OLD.channel_id <> 0 AND OLD.trashed_at IS NULL AND NOT OLD.erasing AND OLD.status <> -1) IS NOT
        (NEW.channel_id <> 0 AND NEW.trashed_at IS NULL AND NOT NEW.erasing AND NEW.status <> -1)
        OR OLD.channel_id <> NEW.channel_id
BEGIN
    UPDATE channels SET video_count = video_count - 1
    WHERE id = OLD.channel_id AND OLD.trashed_at IS NULL AND NOT OLD.erasing AND OLD.status <> -1;
    UPDATE channels SET video_count = video_count + 1
    WHERE id = NEW.channel_id AND NEW.trashed_at IS NULL AND NOT NEW.erasing AND NEW.status <> -1;
END;

CREATE INDEX videos_room_feed ON videos (channel_id, added_at, user_id)
    WHERE channel_id <> 0 AND trashed_at IS NULL AND NOT erasing AND status <> -1;

CREATE INDEX videos_room_author ON videos (channel_id, user_id)
    WHERE channel_id <> 0 AND trashed_at IS NULL AND NOT erasing AND status <> -1;

CREATE INDEX comments_live ON comments (video_id, id, user_id) WHERE deleted_at IS NULL;

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

CREATE TABLE notification_settings (
    user_id      INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    email_unseen BOOLEAN NOT NULL DEFAULT TRUE,
    updated_at   DATETIME NOT NULL
);

CREATE TABLE paid_plans (
    user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    plan_type  TEXT NOT NULL,
    platform   TEXT NOT NULL,
    state      TEXT NOT NULL,
    period_end DATETIME NOT NULL,
    source_at  DATETIME NOT NULL,
    updated_at DATETIME NOT NULL
);

CREATE TABLE plan_grants (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    source     TEXT NOT NULL,
    days       INTEGER NOT NULL DEFAULT 0,
    start_at   DATETIME NOT NULL,
    end_at     DATETIME,
    earned_at  DATETIME NOT NULL,
    revoked_at DATETIME,
    UNIQUE (user_id, source)
);

CREATE INDEX plan_grants_user ON plan_grants (user_id, start_at);

CREATE TABLE invite_codes (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    code    TEXT NOT NULL UNIQUE
);

CREATE TABLE invitations (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    inviter_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    invitee_id  INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    status      TEXT NOT NULL,
    days        INTEGER NOT NULL DEFAULT 0,
    created_at  DATETIME NOT NULL,
    settled_at  DATETIME
);

CREATE INDEX invitations_inviter ON invitations (inviter_id, created_at DESC, id DESC);

CREATE TABLE invite_ledger (
    email_hash TEXT PRIMARY KEY,
    created_at DATETIME NOT NULL
);

CREATE TABLE stripe_customers (
    user_id     INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    customer_id TEXT NOT NULL UNIQUE,
    created_at  DATETIME NOT NULL
);

CREATE TABLE stripe_subscriptions (
    subscription_id TEXT PRIMARY KEY,
    user_id         INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at      DATETIME NOT NULL
);

CREATE INDEX stripe_subscriptions_user ON stripe_subscriptions (user_id, created_at);

CREATE TABLE stripe_events (
    event_id   TEXT PRIMARY KEY,
    type       TEXT NOT NULL,
    applied_at DATETIME NOT NULL
);

INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (1, 0, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (2, 1, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (3, 2, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (4, 3, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (5, 4, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (6, 5, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (7, 6, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (8, 7, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (9, 8, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (10, 9, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (11, 10, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (12, 11, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (13, 12, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (14, 13, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (15, 14, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (16, 15, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (17, 17, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (18, 18, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (19, 19, 1);
INSERT INTO goose_db_version (id, version_id, is_applied) VALUES (20, 20, 1);
DELETE FROM sqlite_sequence;
INSERT INTO sqlite_sequence (name, seq) VALUES ('goose_db_version', 20);
