-- +goose Up
-- erasing: the owner erased the video (or its trash time ran out); it is
-- gone from every list at once, and the purge job removes the row and its
-- stored files. bytes_at: when the last byte of its upload or recording
-- arrived (NULL: none yet, counted from created_at); an unfinished one idle
-- for a day is abandoned.
ALTER TABLE videos ADD COLUMN erasing BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE videos ADD COLUMN bytes_at TIMESTAMPTZ;
CREATE INDEX videos_erasing ON videos (id) WHERE erasing;
CREATE INDEX videos_awaiting ON videos (status, bytes_at) WHERE status IN (4, 21);
-- Live videos by folder (a folder's contents are counted from the index
-- alone) and newest first with their titles (search walks it in order, and
-- counts its matches, without reading the table).
CREATE INDEX videos_live_folder ON videos (user_id, folder_id, created_at, trashed_at, erasing)
    WHERE trashed_at IS NULL AND NOT erasing;
CREATE INDEX videos_live_recent ON videos (user_id, created_at, id, title, trashed_at, erasing)
    WHERE trashed_at IS NULL AND NOT erasing;
CREATE INDEX folders_owner_parent_created ON folders (user_id, pid, created_at);

-- +goose Down
DROP INDEX folders_owner_parent_created;
DROP INDEX videos_live_recent;
DROP INDEX videos_live_folder;
DROP INDEX videos_awaiting;
DROP INDEX videos_erasing;
ALTER TABLE videos DROP COLUMN bytes_at;
ALTER TABLE videos DROP COLUMN erasing;
