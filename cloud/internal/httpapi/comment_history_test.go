package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
)

// TestCommentPaging: pages of 20, newest last; comment_id loads the page
// older than it; deleted comments are left out.
func TestCommentPaging(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	ids := make([]int64, 45)
	for i := range ids {
		ids[i] = w.post(t, w.ann, "", fmt.Sprint("comment ", i), 0)
	}
	must(t, w.ann.CommentDelete(bg, ids[44], ""))
	var pages [][]int64
	for before := int64(0); ; {
		h, err := w.bob.CommentHistory(bg, w.video.ID, before, w.key)
		must(t, err)
		var page []int64
		for _, c := range h.Comments {
			page = append(page, c.Info.ID)
		}
		pages = append(pages, page)
		if !h.HasMore {
			break
		}
		before = page[0]
	}
	want := [][]int64{ids[24:44], ids[4:24], ids[0:4]}
	if fmt.Sprint(pages) != fmt.Sprint(want) {
		t.Fatalf("pages = %v, want %v", pages, want)
	}
}

// TestCommentQuote: a reply quotes its parent; once the parent is deleted
// the quote shows it deleted with no text, and it leaves the history.
func TestCommentQuote(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	parent := w.post(t, w.ann, "", "what about 0:01?", 0)
	reply := w.post(t, w.bob, w.key, "fine by me", parent)
	h := w.history(t)
	if len(h.Comments) != 2 || !h.Comments[0].BeReplied || h.Comments[1].BeReplied {
		t.Fatalf("history = %+v", h.Comments)
	}
	q := h.Comments[1].Info.Quote
	if q == nil || q.ID != parent || q.Status != api.CommentLive || q.Blocks[0].Text != "what about 0:01?" || q.User.ID != w.annID {
		t.Fatalf("quote = %+v", q)
	}
	must(t, w.ann.CommentDelete(bg, parent, ""))
	h = w.history(t)
	if len(h.Comments) != 1 || h.Comments[0].Info.ID != reply {
		t.Fatalf("history after deleting the parent = %+v", h.Comments)
	}
	q = h.Comments[0].Info.Quote
	if q == nil || q.ID != parent || q.Status != api.CommentDeleted || len(q.Blocks) != 0 {
		t.Fatalf("quote of a deleted comment = %+v", q)
	}
	if n := w.count(t, "SELECT COUNT(*) FROM comments WHERE id = ? AND blocks LIKE '%about%'", parent); n != 0 {
		t.Fatal("a deleted comment's text is still stored")
	}
	// Replying to a deleted comment is allowed; deleting it again is not found.
	w.post(t, w.dan, w.key, "too late", parent)
	if err := w.ann.CommentDelete(bg, parent, ""); codeOf(err) != api.CodeNotFound {
		t.Fatalf("deleting twice: %v", err)
	}
	if _, err := w.ann.CommentUpdate(bg, api.CommentUpdateRequest{CommentID: parent, Blocks: textBlocks("x")}); codeOf(err) != api.CodeNotFound {
		t.Fatalf("editing a deleted comment: %v", err)
	}
}

// TestCommentXSSCorpus: hostile text is stored and returned byte for byte
// as the same text (clients render it as text); javascript: links are
// refused; 5,000 characters pass and 5,001 do not.
func TestCommentXSSCorpus(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	corpus := []string{
		`<script>alert(1)</script>`,
		`<img src=x onerror=alert(1)>`,
		`<svg onload=alert(1)>`,
		`"><iframe src="javascript:alert(1)"></iframe>`,
		"\u202Egnp.exe\u202C and \u2066isolated\u2069",
		`{{constructor.constructor('alert(1)')()}}`,
		strings.Repeat("<", api.MaxCommentText),
		strings.Repeat("é", api.MaxCommentText-26) + `<script>alert(1)</script>x`,
	}
	for i, text := range corpus {
		id := w.post(t, w.bob, w.key, text, 0)
		h, err := w.anon.CommentHistory(bg, w.video.ID, 0, w.key)
		must(t, err)
		got := h.Comments[len(h.Comments)-1]
		if got.Info.ID != id || got.Info.Content[0].Text != text {
			t.Fatalf("corpus %d came back as %q", i, got.Info.Content[0].Text)
		}
	}
	link := api.CommentBlock{Type: api.BlockLink, URL: `https://example.com/?q=<script>alert(1)</script>`, Text: `<b>bold</b>`}
	id, err := w.bob.CommentPost(bg, api.CommentPostRequest{VideoID: w.video.ID, ShareKey: w.key, Blocks: []api.CommentBlock{link}})
	must(t, err)
	h := w.history(t)
	if got := h.Comments[len(h.Comments)-1]; got.Info.ID != id || got.Info.Content[0] != link {
		t.Fatalf("link came back as %+v", got.Info.Content)
	}
	refused := map[string][]api.CommentBlock{
		"javascript: link":      {{Type: api.BlockLink, URL: "javascript:alert(1)"}},
		"JavaScript: link":      {{Type: api.BlockLink, URL: " JavaScript:alert(1)"}},
		"vbscript: link":        {{Type: api.BlockLink, URL: "vbscript:msgbox(1)"}},
		"5,001 characters":      textBlocks(strings.Repeat("a", api.MaxCommentText+1)),
		"5,001 over two blocks": {{Type: api.BlockText, Text: strings.Repeat("a", 4000)}, {Type: api.BlockLink, URL: "https://e.com/" + strings.Repeat("b", 987)}},
		"5,001 with multibyte":  textBlocks(strings.Repeat("界", api.MaxCommentText+1)),
	}
	for name, blocks := range refused {
		t.Run(name, func(t *testing.T) {
			_, err := w.bob.CommentPost(bg, api.CommentPostRequest{VideoID: w.video.ID, ShareKey: w.key, Blocks: blocks})
			if codeOf(err) != api.CodeInvalidParam {
				t.Fatalf("accepted: %v", err)
			}
		})
	}
}

// TestCommentCounts: the owner's list and detail count live comments.
func TestCommentCounts(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	w.otherVideoComment(t)
	w.post(t, w.ann, "", "one", 0)
	w.post(t, w.bob, w.key, "two", 0)
	must(t, w.ann.CommentDelete(bg, w.post(t, w.ann, "", "gone", 0), ""))
	l, err := w.ann.VideoList(bg, 0, "")
	must(t, err)
	counts := map[string]int{}
	for _, v := range l.Videos {
		counts[v.Title] = v.Comments
	}
	if counts["talked about"] != 2 || counts["another"] != 1 {
		t.Fatalf("comment counts in the list = %v", counts)
	}
	d, err := w.ann.VideoDetail(bg, w.video.ID)
	must(t, err)
	if d.Comments != 2 {
		t.Fatalf("comment count in the detail = %d", d.Comments)
	}
}
