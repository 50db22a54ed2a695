-- +goose Up
-- A sign-in handed from the web app to a desktop app: the app's checkuid
-- (the SHA-256 of a secret only the app knows) bound to the signed-in user,
-- with a single-use code. Only the code's hash is kept.
CREATE TABLE sign_in_handoffs (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    code_hash  TEXT NOT NULL UNIQUE,
    check_uid  TEXT NOT NULL,
    user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    app_info   TEXT NOT NULL DEFAULT '',
    expires_at DATETIME NOT NULL,
    used_at    DATETIME,
    created_at DATETIME NOT NULL
);
CREATE INDEX sign_in_handoffs_check_uid ON sign_in_handoffs (check_uid);

-- +goose Down
DROP TABLE sign_in_handoffs;
