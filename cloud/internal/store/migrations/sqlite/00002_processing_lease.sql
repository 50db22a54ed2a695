-- +goose Up
ALTER TABLE videos ADD COLUMN process_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE videos ADD COLUMN process_lease_until DATETIME;

-- +goose Down
ALTER TABLE videos DROP COLUMN process_lease_until;
ALTER TABLE videos DROP COLUMN process_attempts;
