package httpapi_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func TestFolderShare(t *testing.T) {
	env := newShareEnv(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	annInfo, _ := ann.UserInfo(ctx)
	grantPremium(t, env.Env, annInfo.ID) // visitors download only a Premium author's videos
	bobInfo, _ := bob.UserInfo(ctx)
	team := env.folder(t, ann, 0, "Team")
	nested := env.folder(t, ann, team, "Nested")
	other := env.folder(t, ann, 0, "Other")
	bobs := env.folder(t, bob, 0, "Bob's")
	top := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "top")
	inner := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "inner")
	ownLink, err := ann.ShareCreate(ctx, top.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	unfinished, _ := ann.RecordInit(ctx, api.RecordInitRequest{Title: "unfinished"})
	gone, _ := ann.RecordInit(ctx, api.RecordInitRequest{Title: "trashed"})
	env.setStatus(t, gone.VideoID, api.VideoOK)
	env.moveVideo(t, ann, top.ID, team)
	env.moveVideo(t, ann, unfinished.VideoID, team)
	env.moveVideo(t, ann, gone.VideoID, team)
	env.trash(t, ann, api.Items{Videos: []int64{gone.VideoID}})
	env.moveVideo(t, ann, inner.ID, nested)

	runCases(t, env.Env, []apiCase{
		{"create: stranger", "PUT", "/api/folder/share/create/" + itoa(team), bob.Token, nil, 404, api.CodeNotFound},
		{"create: no token", "PUT", "/api/folder/share/create/" + itoa(team), "", nil, 401, api.CodeLoginOutdated},
		{"create: unknown folder", "PUT", "/api/folder/share/create/424242", ann.Token, nil, 404, api.CodeNotFound},
		{"update: stranger", "PUT", "/api/folder/share/update/" + itoa(team), bob.Token, api.FolderShareUpdateRequest{}, 404, api.CodeNotFound},
		{"revoke: stranger", "PUT", "/api/folder/share/revoke/" + itoa(team), bob.Token, nil, 404, api.CodeNotFound},
	})
	sh, err := ann.FolderShareCreate(ctx, team)
	if err != nil || sh.ShareKey == "" || !sh.ShareEnabled || !sh.CanDownloadShare {
		t.Fatalf("folder share = %+v, %v", sh, err)
	}
	if again, _ := ann.FolderShareCreate(ctx, team); again.ShareKey != sh.ShareKey {
		t.Fatalf("sharing again changed the key: %q, was %q", again.ShareKey, sh.ShareKey)
	}
	key := sh.ShareKey
	visitor := env.Client()

	// The shared folder, as a visitor sees it.
	f, err := visitor.FolderShareDetail(ctx, team, key)
	if err != nil {
		t.Fatal(err)
	}
	if f.Folder.ID != team || f.Folder.ShareKey != "" || f.Folder.SubFolders != 1 || f.Folder.Videos != 1 ||
		len(f.Breadcrumb) != 1 || f.Breadcrumb[0].Name != "Team" || f.Owner.ID != annInfo.ID ||
		len(f.Folders) != 1 || f.Folders[0].ID != nested || f.Folders[0].Videos != 1 ||
		len(f.Videos) != 1 || f.Videos[0].ID != top.ID || f.Videos[0].ShareKey != "" || f.Videos[0].PlayURL == "" {
		t.Fatalf("shared folder = %+v", f)
	}
	// A folder below it, with the same key.
	n, err := visitor.FolderShareDetail(ctx, nested, key)
	if err != nil || len(n.Breadcrumb) != 2 || n.Breadcrumb[0].ID != team || n.Breadcrumb[1].ID != nested ||
		len(n.Videos) != 1 || n.Videos[0].ID != inner.ID || len(n.Folders) != 0 {
		t.Fatalf("nested shared folder = %+v, %v", n, err)
	}
	// A video in it opens with the folder's key, and no other.
	if v, err := visitor.VideoDetailWithKey(ctx, inner.ID, key); err != nil || v.ShareKey != "" {
		t.Fatalf("video in a shared folder = %+v, %v", v, err)
	}
	if d, err := visitor.VideoDownloadWithKey(ctx, inner.ID, key); err != nil || d.FileName != "inner.mp4" {
		t.Fatalf("download from a shared folder = %+v, %v", d, err)
	}
	detail := func(folder int64, k string) string {
		return "/api/folder/share/detail/" + itoa(folder) + "?share_key=" + k
	}
	videoWith := func(id int64, k string) string { return "/api/video/detail/" + itoa(id) + "?share_key=" + k }
	runCases(t, env.Env, []apiCase{
		{"a folder outside the shared one", "GET", detail(other, key), "", nil, 404, api.CodeNotFound},
		{"another user's folder", "GET", detail(bobs, key), "", nil, 404, api.CodeNotFound},
		{"a video's own key on its folder", "GET", detail(team, ownLink.ShareKey), "", nil, 404, api.CodeNotFound},
		{"no key", "GET", detail(team, ""), "", nil, 404, api.CodeNotFound},
		{"unknown folder", "GET", detail(424242, key), "", nil, 404, api.CodeNotFound},
		{"a trashed video in the shared folder", "GET", videoWith(gone.VideoID, key), "", nil, 404, api.CodeNotFound},
		{"an unfinished video opens as in progress", "GET", videoWith(unfinished.VideoID, key), "", nil, 200, api.CodeOK},
		{"a wrong key for a video in it", "GET", videoWith(top.ID, "x"+key), "", nil, 404, api.CodeNotFound},
	})

	// Sharing off: the visitor's 403 view, for the folder, below it and its videos.
	off, on := false, true
	if sh, err := ann.FolderShareUpdate(ctx, team, api.FolderShareUpdateRequest{ShareEnabled: &off}); err != nil || sh.ShareEnabled || sh.ShareKey != key {
		t.Fatalf("sharing off = %+v, %v", sh, err)
	}
	runCases(t, env.Env, []apiCase{
		{"off: the folder", "GET", detail(team, key), "", nil, 403, api.CodeShareClosed},
		{"off: below it", "GET", detail(nested, key), "", nil, 403, api.CodeShareClosed},
		{"off: a video in it", "GET", videoWith(inner.ID, key), "", nil, 403, api.CodeShareClosed},
		{"off: the video's own link still opens it", "GET", videoWith(top.ID, ownLink.ShareKey), "", nil, 200, api.CodeOK},
	})
	// Saving and download off.
	if _, err := ann.FolderShareUpdate(ctx, team, api.FolderShareUpdateRequest{ShareEnabled: &on, CanDownloadShare: &off}); err != nil {
		t.Fatal(err)
	}
	runCases(t, env.Env, []apiCase{
		{"no download: view", "GET", videoWith(inner.ID, key), "", nil, 200, api.CodeOK},
		{"no download: download", "GET", "/api/video/download/" + itoa(inner.ID) + "?share_key=" + key, "", nil, 403, api.CodeShareClosed},
		{"no download: fork", "POST", "/api/video/fork", bob.Token, api.VideoForkRequest{VideoID: inner.ID, ShareKey: key}, 403, api.CodeShareClosed},
		{"no download: folder fork", "POST", "/api/folder/fork", bob.Token, api.FolderForkRequest{FolderID: team, ShareKey: key}, 403, api.CodeShareClosed},
	})
	if _, err := ann.FolderShareUpdate(ctx, team, api.FolderShareUpdateRequest{CanDownloadShare: &on}); err != nil {
		t.Fatal(err)
	}
	// A video opened by the folder's key is saved through it.
	if cp, err := bob.VideoFork(ctx, api.VideoForkRequest{VideoID: inner.ID, ShareKey: key}); err != nil || cp.Title != "inner" || cp.User.ID != bobInfo.ID {
		t.Fatalf("fork through the folder's key = %+v, %v", cp, err)
	}

	// A trashed folder below is neither listed nor reachable.
	env.trash(t, ann, api.Items{Folders: []int64{nested}})
	if f, err := visitor.FolderShareDetail(ctx, team, key); err != nil || len(f.Folders) != 0 || f.Folder.SubFolders != 0 {
		t.Fatalf("shared folder with a trashed subfolder = %+v, %v", f, err)
	}
	runCases(t, env.Env, []apiCase{
		{"trashed: the folder", "GET", detail(nested, key), "", nil, 404, api.CodeNotFound},
		{"trashed: its video", "GET", videoWith(inner.ID, key), "", nil, 404, api.CodeNotFound},
	})

	// Revoked: gone at once, for the folder and the videos it reached.
	if sh, err := ann.FolderShareRevoke(ctx, team); err != nil || sh.ShareKey != "" {
		t.Fatalf("revoke = %+v, %v", sh, err)
	}
	runCases(t, env.Env, []apiCase{
		{"revoked: the folder", "GET", detail(team, key), "", nil, 404, api.CodeNotFound},
		{"revoked: a video in it", "GET", videoWith(top.ID, key), "", nil, 404, api.CodeNotFound},
		{"revoked: fork", "POST", "/api/folder/fork", bob.Token, api.FolderForkRequest{FolderID: team, ShareKey: key}, 404, api.CodeNotFound},
	})
	again, err := ann.FolderShareCreate(ctx, team)
	if err != nil || again.ShareKey == "" || again.ShareKey == key || !again.ShareEnabled {
		t.Fatalf("sharing again = %+v, %v; revoked key %q", again, err, key)
	}
	_, err = visitor.FolderShareDetail(ctx, team, key)
	if wantCode(t, "the old key", err, api.CodeNotFound); !strings.Contains(err.Error(), "ot found") {
		t.Fatalf("old key: %v", err)
	}
}
