package video

import (
	"context"
	"log/slog"

	"github.com/reelroom/reelroom/cloud/internal/domain"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/shared/api"
)

// Events is told of changes that watchers of a video see as they happen
// (the realtime hub, set by the server). It is called after the change is
// committed.
type Events interface {
	VideoStatus(ctx context.Context, videoID int64, status api.VideoStatus)
}

// RoomEvents is told when a video arrives in a room, after it is committed.
type RoomEvents interface {
	VideoAdded(ctx context.Context, channelID int64, v domain.VideoWithOwner)
}

type noEvents struct{}

func (noEvents) VideoAdded(context.Context, int64, domain.VideoWithOwner) {}

func (noEvents) VideoStatus(context.Context, int64, api.VideoStatus) {}

// SetEvents connects the service and its processor to e.
func (s *Service) SetEvents(e Events) {
	s.events = e
	s.processor.events = e
}

// SetRoomEvents makes the service tell e of videos made in a room.
func (s *Service) SetRoomEvents(e RoomEvents) { s.rooms = e }

// arrived tells the room's watchers of v, as reader sees it; a failure to
// load what the event shows is logged (the video is there all the same).
func (s *Service) arrived(ctx context.Context, v domain.Video, reader int64) {
	wv, err := s.withOwner(ctx, v, reader)
	if err != nil {
		slog.WarnContext(ctx, "room video event", "video_id", v.ID, "err", err)
		return
	}
	s.rooms.VideoAdded(ctx, v.ChannelID, wv)
}

// CanView answers nil when a may watch the video (access.View), and the
// access decision's error otherwise.
func (s *Service) CanView(ctx context.Context, a access.Actor, videoID int64) error {
	_, _, err := s.decideVideo(ctx, a, access.View, videoID)
	return err
}
