package client

import (
	"context"
	"net/url"
	"strconv"

	"github.com/reelroom/reelroom/shared/api"
)

// CommentHistory reads a page of a video's comments: the newest page when
// before is 0, else the page just older than comment before. key is the
// link the video was opened with ("" for its owner).
func (c *Client) CommentHistory(ctx context.Context, videoID, before int64, key string) (api.CommentHistory, error) {
	q := url.Values{"video_id": {strconv.FormatInt(videoID, 10)}}
	if before != 0 {
		q.Set("comment_id", strconv.FormatInt(before, 10))
	}
	if key != "" {
		q.Set("share_key", key)
	}
	var h api.CommentHistory
	return h, c.do(ctx, "GET", "/comment/history", q, nil, &h)
}

// CommentPost posts a comment (a reply when req.ParentID is set) and answers
// its id.
func (c *Client) CommentPost(ctx context.Context, req api.CommentPostRequest) (int64, error) {
	var p api.CommentPosted
	return p.ID, c.do(ctx, "POST", "/comment/post", nil, req, &p)
}

// CommentUpdate replaces the blocks of one's own comment.
func (c *Client) CommentUpdate(ctx context.Context, req api.CommentUpdateRequest) (api.Comment, error) {
	var cm api.Comment
	return cm, c.do(ctx, "PUT", "/comment/update", nil, req, &cm)
}

// CommentDelete deletes one's own comment; key is the link the video was
// opened with ("" for its owner).
func (c *Client) CommentDelete(ctx context.Context, id int64, key string) error {
	return c.do(ctx, "DELETE", idPath("/comment/delete/", id), keyQuery(key), nil, nil)
}

// CommentMentionable lists who a comment on the video may mention; key is
// the link the video was opened with ("" for its owner).
func (c *Client) CommentMentionable(ctx context.Context, videoID int64, key string) (api.CommentMentionables, error) {
	q := url.Values{"video_id": {strconv.FormatInt(videoID, 10)}}
	if key != "" {
		q.Set("share_key", key)
	}
	var m api.CommentMentionables
	return m, c.do(ctx, "GET", "/comment/mentionable", q, nil, &m)
}

// CommentRead marks every comment of the video so far read.
func (c *Client) CommentRead(ctx context.Context, req api.CommentReadRequest) error {
	return c.do(ctx, "PUT", "/comment/read", nil, req, nil)
}
