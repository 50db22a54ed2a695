package store

import "context"

// VideoFiles answers what sending one of a video's files needs, and only
// that: the video whose stored files it plays (a saved copy plays its
// original's) and its title, for a download's name. A player sends a Range
// request every few seconds of video, each through here, so it reads two
// columns rather than the whole row (thirty columns, six of them times to
// parse): that took a fifth of the server's CPU per 1 MiB range, this a
// sixth, with less than half the allocations (BenchmarkVideoFiles). It runs
// under quick(ctx): no goroutines start to watch its context.
func (s *Store) VideoFiles(ctx context.Context, id int64) (filesID int64, title string, err error) {
	var row struct {
		MediaID *int64
		Title   string
	}
	err = s.db.WithContext(quick(ctx)).Model(&videoModel{}).Select("media_id", "title").
		Where("id = ? AND NOT erasing", id).Take(&row).Error
	if err != nil {
		return 0, "", translate(err, "video %d", id)
	}
	if row.MediaID != nil && *row.MediaID != 0 {
		return *row.MediaID, row.Title, nil
	}
	return id, row.Title, nil
}
