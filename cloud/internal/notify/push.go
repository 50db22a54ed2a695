package notify

import (
	"context"
	"log/slog"

	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Every change is pushed to its person's topic (live.UserTopic), so every
// open tab and the desktop app follow at once. A failed push is logged:
// the change is committed, and clients fetch the feed again when they
// resubscribe.

// pushNew publishes notification:new for each row written, item being
// what they share (all but the id and count).
func (s *Service) pushNew(ctx context.Context, written []store.Written, item api.Notification) {
	if len(written) == 0 {
		return
	}
	events := make([]live.Event, len(written))
	for i, w := range written {
		n := item
		n.ID, n.Count = w.ID, w.Count
		events[i] = live.Event{Topic: live.UserTopic(w.RecipientID), Type: api.EventNotificationNew, Data: n}
	}
	s.publish(ctx, events)
}

// pushChange publishes a change of userID's feed with their unread count
// after it.
func (s *Service) pushChange(ctx context.Context, userID int64, typ string, id int64, unread int) {
	s.publish(ctx, []live.Event{{Topic: live.UserTopic(userID), Type: typ,
		Data: api.NotificationChange{ID: id, UnreadCount: unread}}})
}

func (s *Service) publish(ctx context.Context, events []live.Event) {
	if b, ok := s.hub.(batchPublisher); ok && len(events) > 1 {
		if err := b.PublishEach(ctx, events); err != nil {
			slog.WarnContext(ctx, "push notifications", "count", len(events), "err", err)
		}
		return
	}
	for _, e := range events {
		if err := s.hub.Publish(ctx, e.Topic, e.Type, e.Data); err != nil {
			slog.WarnContext(ctx, "push notification", "topic", e.Topic, "type", e.Type, "err", err)
		}
	}
}
