package httpapi_test

import (
	"context"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// commentWorld is a video of Ann's shared by link, with the people of the
// authorization table: Bob and Dan signed in holding the link, Carol signed
// in without it, and an anonymous visitor holding it.
type commentWorld struct {
	*shareEnv
	ann, bob, dan, carol, anon *client.Client
	annID, bobID, carolID      int64
	video                      api.Video
	key                        string
}

func newCommentWorld(t *testing.T) *commentWorld {
	t.Helper()
	env := newShareEnv(t)
	w := &commentWorld{shareEnv: env, ann: env.SignUp(t, "ann@example.com"), bob: env.SignUp(t, "bob@example.com"),
		dan: env.SignUp(t, "dan@example.com"), carol: env.SignUp(t, "carol@example.com"), anon: env.Client()}
	w.annID, w.bobID, w.carolID = userIDOf(t, w.ann), userIDOf(t, w.bob), userIDOf(t, w.carol)
	w.video = env.Upload(t, w.ann, apptest.MakeVideo(t, 1, "160x120"), "talked about")
	share, err := w.ann.ShareCreate(context.Background(), w.video.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	w.key = share.ShareKey
	return w
}

func userIDOf(t *testing.T, c *client.Client) int64 {
	t.Helper()
	u, err := c.UserInfo(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

// post posts text as c holding key and answers the comment's id.
func (w *commentWorld) post(t *testing.T, c *client.Client, key, text string, parent int64) int64 {
	t.Helper()
	id, err := c.CommentPost(context.Background(), api.CommentPostRequest{
		VideoID: w.video.ID, ShareKey: key, Blocks: textBlocks(text), ParentID: parent})
	if err != nil {
		t.Fatalf("post %q: %v", text, err)
	}
	return id
}

// history is the newest page of the video's comments as the owner reads it.
func (w *commentWorld) history(t *testing.T) api.CommentHistory {
	t.Helper()
	h, err := w.ann.CommentHistory(context.Background(), w.video.ID, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func textBlocks(s string) []api.CommentBlock {
	return []api.CommentBlock{{Type: api.BlockText, Text: s}}
}

// otherVideoComment is a comment of Ann's on another video of hers.
func (w *commentWorld) otherVideoComment(t *testing.T) int64 {
	t.Helper()
	v := w.Upload(t, w.ann, apptest.MakeVideo(t, 1, "160x120"), "another")
	id, err := w.ann.CommentPost(context.Background(), api.CommentPostRequest{VideoID: v.ID, Blocks: textBlocks("elsewhere")})
	if err != nil {
		t.Fatal(err)
	}
	return id
}
