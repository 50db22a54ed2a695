package httpapi_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func TestVideoFork(t *testing.T) {
	env := newShareEnv(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	bobInfo, _ := bob.UserInfo(ctx)
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "original")
	sh, err := ann.ShareCreate(ctx, v.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	recording, err := ann.RecordInit(ctx, api.RecordInitRequest{Title: "live", Record: true})
	if err != nil || recording.ShareKey == "" {
		t.Fatalf("recording init = %+v, %v", recording, err)
	}
	annFolder := env.folder(t, ann, 0, "ann's")
	bobFolder := env.folder(t, bob, 0, "bob's")
	bobTrashed := env.folder(t, bob, 0, "bob's trashed")
	env.trash(t, bob, api.Items{Folders: []int64{bobTrashed}})
	fork := func(folder int64) api.VideoForkRequest {
		return api.VideoForkRequest{VideoID: v.ID, ShareKey: sh.ShareKey, FolderID: folder}
	}
	runCases(t, env.Env, []apiCase{
		{"anonymous", "POST", "/api/video/fork", "", fork(0), 401, api.CodeLoginOutdated},
		{"no key", "POST", "/api/video/fork", bob.Token, api.VideoForkRequest{VideoID: v.ID}, 404, api.CodeNotFound},
		{"wrong key", "POST", "/api/video/fork", bob.Token, api.VideoForkRequest{VideoID: v.ID, ShareKey: recording.ShareKey}, 404, api.CodeNotFound},
		{"into another's folder", "POST", "/api/video/fork", bob.Token, fork(annFolder), 404, api.CodeNotFound},
		{"into a trashed folder", "POST", "/api/video/fork", bob.Token, fork(bobTrashed), 404, api.CodeNotFound},
		{"into an unknown folder", "POST", "/api/video/fork", bob.Token, fork(424242), 404, api.CodeNotFound},
		{"an unfinished recording", "POST", "/api/video/fork", bob.Token,
			api.VideoForkRequest{VideoID: recording.VideoID, ShareKey: recording.ShareKey}, 409, api.CodeVideoNotReady},
		{"not JSON", "POST", "/api/video/fork", bob.Token, "x", 400, api.CodeInvalidParam},
		{"download of an unfinished recording", "GET", "/api/video/download/" + itoa(recording.VideoID) + "?share_key=" + recording.ShareKey,
			"", nil, 409, api.CodeVideoNotReady},
	})

	files := env.storedVideoFiles(t)
	cp, err := bob.VideoFork(ctx, fork(bobFolder))
	if err != nil {
		t.Fatal(err)
	}
	if cp.ID == v.ID || cp.Title != "original" || cp.Status != api.VideoOK || cp.ShareKey != "" || cp.HasShared ||
		cp.Duration != v.Duration || cp.Size != v.Size || cp.Pid != bobFolder || cp.User.ID != bobInfo.ID || cp.PlayURL == "" || cp.Cover == "" {
		t.Fatalf("copy = %+v\nof %+v", cp, v)
	}
	if n := env.storedVideoFiles(t); n != files || len(env.Stored(t, "videos/"+itoa(cp.ID)+"/")) != 0 {
		t.Fatalf("the fork wrote files: %d stored before, %d after", files, n)
	}
	if res := get(t, env.URL+cp.PlayURL, "bytes=0-"); res.StatusCode != http.StatusPartialContent {
		t.Fatalf("playing the copy: status %d", res.StatusCode)
	}
	if res := get(t, env.URL+cp.Cover, ""); res.StatusCode != http.StatusOK {
		t.Fatalf("the copy's cover: status %d", res.StatusCode)
	}

	// The copy is bob's own: renamed, it downloads under its own title and
	// the original's bytes.
	if _, err := bob.VideoRename(ctx, cp.ID, "mine"); err != nil {
		t.Fatal(err)
	}
	d, err := bob.VideoDownload(ctx, cp.ID)
	if err != nil || d.FileName != "mine.mp4" {
		t.Fatalf("download of the copy = %+v, %v", d, err)
	}
	if res := get(t, env.URL+d.URL, ""); res.StatusCode != 200 || int64(len(readAll(t, res))) != v.Size {
		t.Fatalf("download of the copy: status %d", res.StatusCode)
	}
	if orig, _ := ann.VideoDetail(ctx, v.ID); orig.Title != "original" {
		t.Fatalf("renaming the copy renamed the original: %q", orig.Title)
	}
	if _, err := ann.VideoDetailWithKey(ctx, cp.ID, sh.ShareKey); err == nil {
		t.Fatal("the original's key opens the copy")
	}

	// The copy counts toward bob's plan.
	if u, _ := bob.UserInfo(ctx); u.VideoCount != 1 {
		t.Fatalf("bob's count after a fork = %d", u.VideoCount)
	}
	env.setLimit(t, bobInfo.ID, 1)
	_, err = bob.VideoFork(ctx, fork(0))
	wantCode(t, "fork over the limit", err, api.CodeVideoLimit)
	if u, _ := bob.UserInfo(ctx); u.VideoCount != 1 {
		t.Fatalf("a refused fork left a video: count %d", u.VideoCount)
	}
	env.setLimit(t, bobInfo.ID, api.Unlimited)

	// A copy of the copy still plays the original's files.
	cpShare, err := bob.ShareCreate(ctx, cp.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	carl := env.SignUp(t, "carl@example.com")
	cp2, err := carl.VideoFork(ctx, api.VideoForkRequest{VideoID: cp.ID, ShareKey: cpShare.ShareKey})
	if err != nil || cp2.Title != "mine" {
		t.Fatalf("copy of a copy = %+v, %v", cp2, err)
	}
	if res := get(t, env.URL+cp2.PlayURL, "bytes=0-"); res.StatusCode != http.StatusPartialContent {
		t.Fatalf("playing the copy of a copy: status %d", res.StatusCode)
	}
	if n := env.storedVideoFiles(t); n != files {
		t.Fatalf("forks wrote files: %d stored before, %d after", files, n)
	}
	var mediaID int64
	if err := env.db.QueryRow(env.rebind("SELECT media_id FROM videos WHERE id = ?"), cp2.ID).Scan(&mediaID); err != nil || mediaID != v.ID {
		t.Fatalf("copy of a copy plays the files of %d (%v), want %d", mediaID, err, v.ID)
	}
}
