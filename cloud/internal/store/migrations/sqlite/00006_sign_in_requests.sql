-- +goose Up
-- The desktop app registers each browser sign-in before opening the browser:
-- its check UID, what it says it is, the address it asked from, and the hash
-- of the short user code it shows. Polling gives tokens only for a binding
-- the person approved by typing that code in the browser.
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
ALTER TABLE sign_in_handoffs ADD COLUMN approved_at DATETIME;
-- One open binding per check UID, so two accounts cannot both hold one.
DELETE FROM sign_in_handoffs WHERE used_at IS NULL;
CREATE UNIQUE INDEX sign_in_handoffs_open_check_uid ON sign_in_handoffs (check_uid) WHERE used_at IS NULL;

-- +goose Down
DROP INDEX sign_in_handoffs_open_check_uid;
ALTER TABLE sign_in_handoffs DROP COLUMN approved_at;
DROP TABLE sign_in_requests;
