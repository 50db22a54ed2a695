-- +goose Up
-- Premium given outside a paid plan (package plan decides what they are
-- worth at a moment). kind is admin (an operator's grant-premium), invite
-- (the invitation program's trial), gift (the beta users' gift month) or
-- privilege (the old-user privilege). source names what gave the grant and
-- is unique per user, so the same cause grants once. A trial (invite,
-- gift) has days: it starts at start_at, or later when earlier trials or a
-- paid plan it waits for still run; end_at is its end as first planned. An
-- admin or privilege grant runs from start_at to end_at (NULL: no end).
-- revoked_at ends a grant early (revoke-premium).
CREATE TABLE plan_grants (
    id         BIGSERIAL PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    source     TEXT NOT NULL,
    days       INTEGER NOT NULL DEFAULT 0,
    start_at   TIMESTAMPTZ NOT NULL,
    end_at     TIMESTAMPTZ,
    earned_at  TIMESTAMPTZ NOT NULL,
    revoked_at TIMESTAMPTZ,
    UNIQUE (user_id, source)
);
CREATE INDEX plan_grants_user ON plan_grants (user_id, start_at);

-- Each user's personal invitation code (the link /invite/{code}).
CREATE TABLE invite_codes (
    user_id BIGINT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    code    TEXT NOT NULL UNIQUE
);

-- Who signed up through whose link. status is an api.InvitationStatus;
-- days are what the invitation gave the inviter.
CREATE TABLE invitations (
    id          BIGSERIAL PRIMARY KEY,
    inviter_id  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    invitee_id  BIGINT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    status      TEXT NOT NULL,
    days        INTEGER NOT NULL DEFAULT 0,
    created_at  TIMESTAMPTZ NOT NULL,
    settled_at  TIMESTAMPTZ
);
CREATE INDEX invitations_inviter ON invitations (inviter_id, created_at DESC, id DESC);

-- The e-mail addresses (a hash of the normalised address) that already
-- earned an invitation reward. It has no link to users: deleting an account
-- and making it again with the same address earns nothing twice.
CREATE TABLE invite_ledger (
    email_hash TEXT PRIMARY KEY,
    created_at TIMESTAMPTZ NOT NULL
);

-- +goose Down
DROP TABLE invite_ledger;
DROP TABLE invitations;
DROP TABLE invite_codes;
DROP TABLE plan_grants;
