-- +goose Up
-- Personal folders (pid 0 is the root of My Videos). A folder's share key
-- opens it and everything below it; share_enabled false keeps the key but
-- closes the link (the spec's 403 view).
CREATE TABLE folders (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id            INTEGER  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    pid                INTEGER  NOT NULL DEFAULT 0,
    name               TEXT     NOT NULL,
    share_key          TEXT UNIQUE,
    share_enabled      BOOLEAN  NOT NULL DEFAULT TRUE,
    can_download_share BOOLEAN  NOT NULL DEFAULT TRUE,
    shared_at          DATETIME,
    trashed_at         DATETIME,
    trash_root         BOOLEAN  NOT NULL DEFAULT FALSE,
    created_at         DATETIME NOT NULL,
    updated_at         DATETIME NOT NULL
);
CREATE INDEX folders_owner_parent ON folders (user_id, pid);
-- Names are unique among the live folders of one parent.
CREATE UNIQUE INDEX folders_live_name ON folders (user_id, pid, name) WHERE trashed_at IS NULL;

-- Trash: trashed_at is set on every item that went into the trash, the
-- contents of a trashed folder included; trash_root marks the items the user
-- trashed (the ones the trash lists and restores, taking their contents).
ALTER TABLE videos ADD COLUMN trashed_at DATETIME;
ALTER TABLE videos ADD COLUMN trash_root BOOLEAN NOT NULL DEFAULT FALSE;
-- media_id: the video whose stored files this one plays (a saved copy plays
-- the files of the video it was saved from); NULL for its own. Stored files
-- are removed when no video uses them any more.
ALTER TABLE videos ADD COLUMN media_id INTEGER;
CREATE INDEX videos_media ON videos (media_id) WHERE media_id IS NOT NULL;
CREATE INDEX videos_trashed ON videos (trashed_at) WHERE trashed_at IS NOT NULL;
CREATE INDEX folders_trashed ON folders (trashed_at) WHERE trashed_at IS NOT NULL;

-- +goose Down
DROP INDEX videos_trashed;
DROP INDEX videos_media;
ALTER TABLE videos DROP COLUMN media_id;
ALTER TABLE videos DROP COLUMN trash_root;
ALTER TABLE videos DROP COLUMN trashed_at;
DROP TABLE folders;
