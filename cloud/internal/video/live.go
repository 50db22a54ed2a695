package video

import (
	"context"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/shared/api"
)

// Events is told of changes that watchers of a video see as they happen
// (the realtime hub, set by the server). It is called after the change is
// committed.
type Events interface {
	VideoStatus(ctx context.Context, videoID int64, status api.VideoStatus)
}

type noEvents struct{}

func (noEvents) VideoStatus(context.Context, int64, api.VideoStatus) {}

// SetEvents connects the service and its processor to e.
func (s *Service) SetEvents(e Events) {
	s.events = e
	s.processor.events = e
}

// CanView answers nil when a may watch the video (access.View), and the
// access decision's error otherwise.
func (s *Service) CanView(ctx context.Context, a access.Actor, videoID int64) error {
	_, _, err := s.decideVideo(ctx, a, access.View, videoID)
	return err
}
