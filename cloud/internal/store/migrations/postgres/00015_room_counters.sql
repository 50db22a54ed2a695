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

-- The room a membership row counts in (0: none); a row moving between rooms
-- leaves one and joins the other. Both rooms change in one statement, which
-- locks them in the order of their ids.
-- +goose StatementBegin
CREATE FUNCTION channels_count_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    was BIGINT := 0;
    now_in BIGINT := 0;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        was := OLD.channel_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        now_in := NEW.channel_id;
    END IF;
    IF was <> now_in THEN
        UPDATE channels SET member_count = member_count + CASE WHEN id = now_in THEN 1 ELSE -1 END
        WHERE id IN (was, now_in);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER channel_members_count AFTER INSERT OR DELETE OR UPDATE OF channel_id ON channel_members
    FOR EACH ROW EXECUTE FUNCTION channels_count_members();

-- The same for videos: a video counts in its room while it is in the feed.
-- +goose StatementBegin
CREATE FUNCTION channels_count_videos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    was BIGINT := 0;
    now_in BIGINT := 0;
BEGIN
    IF TG_OP <> 'INSERT' THEN
        IF OLD.trashed_at IS NULL AND NOT OLD.erasing AND OLD.status <> -1 THEN
            was := OLD.channel_id;
        END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        IF NEW.trashed_at IS NULL AND NOT NEW.erasing AND NEW.status <> -1 THEN
            now_in := NEW.channel_id;
        END IF;
    END IF;
    IF was <> now_in THEN
        UPDATE channels SET video_count = video_count + CASE WHEN id = now_in THEN 1 ELSE -1 END
        WHERE id IN (was, now_in);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER videos_count_insert AFTER INSERT ON videos
    FOR EACH ROW WHEN (NEW.channel_id <> 0) EXECUTE FUNCTION channels_count_videos();
CREATE TRIGGER videos_count_update AFTER UPDATE OF channel_id, trashed_at, erasing, status ON videos
    FOR EACH ROW WHEN (OLD.channel_id <> 0 OR NEW.channel_id <> 0) EXECUTE FUNCTION channels_count_videos();
CREATE TRIGGER videos_count_delete AFTER DELETE ON videos
    FOR EACH ROW WHEN (OLD.channel_id <> 0) EXECUTE FUNCTION channels_count_videos();

-- A member's unread count is the others' feed videos added after their read
-- mark: this index holds exactly the feed's videos, with the author, so that
-- the count reads only the index entries past the mark.
CREATE INDEX videos_room_feed ON videos (channel_id, added_at, user_id)
    WHERE channel_id <> 0 AND trashed_at IS NULL AND NOT erasing AND status <> -1;

-- +goose Down
DROP INDEX videos_room_feed;
DROP TRIGGER videos_count_delete ON videos;
DROP TRIGGER videos_count_update ON videos;
DROP TRIGGER videos_count_insert ON videos;
DROP FUNCTION channels_count_videos();
DROP TRIGGER channel_members_count ON channel_members;
DROP FUNCTION channels_count_members();
ALTER TABLE channels DROP COLUMN video_count;
ALTER TABLE channels DROP COLUMN member_count;
