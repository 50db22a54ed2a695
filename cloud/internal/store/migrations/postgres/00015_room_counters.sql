-- +goose Up
-- Each room keeps its member count and the count of its videos shown in its
-- feed (live and not failed: trashed_at IS NULL AND NOT erasing AND status
-- <> -1), so that the sidebar reads them instead of counting every
-- membership and every video of the caller's rooms. Triggers keep them, in
-- the transaction of whatever statement adds or removes a member or a video
-- (or trashes, restores, erases or fails one; cascades included), so no
-- writer can forget them.
--
-- Writes to the three tables wait until the counts are backfilled and the
-- triggers are in place (another instance still running the former version
-- may be writing), so that none falls between the two.
LOCK TABLE channels, channel_members, videos IN SHARE ROW EXCLUSIVE MODE;
ALTER TABLE channels ADD COLUMN member_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE channels ADD COLUMN video_count INTEGER NOT NULL DEFAULT 0;

UPDATE channels SET
    member_count = (SELECT COUNT(*) FROM channel_members m WHERE m.channel_id = channels.id),
    video_count = (SELECT COUNT(*) FROM videos v WHERE v.channel_id = channels.id
        AND v.trashed_at IS NULL AND NOT v.erasing AND v.status <> -1);

-- The triggers are per statement and read the statement's rows as a whole
-- (transition tables): a statement that moves many members or videos (a
-- room or a workspace deleted, a member leaving every room) changes each
-- room once, where a trigger per row would change a room's row once per
-- member or video and pile up its versions. channels_shift adds to rooms'
-- counts, locking them in the order of their ids, so that two statements
-- changing the same rooms wait for each other instead of deadlocking.
-- +goose StatementBegin
CREATE FUNCTION channels_shift(rooms BIGINT[], members BIGINT[], videos BIGINT[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM channels WHERE id = ANY (rooms) ORDER BY id FOR UPDATE;
    UPDATE channels c SET member_count = c.member_count + u.members, video_count = c.video_count + u.videos
    FROM unnest(rooms, members, videos) AS u(room, members, videos) WHERE c.id = u.room;
END $$;
-- +goose StatementEnd

-- Members: rows added or gone, by room.
-- +goose StatementBegin
CREATE FUNCTION channel_members_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    rooms BIGINT[];
    shifts BIGINT[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(channel_id), array_agg(n) INTO rooms, shifts
        FROM (SELECT channel_id, COUNT(*) AS n FROM added GROUP BY channel_id) d;
    ELSE
        SELECT array_agg(channel_id), array_agg(-n) INTO rooms, shifts
        FROM (SELECT channel_id, COUNT(*) AS n FROM gone GROUP BY channel_id) d;
    END IF;
    IF rooms IS NOT NULL THEN
        PERFORM channels_shift(rooms, shifts, array_fill(0::BIGINT, ARRAY[cardinality(rooms)]));
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER channel_members_count_insert AFTER INSERT ON channel_members
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION channel_members_count();
CREATE TRIGGER channel_members_count_delete AFTER DELETE ON channel_members
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION channel_members_count();

-- A membership never changes rooms (channel_id is part of its key); if one
-- did, it would leave one room for the other.
-- +goose StatementBegin
CREATE FUNCTION channel_members_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM channels_shift(ARRAY[OLD.channel_id, NEW.channel_id], ARRAY[-1, 1]::BIGINT[], ARRAY[0, 0]::BIGINT[]);
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER channel_members_count_update AFTER UPDATE OF channel_id ON channel_members
    FOR EACH ROW WHEN (OLD.channel_id <> NEW.channel_id) EXECUTE FUNCTION channel_members_move();

-- Videos: the room whose feed a video is in, 0 when none.
CREATE FUNCTION feed_room(v videos) RETURNS BIGINT LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN v.trashed_at IS NULL AND NOT v.erasing AND v.status <> -1 THEN v.channel_id ELSE 0 END
$$;

-- +goose StatementBegin
CREATE FUNCTION videos_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    rooms BIGINT[];
    shifts BIGINT[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(room), array_agg(n) INTO rooms, shifts
        FROM (SELECT feed_room(a) AS room, COUNT(*) AS n FROM added a GROUP BY 1) d WHERE room <> 0;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(room), array_agg(-n) INTO rooms, shifts
        FROM (SELECT feed_room(g) AS room, COUNT(*) AS n FROM gone g GROUP BY 1) d WHERE room <> 0;
    ELSE
        SELECT array_agg(room), array_agg(n) INTO rooms, shifts
        FROM (SELECT room, SUM(n) AS n FROM (
            SELECT feed_room(g) AS room, -1 AS n FROM gone g
            UNION ALL
            SELECT feed_room(a), 1 FROM added a
        ) x WHERE room <> 0 GROUP BY room HAVING SUM(n) <> 0) d;
    END IF;
    IF rooms IS NOT NULL THEN
        PERFORM channels_shift(rooms, array_fill(0::BIGINT, ARRAY[cardinality(rooms)]), shifts);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER videos_count_insert AFTER INSERT ON videos
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION videos_count();
CREATE TRIGGER videos_count_update AFTER UPDATE ON videos
    REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION videos_count();
CREATE TRIGGER videos_count_delete AFTER DELETE ON videos
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION videos_count();

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
DROP TRIGGER videos_count_delete ON videos;
DROP TRIGGER videos_count_update ON videos;
DROP TRIGGER videos_count_insert ON videos;
DROP FUNCTION videos_count();
DROP FUNCTION feed_room(videos);
DROP TRIGGER channel_members_count_update ON channel_members;
DROP FUNCTION channel_members_move();
DROP TRIGGER channel_members_count_delete ON channel_members;
DROP TRIGGER channel_members_count_insert ON channel_members;
DROP FUNCTION channel_members_count();
DROP FUNCTION channels_shift(BIGINT[], BIGINT[], BIGINT[]);
ALTER TABLE channels DROP COLUMN video_count;
ALTER TABLE channels DROP COLUMN member_count;
