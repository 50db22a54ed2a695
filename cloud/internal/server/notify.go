package server

import (
	"context"

	"github.com/reelroom/reelroom/cloud/internal/comment"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/live"
)

// The store queues a notification job with each comment and room arrival
// (notify's package comment); these events, told after the commit, wake
// the job workers so it runs at once rather than at the next poll.

// kickingComments is the comment events of the live channel, waking the
// workers for a new comment's notifications.
type kickingComments struct {
	live.CommentEvents
	kick func()
}

func (k kickingComments) CommentPosted(ctx context.Context, v comment.View) {
	k.kick()
	k.CommentEvents.CommentPosted(ctx, v)
}

// kickingRooms is the room events of the live channel, waking the workers
// for a room video's notifications.
type kickingRooms struct {
	live.RoomEvents
	kick func()
}

func (k kickingRooms) VideoAdded(ctx context.Context, channelID int64, v domain.VideoWithOwner) {
	k.kick()
	k.RoomEvents.VideoAdded(ctx, channelID, v)
}
