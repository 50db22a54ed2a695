-- +goose Up
-- A durable job queue any instance may work from: a job is claimed with a
-- lease and a fencing token (as videos are for processing), retried with
-- backoff until max_attempts, then left failed for inspection. Done jobs are
-- deleted.
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

-- E-mail verification: the user's language for mail, when the address was
-- proven, and the one live code per user (its HMAC only).
ALTER TABLE users ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE users ADD COLUMN email_verified_at DATETIME;

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

-- +goose Down
DROP TABLE email_verifications;
ALTER TABLE users DROP COLUMN email_verified_at;
ALTER TABLE users DROP COLUMN locale;
DROP TABLE jobs;
