-- +goose Up
-- Refresh grace: when a pair is rotated, the new pair is kept sealed with a
-- key derived from the old refresh token (which the database never holds),
-- so a second refresh with the same token within a few seconds gets the same
-- pair back instead of revoking the sign-in.
ALTER TABLE auth_tokens ADD COLUMN successor_sealed TEXT NOT NULL DEFAULT '';

-- Failed sign-ins per (account, address) pair, and per address across
-- accounts (account = ''). Shared by every instance behind a load balancer.
CREATE TABLE sign_in_failures (
    account         TEXT     NOT NULL,
    address         TEXT     NOT NULL,
    failures        INTEGER  NOT NULL,
    last_failure_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (account, address)
);
CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at);

-- +goose Down
DROP TABLE sign_in_failures;
ALTER TABLE auth_tokens DROP COLUMN successor_sealed;
