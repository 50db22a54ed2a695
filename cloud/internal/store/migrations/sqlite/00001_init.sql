-- +goose Up
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
);

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
);
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
);
CREATE INDEX videos_owner_folder ON videos (user_id, folder_id, created_at);
CREATE INDEX videos_status ON videos (status);

-- +goose Down
DROP TABLE videos;
DROP TABLE auth_tokens;
DROP TABLE users;
