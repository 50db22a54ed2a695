-- +goose Up
-- Workspaces (teams). icon_key names the re-encoded icon in blob storage.
CREATE TABLE teams (
    id         BIGSERIAL PRIMARY KEY,
    name       TEXT NOT NULL,
    icon_key   TEXT NOT NULL DEFAULT '',
    owner_id   BIGINT NOT NULL REFERENCES users (id),
    created_at TIMESTAMPTZ NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);

-- Who is in which workspace, and as what (api.TeamRole 1-4; pending
-- invitees are team_invites rows, not members).
CREATE TABLE team_members (
    team_id   BIGINT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    user_id   BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role      INTEGER NOT NULL,
    joined_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (team_id, user_id)
);
CREATE INDEX team_members_user ON team_members (user_id);

-- Rooms (channels) of a workspace.
CREATE TABLE channels (
    id          BIGSERIAL PRIMARY KEY,
    team_id     BIGINT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    is_private  BOOLEAN NOT NULL DEFAULT FALSE,
    creator_id  BIGINT NOT NULL REFERENCES users (id),
    created_at  TIMESTAMPTZ NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX channels_team ON channels (team_id);

-- Who is in which room (api.ChannelRole), and when they last read its feed
-- (NULL: never; then every video of others is unread).
CREATE TABLE channel_members (
    channel_id   BIGINT NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role         INTEGER NOT NULL,
    joined_at    TIMESTAMPTZ NOT NULL,
    last_read_at TIMESTAMPTZ,
    PRIMARY KEY (channel_id, user_id)
);
CREATE INDEX channel_members_user ON channel_members (user_id);

-- A video lives in its owner's My Videos (channel_id 0, in folder_id) or in
-- one room; added_at is when it arrived there (the feed's order and unread).
ALTER TABLE videos ADD COLUMN channel_id BIGINT NOT NULL DEFAULT 0;
ALTER TABLE videos ADD COLUMN added_at TIMESTAMPTZ;
CREATE INDEX videos_channel ON videos (channel_id, added_at);

-- Invitations: links (email '') and e-mail invitations, to a workspace
-- (channel_id 0) or a room. Only a hash of the key is kept. A link works
-- until expires_at unless revoked; an e-mail invitation is pending until
-- accepted or revoked.
CREATE TABLE team_invites (
    id          BIGSERIAL PRIMARY KEY,
    team_id     BIGINT NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    channel_id  BIGINT NOT NULL DEFAULT 0,
    email       TEXT NOT NULL DEFAULT '',
    key_hash    TEXT NOT NULL UNIQUE,
    invited_by  BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at  TIMESTAMPTZ NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL,
    revoked_at  TIMESTAMPTZ,
    accepted_at TIMESTAMPTZ
);
CREATE INDEX team_invites_team ON team_invites (team_id, email);

-- +goose Down
DROP TABLE team_invites;
DROP INDEX videos_channel;
ALTER TABLE videos DROP COLUMN added_at;
ALTER TABLE videos DROP COLUMN channel_id;
DROP TABLE channel_members;
DROP TABLE channels;
DROP TABLE team_members;
DROP TABLE teams;
