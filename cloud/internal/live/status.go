package live

import (
	"context"
	"log/slog"

	"github.com/reelroom/reelroom/shared/api"
)

// StatusEvents publishes video status changes to the video's topic (it is
// the video package's Events).
type StatusEvents struct{ Hub Hub }

// VideoStatus publishes a video:status event. A failure is logged: the
// change is committed, and pages poll as a fallback.
func (e StatusEvents) VideoStatus(ctx context.Context, videoID int64, status api.VideoStatus) {
	err := e.Hub.Publish(ctx, VideoTopic(videoID), api.EventVideoStatus, api.VideoStatusEvent{ID: videoID, Status: status})
	if err != nil {
		slog.WarnContext(ctx, "publish video status", "video_id", videoID, "err", err)
	}
}
