package notify

import (
	"context"
	"log/slog"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// Retention is how long read notifications are kept after their latest
// event.
const Retention = api.NotificationRetentionDays * 24 * time.Hour

// Purge removes read notifications older than Retention.
func (s *Service) Purge(ctx context.Context) error {
	n, err := s.store.PurgeReadNotifications(ctx, s.Now().Add(-Retention))
	if n > 0 {
		slog.InfoContext(ctx, "removed old read notifications", "count", n)
	}
	return err
}
