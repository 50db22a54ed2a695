package httpapi_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

// A comment posted, edited and deleted reaches a visitor watching the share
// page, as im:new, im:edit and im:delete.
func TestLiveCommentsReachWatchers(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "talked about")
	share, err := ann.ShareCreate(ctx, v.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	topic := live.VideoTopic(v.ID)
	watcher := socket(t, env, ticket(t, env, "", api.NotifyTicketRequest{VideoID: v.ID, ShareKey: share.ShareKey}))
	mustSubscribe(t, watcher, topic, share.ShareKey)

	text := func(s string) []api.CommentBlock { return []api.CommentBlock{{Type: api.BlockText, Text: s}} }
	id, err := ann.CommentPost(ctx, api.CommentPostRequest{VideoID: v.ID, Blocks: text("first"), PlayedTime: api.NoPlayedTime})
	if err != nil {
		t.Fatal(err)
	}
	posted := commentEvent(t, watcher, topic, api.EventCommentNew)
	if posted.Info.ID != id || len(posted.Info.Content) != 1 || posted.Info.Content[0].Text != "first" {
		t.Fatalf("im:new carried %+v", posted.Info)
	}
	if _, err := ann.CommentUpdate(ctx, api.CommentUpdateRequest{CommentID: id, Blocks: text("second")}); err != nil {
		t.Fatal(err)
	}
	if edited := commentEvent(t, watcher, topic, api.EventCommentEdit); edited.Info.ID != id || edited.Info.Content[0].Text != "second" {
		t.Fatalf("im:edit carried %+v", edited.Info)
	}
	if err := ann.CommentDelete(ctx, id, ""); err != nil {
		t.Fatal(err)
	}
	m := receive(t, watcher)
	var gone api.CommentDeletedEvent
	if m.Type != api.EventCommentDelete || json.Unmarshal(m.Data, &gone) != nil || gone != (api.CommentDeletedEvent{VideoID: v.ID, CommentID: id}) {
		t.Fatalf("im:delete: %+v (data %s)", m, m.Data)
	}
}

// commentEvent reads the next event, which must be typ on topic carrying a comment.
func commentEvent(t *testing.T, c *websocket.Conn, topic, typ string) api.Comment {
	t.Helper()
	m := receive(t, c)
	var cm api.Comment
	if m.Op != api.LiveEventOp || m.Topic != topic || m.Type != typ || json.Unmarshal(m.Data, &cm) != nil {
		t.Fatalf("got %+v (data %s), want %s %s", m, m.Data, topic, typ)
	}
	return cm
}
