-- +goose Up
-- How far each user has read each video's comments: the newest comment id
-- of the video when they last read them. Their unread count is the others'
-- live comments after it (all of them without a row).
CREATE TABLE comment_reads (
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    video_id     BIGINT NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
    last_read_id BIGINT NOT NULL,
    PRIMARY KEY (user_id, video_id)
);
CREATE INDEX comment_reads_video ON comment_reads (video_id);

-- When a view of each viewer (a user, or a hash of an anonymous client) last
-- counted for each video: a view counts at most once per viewer per window.
-- Rows past the window are swept as the video's views are counted.
CREATE TABLE video_viewers (
    video_id   BIGINT NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
    viewer     TEXT NOT NULL,
    counted_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (video_id, viewer)
);

-- Redeemed realtime tickets, for every instance to see: a nonce is inserted
-- once, so a second redemption fails. Rows past their expiry are swept.
CREATE TABLE ticket_redemptions (
    nonce      TEXT PRIMARY KEY,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX ticket_redemptions_expiry ON ticket_redemptions (expires_at);

-- +goose Down
DROP TABLE ticket_redemptions;
DROP TABLE video_viewers;
DROP TABLE comment_reads;
