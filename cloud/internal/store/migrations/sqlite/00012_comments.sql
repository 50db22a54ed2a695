-- +goose Up
-- Timeline comments. blocks is the comment's JSON list of blocks, never
-- markup. A deleted comment keeps its row (deleted_at set, blocks wiped) so
-- that replies can show their quote as deleted. Erasing a video or a user
-- removes their comments with them.
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

-- +goose Down
DROP TABLE comments;
