-- +goose Up
ALTER TABLE videos ADD COLUMN process_token TEXT;

-- +goose Down
ALTER TABLE videos DROP COLUMN process_token;
