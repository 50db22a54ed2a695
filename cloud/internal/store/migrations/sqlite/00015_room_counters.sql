-- +goose Up
-- Each room keeps its member count and the count of its videos shown in its
-- feed (live and not failed: trashed_at IS NULL AND NOT erasing AND status
-- <> -1), so that the sidebar reads them instead of counting every
-- membership and every video of the caller's rooms. Triggers keep them, in
-- the transaction of whatever statement adds or removes a member or a video
-- (or trashes, restores, erases or fails one; cascades included), so no
-- writer can forget them.
ALTER TABLE channels ADD COLUMN member_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE channels ADD COLUMN video_count INTEGER NOT NULL DEFAULT 0;

UPDATE channels SET
    member_count = (SELECT COUNT(*) FROM channel_members m WHERE m.channel_id = channels.id),
    video_count = (SELECT COUNT(*) FROM videos v WHERE v.channel_id = channels.id
        AND v.trashed_at IS NULL AND NOT v.erasing AND v.status <> -1);

-- +goose StatementBegin
CREATE TRIGGER channel_members_count_insert AFTER INSERT ON channel_members
BEGIN
    UPDATE channels SET member_count = member_count + 1 WHERE id = NEW.channel_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER channel_members_count_delete AFTER DELETE ON channel_members
BEGIN
    UPDATE channels SET member_count = member_count - 1 WHERE id = OLD.channel_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER channel_members_count_update AFTER UPDATE OF channel_id ON channel_members
    WHEN OLD.channel_id <> NEW.channel_id
BEGIN
    UPDATE channels SET member_count = member_count - 1 WHERE id = OLD.channel_id;
    UPDATE channels SET member_count = member_count + 1 WHERE id = NEW.channel_id;
END;
-- +goose StatementEnd

-- The same for videos: a video counts in its room while it is in the feed.
-- +goose StatementBegin
CREATE TRIGGER videos_count_insert AFTER INSERT ON videos
    WHEN NEW.channel_id <> 0 AND NEW.trashed_at IS NULL AND NOT NEW.erasing AND NEW.status <> -1
BEGIN
    UPDATE channels SET video_count = video_count + 1 WHERE id = NEW.channel_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER videos_count_delete AFTER DELETE ON videos
    WHEN OLD.channel_id <> 0 AND OLD.trashed_at IS NULL AND NOT OLD.erasing AND OLD.status <> -1
BEGIN
    UPDATE channels SET video_count = video_count - 1 WHERE id = OLD.channel_id;
END;
-- +goose StatementEnd
-- +goose StatementBegin
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
-- +goose StatementEnd

-- A member's unread count is the others' feed videos added after their read
-- mark: videos_room_feed holds exactly the rooms' feed videos with the
-- author, so that the count reads only the index entries past the mark.
-- Without a mark it is the room's video_count less the member's own feed
-- videos there, which videos_room_author finds (as it does each member's
-- videos in the room's member list).
CREATE INDEX videos_room_feed ON videos (channel_id, added_at, user_id)
    WHERE channel_id <> 0 AND trashed_at IS NULL AND NOT erasing AND status <> -1;
CREATE INDEX videos_room_author ON videos (channel_id, user_id)
    WHERE channel_id <> 0 AND trashed_at IS NULL AND NOT erasing AND status <> -1;

-- A room's feed counts each video's live comments and those of others past
-- the viewer's read mark: this index answers both from its entries alone.
CREATE INDEX comments_live ON comments (video_id, id, user_id) WHERE deleted_at IS NULL;

-- +goose Down
DROP INDEX comments_live;
DROP INDEX videos_room_author;
DROP INDEX videos_room_feed;
DROP TRIGGER videos_count_update;
DROP TRIGGER videos_count_delete;
DROP TRIGGER videos_count_insert;
DROP TRIGGER channel_members_count_update;
DROP TRIGGER channel_members_count_delete;
DROP TRIGGER channel_members_count_insert;
ALTER TABLE channels DROP COLUMN video_count;
ALTER TABLE channels DROP COLUMN member_count;
