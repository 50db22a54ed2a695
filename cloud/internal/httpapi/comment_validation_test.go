package httpapi_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
)

func TestCommentValidation(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	elsewhere := w.otherVideoComment(t)
	many := make([]api.CommentBlock, api.MaxCommentBlocks+1)
	for i := range many {
		many[i] = api.CommentBlock{Type: api.BlockText, Text: "x"}
	}
	text := func(s string) api.CommentBlock { return api.CommentBlock{Type: api.BlockText, Text: s} }
	link := func(u string) api.CommentBlock { return api.CommentBlock{Type: api.BlockLink, URL: u} }
	point := func(ms int64) api.CommentBlock { return api.CommentBlock{Type: api.BlockTimePoint, TimeMs: ms} }
	mention := func(id int64) api.CommentBlock { return api.CommentBlock{Type: api.BlockMention, UserID: id} }
	cases := []struct {
		name   string
		req    api.CommentPostRequest
		want   api.Code
		wantIn string // part of the message
	}{
		{"no blocks", api.CommentPostRequest{}, api.CodeInvalidParam, "Comments sent cannot be empty"},
		{"white space only", api.CommentPostRequest{Blocks: []api.CommentBlock{text(" \n\t "), text("\u3000")}}, api.CodeInvalidParam, "Comments sent cannot be empty"},
		{"too many blocks", api.CommentPostRequest{Blocks: many}, api.CodeInvalidParam, "blocks"},
		{"an unknown block", api.CommentPostRequest{Blocks: []api.CommentBlock{{Type: "html", Text: "<b>x</b>"}}}, api.CodeInvalidParam, "Unknown"},
		{"a quote block", api.CommentPostRequest{Blocks: []api.CommentBlock{{Type: "quote", Text: "x"}}}, api.CodeInvalidParam, "Unknown"},
		{"NUL", api.CommentPostRequest{Blocks: []api.CommentBlock{text("a\x00b")}}, api.CodeInvalidParam, "NUL"},
		{"an ftp link", api.CommentPostRequest{Blocks: []api.CommentBlock{link("ftp://example.com/x")}}, api.CodeInvalidParam, "http"},
		{"a link without a host", api.CommentPostRequest{Blocks: []api.CommentBlock{link("https:///x")}}, api.CodeInvalidParam, "http"},
		{"a data link", api.CommentPostRequest{Blocks: []api.CommentBlock{link("data:text/html,<script>alert(1)</script>")}}, api.CodeInvalidParam, "http"},
		{"a time-point after the end", api.CommentPostRequest{Blocks: []api.CommentBlock{point(w.video.Duration + 1)}}, api.CodeInvalidParam, "time-point"},
		{"a negative time-point", api.CommentPostRequest{Blocks: []api.CommentBlock{point(-1)}}, api.CodeInvalidParam, "time-point"},
		{"a played time after the end", api.CommentPostRequest{Blocks: []api.CommentBlock{text("x")}, PlayedTime: w.video.Duration + 1}, api.CodeInvalidParam, "played time"},
		{"mentioning a stranger", api.CommentPostRequest{Blocks: []api.CommentBlock{mention(w.carolID)}}, api.CodeInvalidParam, "mentioned"},
		{"mentioning a link holder who has not commented", api.CommentPostRequest{Blocks: []api.CommentBlock{mention(w.bobID)}}, api.CodeInvalidParam, "mentioned"},
		{"a room it is not in", api.CommentPostRequest{ChannelID: 7, Blocks: []api.CommentBlock{text("x")}}, api.CodeNotFound, "Video"},
		{"replying to another video's comment", api.CommentPostRequest{ParentID: elsewhere, Blocks: []api.CommentBlock{text("x")}}, api.CodeNotFound, "Comment"},
		{"replying to no comment", api.CommentPostRequest{ParentID: 999999, Blocks: []api.CommentBlock{text("x")}}, api.CodeNotFound, "Comment"},
		{"an unknown video", api.CommentPostRequest{VideoID: 999999, Blocks: []api.CommentBlock{text("x")}}, api.CodeNotFound, "Video"},
		{"a time-point alone", api.CommentPostRequest{Blocks: []api.CommentBlock{point(0)}}, api.CodeOK, ""},
		{"the owner mentioned", api.CommentPostRequest{Blocks: []api.CommentBlock{mention(w.annID), point(w.video.Duration)}}, api.CodeOK, ""},
		{"a link alone", api.CommentPostRequest{Blocks: []api.CommentBlock{link("https://example.com/a?b=c#d")}}, api.CodeOK, ""},
		{"played time -1", api.CommentPostRequest{Blocks: []api.CommentBlock{text("x")}, PlayedTime: -1}, api.CodeOK, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if tc.req.VideoID == 0 {
				tc.req.VideoID = w.video.ID
			}
			_, err := w.ann.CommentPost(bg, tc.req)
			if got := codeOf(err); got != tc.want || (err != nil && !strings.Contains(err.Error(), tc.wantIn)) {
				t.Fatalf("code %d (%v), want %d with %q", got, err, tc.want, tc.wantIn)
			}
		})
	}
	t.Run("mentioning someone who has commented", func(t *testing.T) {
		w.post(t, w.bob, w.key, "I am here", 0)
		_, err := w.ann.CommentPost(bg, api.CommentPostRequest{VideoID: w.video.ID,
			Blocks: []api.CommentBlock{{Type: api.BlockMention, UserID: w.bobID, Text: "Someone Else"}, text(" look")}})
		must(t, err)
		h := w.history(t)
		got := h.Comments[len(h.Comments)-1].Info.Content[0]
		if got.UserID != w.bobID || got.Text != "Tester" {
			t.Fatalf("the mention is stored as %+v, want Bob named by his nickname", got)
		}
	})
	t.Run("editing needs something", func(t *testing.T) {
		id := w.post(t, w.bob, w.key, "to edit", 0)
		_, err := w.bob.CommentUpdate(bg, api.CommentUpdateRequest{CommentID: id, ShareKey: w.key, Blocks: textBlocks("  ")})
		if codeOf(err) != api.CodeInvalidParam || !strings.Contains(err.Error(), "Comments sent cannot be empty") {
			t.Fatalf("empty edit: %v", err)
		}
		c, err := w.bob.CommentUpdate(bg, api.CommentUpdateRequest{CommentID: id, ShareKey: w.key, Blocks: textBlocks("edited")})
		must(t, err)
		if c.Info.ID != id || c.Info.Content[0].Text != "edited" {
			t.Fatalf("edited comment = %+v", c.Info)
		}
	})
}
