package live

import (
	"context"
	"log/slog"
	"strconv"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// ChannelTopic is the topic of a room's feed: videos arriving and leaving.
func ChannelTopic(id int64) string { return "channel:" + strconv.FormatInt(id, 10) }

// Rooms decides whether a signed-in user may see a room (and so watch its
// feed), and answers the room's workspace.
type Rooms interface {
	CanSee(ctx context.Context, userID, channelID int64) (teamID int64, err error)
}

// SetRooms lets signed-in users subscribe to the feeds of rooms r lets
// them see; without it no room topic is allowed.
func (s *Service) SetRooms(r Rooms) { s.rooms = r }

// RoomEvents publishes videos arriving in rooms and leaving them to the
// room's topic (it is the room, video and library services' room events).
// Wire is a video as a room's list shows it.
type RoomEvents struct {
	Hub  Hub
	Wire func(domain.VideoWithOwner) api.Video
}

// VideoAdded publishes action:channel_video_add with the video.
func (e RoomEvents) VideoAdded(ctx context.Context, channelID int64, v domain.VideoWithOwner) {
	w := e.Wire(v)
	e.publish(ctx, channelID, api.EventChannelVideoAdd, api.ChannelVideoEvent{ChannelID: channelID, VideoID: v.ID, Video: &w})
}

// VideoRemoved publishes action:channel_video_remove.
func (e RoomEvents) VideoRemoved(ctx context.Context, channelID, videoID int64) {
	e.publish(ctx, channelID, api.EventChannelVideoRemove, api.ChannelVideoEvent{ChannelID: channelID, VideoID: videoID})
}

// publish logs a failure: the change is committed, and clients that missed
// the event list the room again when they resubscribe.
func (e RoomEvents) publish(ctx context.Context, channelID int64, typ string, data any) {
	if err := e.Hub.Publish(ctx, ChannelTopic(channelID), typ, data); err != nil {
		slog.WarnContext(ctx, "publish room event", "channel_id", channelID, "type", typ, "err", err)
	}
}
