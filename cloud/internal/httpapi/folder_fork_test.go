package httpapi_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func TestFolderFork(t *testing.T) {
	env := newShareEnv(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	bobInfo, _ := bob.UserInfo(ctx)
	team := env.folder(t, ann, 0, "Team")
	nested := env.folder(t, ann, team, "Nested")
	binned := env.folder(t, ann, team, "Binned")
	top := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "top")
	inner := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "inner")
	unfinished, _ := ann.RecordInit(ctx, api.RecordInitRequest{Title: "unfinished"})
	env.moveVideo(t, ann, top.ID, team)
	env.moveVideo(t, ann, unfinished.VideoID, nested)
	env.moveVideo(t, ann, inner.ID, nested)
	env.trash(t, ann, api.Items{Folders: []int64{binned}})
	sh, err := ann.FolderShareCreate(ctx, nested)
	if err != nil {
		t.Fatal(err)
	}
	teamShare, err := ann.FolderShareCreate(ctx, team)
	if err != nil {
		t.Fatal(err)
	}
	env.folder(t, bob, 0, "Team") // the copy's name is taken
	req := api.FolderForkRequest{FolderID: team, ShareKey: teamShare.ShareKey}
	runCases(t, env.Env, []apiCase{
		{"anonymous", "POST", "/api/folder/fork", "", req, 401, api.CodeLoginOutdated},
		{"no key", "POST", "/api/folder/fork", bob.Token, api.FolderForkRequest{FolderID: team}, 404, api.CodeNotFound},
		{"a key of a folder below", "POST", "/api/folder/fork", bob.Token, api.FolderForkRequest{FolderID: team, ShareKey: sh.ShareKey}, 404, api.CodeNotFound},
		{"a trashed folder below", "POST", "/api/folder/fork", bob.Token, api.FolderForkRequest{FolderID: binned, ShareKey: teamShare.ShareKey}, 404, api.CodeNotFound},
	})

	// Over the limit: nothing is copied.
	bobFolders := func() int { return env.count(t, "SELECT COUNT(*) FROM folders WHERE user_id = ?", bobInfo.ID) }
	bobVideos := func() int { return env.count(t, "SELECT COUNT(*) FROM videos WHERE user_id = ?", bobInfo.ID) }
	env.setLimit(t, bobInfo.ID, 1)
	_, err = bob.FolderFork(ctx, req)
	wantCode(t, "fork of two videos with room for one", err, api.CodeVideoLimit)
	if bobFolders() != 1 || bobVideos() != 0 {
		t.Fatalf("a refused fork left %d folders and %d videos", bobFolders(), bobVideos())
	}
	env.setLimit(t, bobInfo.ID, 2)

	files := env.storedVideoFiles(t)
	f, err := bob.FolderFork(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "Team (1)" || f.Pid != 0 || f.ShareKey != "" || f.HasShared {
		t.Fatalf("copied folder = %+v", f)
	}
	if bobFolders() != 3 || bobVideos() != 2 {
		t.Fatalf("after the fork bob has %d folders and %d videos, want 3 and 2", bobFolders(), bobVideos())
	}
	if n := env.storedVideoFiles(t); n != files {
		t.Fatalf("the folder fork wrote files: %d before, %d after", files, n)
	}
	// The copies are bob's, in the copied tree, and play the original files.
	var copyOfInner, copyFolder int64
	err = env.db.QueryRow(env.rebind("SELECT id, folder_id FROM videos WHERE user_id = ? AND media_id = ?"), bobInfo.ID, inner.ID).
		Scan(&copyOfInner, &copyFolder)
	if err != nil {
		t.Fatalf("the copy of inner: %v", err)
	}
	if env.count(t, "SELECT COUNT(*) FROM folders WHERE id = ? AND pid = ? AND name = 'Nested' AND user_id = ?", copyFolder, f.ID, bobInfo.ID) != 1 {
		t.Fatalf("the copy of inner is in folder %d, not a copy of Nested below %d", copyFolder, f.ID)
	}
	cp, err := bob.VideoDetail(ctx, copyOfInner)
	if err != nil || cp.Title != "inner" || cp.Pid != copyFolder || cp.ShareKey != "" {
		t.Fatalf("copy of inner = %+v, %v", cp, err)
	}
	if res := get(t, env.URL+cp.PlayURL, "bytes=0-"); res.StatusCode != http.StatusPartialContent {
		t.Fatalf("playing the copy: status %d", res.StatusCode)
	}
	// The full plan refuses the next fork; the original is untouched.
	_, err = bob.FolderFork(ctx, api.FolderForkRequest{FolderID: nested, ShareKey: sh.ShareKey})
	wantCode(t, "fork with a full plan", err, api.CodeVideoLimit)
	if orig, err := env.Client().FolderShareDetail(ctx, team, teamShare.ShareKey); err != nil || len(orig.Folders) != 1 || len(orig.Videos) != 1 {
		t.Fatalf("the original after the fork = %+v, %v", orig, err)
	}
}
