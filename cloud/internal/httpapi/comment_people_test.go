package httpapi_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// TestCommentMentionable: whoever may comment gets the video's owner and
// everyone with a live comment on it, each once, by nickname; others are
// answered as the history answers them. Exactly the listed people can be
// mentioned.
func TestCommentMentionable(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	danID := userIDOf(t, w.dan)
	for id, name := range map[int64]string{w.annID: "Zoe", w.bobID: "Bea", danID: "Max", w.carolID: "Abe"} {
		w.exec(t, "UPDATE users SET nickname = ? WHERE id = ?", name, id)
	}
	w.post(t, w.bob, w.key, "one", 0)
	w.post(t, w.bob, w.key, "two", 0)
	must(t, w.dan.CommentDelete(bg, w.post(t, w.dan, w.key, "taken back", 0), w.key))
	const ok, login, gone = api.CodeOK, api.CodeLoginOutdated, api.CodeNotFound
	rows := []struct {
		who  string
		c    *client.Client
		key  string
		want api.Code
	}{
		{"video owner", w.ann, "", ok},
		{"commenter with the link", w.bob, w.key, ok},
		{"link holder whose comment is deleted", w.dan, w.key, ok},
		{"anonymous with the link", w.anon, w.key, login},
		{"signed-in stranger", w.carol, "", gone},
		{"signed-in stranger with a wrong key", w.carol, "AAAAAAAAAAAAAAAAAAAAAA", gone},
		{"commenter without the link", w.bob, "", gone},
	}
	for _, r := range rows {
		t.Run(r.who, func(t *testing.T) {
			m, err := r.c.CommentMentionable(bg, w.video.ID, r.key)
			if codeOf(err) != r.want {
				t.Fatalf("code %d, want %d (%v)", codeOf(err), r.want, err)
			}
			if r.want == gone {
				_, herr := r.c.CommentHistory(bg, w.video.ID, 0, r.key)
				if he, me := fmt.Sprint(herr), fmt.Sprint(err); he != me {
					t.Fatalf("answered %q, the history %q", me, he)
				}
			}
			if r.want == ok {
				wantPeople(t, m, []int64{w.bobID, w.annID}, []string{"Bea", "Zoe"})
			}
		})
	}
	// Whoever is not listed cannot be mentioned: Dan's only comment is deleted.
	mentionDan := []api.CommentBlock{{Type: api.BlockMention, UserID: danID}}
	if _, err := w.bob.CommentPost(bg, api.CommentPostRequest{VideoID: w.video.ID, ShareKey: w.key, Blocks: mentionDan}); codeOf(err) != api.CodeInvalidParam {
		t.Fatalf("mentioning someone not listed: %v", err)
	}
	w.post(t, w.dan, w.key, "back again", 0)
	m, err := w.bob.CommentMentionable(bg, w.video.ID, w.key)
	must(t, err)
	wantPeople(t, m, []int64{w.bobID, danID, w.annID}, []string{"Bea", "Max", "Zoe"})
	// Everyone listed can be mentioned.
	blocks := []api.CommentBlock{}
	for _, u := range m.Users {
		blocks = append(blocks, api.CommentBlock{Type: api.BlockMention, UserID: u.ID})
	}
	if _, err := w.dan.CommentPost(bg, api.CommentPostRequest{VideoID: w.video.ID, ShareKey: w.key, Blocks: blocks}); err != nil {
		t.Fatalf("mentioning the listed people: %v", err)
	}
	if _, err := w.ann.CommentMentionable(bg, 424242, ""); codeOf(err) != gone {
		t.Fatalf("mentionable of no video: %v", err)
	}
}

func wantPeople(t *testing.T, m api.CommentMentionables, ids []int64, names []string) {
	t.Helper()
	gotIDs, gotNames := []int64{}, []string{}
	for _, u := range m.Users {
		gotIDs, gotNames = append(gotIDs, u.ID), append(gotNames, u.Nickname)
	}
	if !slices.Equal(gotIDs, ids) || !slices.Equal(gotNames, names) {
		t.Fatalf("people %v %v, want %v %v", gotIDs, gotNames, ids, names)
	}
}
