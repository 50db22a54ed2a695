-- +goose Up
-- Processing runs on the jobs table (a process-video job per video); the
-- videos table's own lease, token and attempt count are no longer read.
ALTER TABLE videos DROP COLUMN process_token;
ALTER TABLE videos DROP COLUMN process_lease_until;
ALTER TABLE videos DROP COLUMN process_attempts;

-- +goose Down
ALTER TABLE videos ADD COLUMN process_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE videos ADD COLUMN process_lease_until DATETIME;
ALTER TABLE videos ADD COLUMN process_token TEXT;
