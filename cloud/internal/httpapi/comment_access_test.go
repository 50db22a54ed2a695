package httpapi_test

import (
	"context"
	"fmt"
	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// TestCommentAuthorization is the table of spec 6: who may read, post,
// reply to, edit and delete comments.
func TestCommentAuthorization(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	parent := w.post(t, w.ann, "", "the owner's comment", 0)
	edited := w.post(t, w.bob, w.key, "Bob's comment", 0)
	const ok, login, gone, notAuthor = api.CodeOK, api.CodeLoginOutdated, api.CodeNotFound, api.CodeForbidden
	rows := []struct {
		who    string
		c      *client.Client
		key    string
		expect [5]api.Code // read, post, reply, edit and delete Bob's comment
	}{
		{"anonymous with the link", w.anon, w.key, [5]api.Code{ok, login, login, login, login}},
		{"signed-in stranger", w.carol, "", [5]api.Code{gone, gone, gone, gone, gone}},
		{"signed-in stranger with a wrong key", w.carol, "AAAAAAAAAAAAAAAAAAAAAA", [5]api.Code{gone, gone, gone, gone, gone}},
		{"share-link viewer", w.dan, w.key, [5]api.Code{ok, ok, ok, notAuthor, notAuthor}},
		{"author", w.bob, w.key, [5]api.Code{ok, ok, ok, ok, ok}},
		{"video owner", w.ann, "", [5]api.Code{ok, ok, ok, notAuthor, notAuthor}},
	}
	actions := []string{"read", "post", "reply", "edit", "delete"}
	for _, r := range rows {
		deleted := w.post(t, w.bob, w.key, "Bob's comment to delete", 0)
		calls := []func() error{
			func() error { _, err := r.c.CommentHistory(bg, w.video.ID, 0, r.key); return err },
			func() error {
				_, err := r.c.CommentPost(bg, api.CommentPostRequest{VideoID: w.video.ID, ShareKey: r.key, Blocks: textBlocks("hi")})
				return err
			},
			func() error {
				_, err := r.c.CommentPost(bg, api.CommentPostRequest{VideoID: w.video.ID, ShareKey: r.key,
					Blocks: textBlocks("a reply"), ParentID: parent})
				return err
			},
			func() error {
				_, err := r.c.CommentUpdate(bg, api.CommentUpdateRequest{CommentID: edited, ShareKey: r.key, Blocks: textBlocks("edited by " + r.who)})
				return err
			},
			func() error { return r.c.CommentDelete(bg, deleted, r.key) },
		}
		for i, call := range calls {
			t.Run(r.who+" "+actions[i], func(t *testing.T) {
				if got := codeOf(call()); got != r.expect[i] {
					t.Fatalf("code %d, want %d", got, r.expect[i])
				}
			})
		}
	}
	for _, c := range w.history(t).Comments {
		if c.Info.ID == edited && c.Info.Content[0].Text != "edited by author" {
			t.Fatalf("Bob's comment was changed by someone else: %+v", c.Info.Content)
		}
	}
}

// TestCommentTrashedVideo: a trashed video's comments are gone for link
// holders (its owner still reads them), and erasing it removes them.
func TestCommentTrashedVideo(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	w.post(t, w.bob, w.key, "before the trash", 0)
	w.trash(t, w.ann, api.Items{Videos: []int64{w.video.ID}})
	if _, err := w.bob.CommentHistory(bg, w.video.ID, 0, w.key); codeOf(err) != api.CodeNotFound {
		t.Fatalf("link holder reads a trashed video's comments: %v", err)
	}
	if _, err := w.anon.CommentHistory(bg, w.video.ID, 0, w.key); codeOf(err) != api.CodeNotFound {
		t.Fatalf("anonymous reads a trashed video's comments: %v", err)
	}
	if _, err := w.bob.CommentPost(bg, api.CommentPostRequest{VideoID: w.video.ID, ShareKey: w.key, Blocks: textBlocks("x")}); codeOf(err) != api.CodeNotFound {
		t.Fatalf("link holder comments on a trashed video: %v", err)
	}
	if h := w.history(t); len(h.Comments) != 1 {
		t.Fatalf("owner reads %d comments of the trashed video", len(h.Comments))
	}
	must(t, w.ann.ItemsErase(bg, api.Items{Videos: []int64{w.video.ID}}))
	q := "SELECT COUNT(*) FROM comments WHERE video_id = ?"
	apptest.Eventually(t, "comments of the erased video removed", func() bool { return w.count(t, q, w.video.ID) == 0 })
}

func TestCommentBadInput(t *testing.T) {
	w := newCommentWorld(t)
	tok := w.ann.Token
	vid := fmt.Sprint(w.video.ID)
	runCases(t, w.Env, []apiCase{
		{"history of a video id that is no number", "GET", "/api/comment/history?video_id=abc", tok, nil, 400, api.CodeInvalidParam},
		{"history before a comment id that is no number", "GET", "/api/comment/history?video_id=" + vid + "&comment_id=-1", tok, nil, 400, api.CodeInvalidParam},
		{"history in a room it is not in", "GET", "/api/comment/history?video_id=" + vid + "&channel_id=3", tok, nil, 404, api.CodeNotFound},
		{"history without a token or key", "GET", "/api/comment/history?video_id=" + vid, "", nil, 401, api.CodeLoginOutdated},
		{"history of no video", "GET", "/api/comment/history", tok, nil, 404, api.CodeNotFound},
		{"post with a body that is not JSON", "POST", "/api/comment/post", tok, "{", 400, api.CodeInvalidParam},
		{"post with blocks of the wrong shape", "POST", "/api/comment/post", tok, `{"video_id":` + vid + `,"blocks":"hi"}`, 400, api.CodeInvalidParam},
		{"update with a body that is not JSON", "PUT", "/api/comment/update", tok, "[]", 400, api.CodeInvalidParam},
		{"delete of an id that is no number", "DELETE", "/api/comment/delete/abc", tok, nil, 400, api.CodeInvalidParam},
		{"delete of no comment", "DELETE", "/api/comment/delete/424242", tok, nil, 404, api.CodeNotFound},
		{"mentionable of a video id that is no number", "GET", "/api/comment/mentionable?video_id=x", tok, nil, 400, api.CodeInvalidParam},
		{"mentionable without a token", "GET", "/api/comment/mentionable?video_id=" + vid + "&share_key=" + w.key, "", nil, 401, api.CodeLoginOutdated},
		{"read with a body that is not JSON", "PUT", "/api/comment/read", tok, "{", 400, api.CodeInvalidParam},
		{"read without a token", "PUT", "/api/comment/read", "", api.CommentReadRequest{VideoID: w.video.ID, ShareKey: w.key}, 401, api.CodeLoginOutdated},
		{"read of no video", "PUT", "/api/comment/read", tok, api.CommentReadRequest{VideoID: 424242}, 404, api.CodeNotFound},
	})
}
