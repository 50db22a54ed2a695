-- +goose Up
-- recorded: the bytes came from a recorder while it recorded (fragmented MP4
-- or WebM, repaired when the recording ended badly). interim: the video is ok
-- and played from its upload while the final file is made; the processing
-- queue takes it like a video in status processing. upload_expires_at: when a
-- kept upload (played by viewers who started on it) can be removed.
ALTER TABLE videos ADD COLUMN recorded BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE videos ADD COLUMN interim BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE videos ADD COLUMN upload_expires_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE videos DROP COLUMN upload_expires_at;
ALTER TABLE videos DROP COLUMN interim;
ALTER TABLE videos DROP COLUMN recorded;
