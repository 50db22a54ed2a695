package httpapi_test

import (
	"context"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// TestCommentUnread: a video's unread count is the others' live comments
// since the reader last read them (the newest history page, or PUT
// /comment/read), on every listing of My Videos and on the detail.
func TestCommentUnread(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	quiet := w.Upload(t, w.ann, apptest.MakeVideo(t, 1, "160x120"), "talked about too")
	folder := w.folder(t, w.ann, 0, "talks")
	w.moveVideo(t, w.ann, quiet.ID, folder)

	// wantUnread checks the owner's count of the video everywhere it is listed.
	wantUnread := func(t *testing.T, comments, unread int) {
		t.Helper()
		list, err := w.ann.VideoList(bg, 0, "")
		must(t, err)
		found, err := w.ann.VideoSearch(bg, "talked", 1)
		must(t, err)
		detail, err := w.ann.VideoDetail(bg, w.video.ID)
		must(t, err)
		seen := map[string]api.Video{"detail": detail}
		for _, v := range list.Videos {
			if v.ID == w.video.ID {
				seen["list"] = v
			}
		}
		for _, v := range found.Videos {
			if v.ID == w.video.ID {
				seen["search"] = v
			}
			if v.ID == quiet.ID && (v.Unread != 0 || v.Comments != 0) {
				t.Fatalf("the other video found with %d comments, %d unread", v.Comments, v.Unread)
			}
		}
		if len(seen) != 3 {
			t.Fatalf("the video is not listed everywhere: %v", seen)
		}
		for where, v := range seen {
			if v.Comments != comments || v.Unread != unread {
				t.Fatalf("%s: %d comments, %d unread; want %d, %d", where, v.Comments, v.Unread, comments, unread)
			}
		}
	}

	wantUnread(t, 0, 0)
	w.post(t, w.bob, w.key, "one", 0)
	w.post(t, w.dan, w.key, "two", 0)
	w.post(t, w.ann, "", "the owner's own", 0)
	wantUnread(t, 3, 2) // never read: all the others' comments

	// Bob, through the link: his own comment is not unread for him.
	if v, err := w.bob.VideoDetailWithKey(bg, w.video.ID, w.key); err != nil || v.Unread != 2 {
		t.Fatalf("Bob's detail = %d unread, %v; want 2", v.Unread, err)
	}
	// Anonymous viewers have no count.
	if v, err := w.anon.VideoDetailWithKey(bg, w.video.ID, w.key); err != nil || v.Unread != 0 {
		t.Fatalf("anonymous detail = %d unread, %v", v.Unread, err)
	}
	if _, err := w.anon.CommentHistory(bg, w.video.ID, 0, w.key); err != nil {
		t.Fatal(err)
	}

	w.history(t) // the newest page marks them read
	wantUnread(t, 3, 0)
	later := w.post(t, w.bob, w.key, "three", 0)
	wantUnread(t, 4, 1)
	must(t, w.bob.CommentDelete(bg, later, w.key)) // only live comments count
	wantUnread(t, 3, 0)
	last := w.post(t, w.dan, w.key, "four", 0)
	if _, err := w.ann.CommentHistory(bg, w.video.ID, last, ""); err != nil { // an older page marks nothing
		t.Fatal(err)
	}
	wantUnread(t, 4, 1)
	must(t, w.ann.CommentRead(bg, api.CommentReadRequest{VideoID: w.video.ID}))
	wantUnread(t, 4, 0)

	// Dan reads through the link; strangers may not mark anything.
	must(t, w.dan.CommentRead(bg, api.CommentReadRequest{VideoID: w.video.ID, ShareKey: w.key}))
	if v, err := w.dan.VideoDetailWithKey(bg, w.video.ID, w.key); err != nil || v.Unread != 0 {
		t.Fatalf("Dan's detail after reading = %d unread, %v", v.Unread, err)
	}
	for _, key := range []string{"", "AAAAAAAAAAAAAAAAAAAAAA"} {
		if err := w.carol.CommentRead(bg, api.CommentReadRequest{VideoID: w.video.ID, ShareKey: key}); codeOf(err) != api.CodeNotFound {
			t.Fatalf("a stranger marked comments read: %v", err)
		}
	}

	// The folder's listing counts too.
	w.post(t, w.bob, w.key, "five", 0)
	w.moveVideo(t, w.ann, w.video.ID, folder)
	in, err := w.ann.VideoList(bg, folder, "")
	must(t, err)
	got := map[int64]int{}
	for _, v := range in.Videos {
		got[v.ID] = v.Unread
	}
	if len(got) != 2 || got[w.video.ID] != 1 || got[quiet.ID] != 0 {
		t.Fatalf("folder listing unread = %v", got)
	}
}
