package live

import (
	"context"
	"log/slog"

	"github.com/reelroom/reelroom/cloud/internal/comment"
	"github.com/reelroom/reelroom/shared/api"
)

// CommentEvents publishes comment changes to the video's topic (it is the
// comment package's Events): everyone watching the video, share-page viewers
// included, hears of them.
type CommentEvents struct{ Hub Hub }

// CommentPosted publishes im:new with the comment as the history gives it.
func (e CommentEvents) CommentPosted(ctx context.Context, v comment.View) {
	e.publish(ctx, v.VideoID, api.EventCommentNew, v.Wire())
}

// CommentEdited publishes im:edit with the comment as it now is.
func (e CommentEvents) CommentEdited(ctx context.Context, v comment.View) {
	e.publish(ctx, v.VideoID, api.EventCommentEdit, v.Wire())
}

// CommentDeleted publishes im:delete.
func (e CommentEvents) CommentDeleted(ctx context.Context, videoID, commentID int64) {
	e.publish(ctx, videoID, api.EventCommentDelete, api.CommentDeletedEvent{VideoID: videoID, CommentID: commentID})
}

// publish logs a failure: the change is committed, and clients that missed
// the event fetch the history when they resubscribe.
func (e CommentEvents) publish(ctx context.Context, videoID int64, typ string, data any) {
	if err := e.Hub.Publish(ctx, VideoTopic(videoID), typ, data); err != nil {
		slog.WarnContext(ctx, "publish comment event", "video_id", videoID, "type", typ, "err", err)
	}
}
