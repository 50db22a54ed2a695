package httpapi_test

import (
	"context"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func TestVideoShareManagement(t *testing.T) {
	env := newShareEnv(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "links")
	id := itoa(v.ID)
	if l, err := ann.ShareList(ctx, v.ID); err != nil || len(l.Shares) != 0 {
		t.Fatalf("share list of an unshared video = %+v, %v", l, err)
	}
	closed := api.ShareUpdateRequest{CanDownloadShare: new(bool)}
	world := api.ShareScope("world")
	runCases(t, env.Env, []apiCase{
		{"list: stranger", "GET", "/api/video/share/list/" + id, bob.Token, nil, 404, api.CodeNotFound},
		{"list: no token", "GET", "/api/video/share/list/" + id, "", nil, 401, api.CodeLoginOutdated},
		{"list: missing video", "GET", "/api/video/share/list/424242", ann.Token, nil, 404, api.CodeNotFound},
		{"update: stranger", "PUT", "/api/video/share/update/" + id, bob.Token, closed, 404, api.CodeNotFound},
		{"update: unknown scope", "PUT", "/api/video/share/update/" + id, ann.Token, api.ShareUpdateRequest{Scope: &world}, 400, api.CodeInvalidParam},
		{"update: not JSON", "PUT", "/api/video/share/update/" + id, ann.Token, "x", 400, api.CodeInvalidParam},
		{"revoke: stranger", "DELETE", "/api/video/share/revoke/" + id, bob.Token, nil, 404, api.CodeNotFound},
		{"revoke: no token", "DELETE", "/api/video/share/revoke/" + id, "", nil, 401, api.CodeLoginOutdated},
	})

	public := api.SharePublic
	sh, err := ann.ShareUpdate(ctx, v.ID, api.ShareUpdateRequest{Scope: &public})
	if err != nil || sh.ShareKey == "" || sh.Scope != api.SharePublic || !sh.CanDownloadShare || sh.SharedAt == "" {
		t.Fatalf("sharing by update = %+v, %v", sh, err)
	}
	l, err := ann.ShareList(ctx, v.ID)
	if err != nil || len(l.Shares) != 1 || l.Shares[0].ShareKey != sh.ShareKey {
		t.Fatalf("share list = %+v, %v", l, err)
	}
	if sh, err = ann.ShareUpdate(ctx, v.ID, closed); err != nil || sh.CanDownloadShare || sh.ShareKey == "" {
		t.Fatalf("turning download off = %+v, %v", sh, err)
	}
	key := sh.ShareKey

	// Who may open the video, and how.
	runCases(t, env.Env, []apiCase{
		{"detail: owner", "GET", "/api/video/detail/" + id, ann.Token, nil, 200, api.CodeOK},
		{"detail: anonymous with the key", "GET", "/api/video/detail/" + id + "?share_key=" + key, "", nil, 200, api.CodeOK},
		{"detail: stranger with the key", "GET", "/api/video/detail/" + id + "?share_key=" + key, bob.Token, nil, 200, api.CodeOK},
		{"detail: stranger without a key", "GET", "/api/video/detail/" + id, bob.Token, nil, 404, api.CodeNotFound},
		{"detail: anonymous without a key", "GET", "/api/video/detail/" + id, "", nil, 401, api.CodeLoginOutdated},
		{"detail: wrong key", "GET", "/api/video/detail/" + id + "?share_key=AAAAAAAAAAAAAAAAAAAAAA", "", nil, 404, api.CodeNotFound},
		{"detail: a bad token with the key", "GET", "/api/video/detail/" + id + "?share_key=" + key, "nonsense", nil, 401, api.CodeLoginOutdated},
		{"download: owner", "GET", "/api/video/download/" + id, ann.Token, nil, 200, api.CodeOK},
		{"download: key holder, download off", "GET", "/api/video/download/" + id + "?share_key=" + key, bob.Token, nil, 403, api.CodeShareClosed},
		{"download: anonymous, download off", "GET", "/api/video/download/" + id + "?share_key=" + key, "", nil, 403, api.CodeShareClosed},
		{"download: stranger without a key", "GET", "/api/video/download/" + id, bob.Token, nil, 404, api.CodeNotFound},
		{"fork: download off", "POST", "/api/video/fork", bob.Token, api.VideoForkRequest{VideoID: v.ID, ShareKey: key}, 403, api.CodeShareClosed},
	})
	_, err = bob.VideoDownloadWithKey(ctx, v.ID, key)
	if wantCode(t, "download turned off", err, api.CodeShareClosed); !strings.Contains(err.Error(), "turned off download video feature") {
		t.Fatalf("download turned off: %v", err)
	}
	_, err = bob.VideoFork(ctx, api.VideoForkRequest{VideoID: v.ID, ShareKey: key})
	if !strings.Contains(err.Error(), "turned off saving feature") {
		t.Fatalf("saving turned off: %v", err)
	}

	// A viewer sees the video and does not learn its key; Bob's view counted
	// in the table above, and counts once per half hour.
	before, _ := ann.VideoDetail(ctx, v.ID)
	seen, err := bob.VideoDetailWithKey(ctx, v.ID, key)
	if err != nil || seen.Title != "links" || seen.ShareKey != "" || seen.PlayURL == "" || seen.Views != before.Views || seen.Views == 0 {
		t.Fatalf("viewer's detail = %+v, %v; views before %d", seen, err, before.Views)
	}
	if own, _ := ann.VideoDetail(ctx, v.ID); own.Views != seen.Views || own.ShareKey != key {
		t.Fatalf("owner's detail counted a view or lost the key: %+v", own)
	}

	// Download turned back on: viewers, even anonymous ones, get the file.
	open := true
	if _, err := ann.ShareUpdate(ctx, v.ID, api.ShareUpdateRequest{CanDownloadShare: &open}); err != nil {
		t.Fatal(err)
	}
	// MP4 download for others is a Premium author's (spec 1, 6): the
	// author's own download is theirs on any plan.
	_, err = env.Client().VideoDownloadWithKey(ctx, v.ID, key)
	wantCode(t, "a viewer's download of a Basic author's video", err, api.CodeShareClosed)
	if seen, err := bob.VideoDetailWithKey(ctx, v.ID, key); err != nil || seen.CanDownloadShare {
		t.Fatalf("a viewer is offered the download of a Basic author's video: %+v, %v", seen, err)
	}
	if own, err := ann.VideoDetail(ctx, v.ID); err != nil || !own.CanDownloadShare {
		t.Fatalf("the author's own switch: %+v, %v", own, err)
	}
	if _, err := ann.VideoDownload(ctx, v.ID); err != nil {
		t.Fatalf("a Basic author's own download: %v", err)
	}
	annInfo, _ := ann.UserInfo(ctx)
	grantPremium(t, env.Env, annInfo.ID)
	if seen, err := bob.VideoDetailWithKey(ctx, v.ID, key); err != nil || !seen.CanDownloadShare {
		t.Fatalf("a viewer of a Premium author's video is not offered the download: %+v, %v", seen, err)
	}
	d, err := env.Client().VideoDownloadWithKey(ctx, v.ID, key)
	if err != nil || d.FileName != "links.mp4" {
		t.Fatalf("anonymous download = %+v, %v", d, err)
	}
	if res := get(t, env.URL+d.URL, ""); res.StatusCode != 200 || int64(len(readAll(t, res))) != v.Size {
		t.Fatalf("anonymous download: status %d", res.StatusCode)
	}

	// Revoked: the link and detail with the key are gone at once.
	if err := ann.ShareRevoke(ctx, v.ID); err != nil {
		t.Fatal(err)
	}
	runCases(t, env.Env, []apiCase{
		{"revoked: share page", "GET", "/api/video/share/detail/" + id + "?share_key=" + key, "", nil, 404, api.CodeNotFound},
		{"revoked: detail, anonymous", "GET", "/api/video/detail/" + id + "?share_key=" + key, "", nil, 404, api.CodeNotFound},
		{"revoked: detail, stranger", "GET", "/api/video/detail/" + id + "?share_key=" + key, bob.Token, nil, 404, api.CodeNotFound},
		{"revoked: download", "GET", "/api/video/download/" + id + "?share_key=" + key, "", nil, 404, api.CodeNotFound},
		{"revoked: fork", "POST", "/api/video/fork", bob.Token, api.VideoForkRequest{VideoID: v.ID, ShareKey: key}, 404, api.CodeNotFound},
	})
	if l, err := ann.ShareList(ctx, v.ID); err != nil || len(l.Shares) != 0 {
		t.Fatalf("share list after revoke = %+v, %v", l, err)
	}
	again, err := ann.ShareCreate(ctx, v.ID, api.SharePublic)
	if err != nil || again.ShareKey == "" || again.ShareKey == key {
		t.Fatalf("sharing again gave %+v, %v; the revoked key was %q", again, err, key)
	}
	if _, err := env.Client().ShareDetail(ctx, v.ID, key); err == nil {
		t.Fatal("the revoked key opens the video again")
	}
	if _, err := env.Client().ShareDetail(ctx, v.ID, again.ShareKey); err != nil {
		t.Fatalf("the new key: %v", err)
	}
}

func TestSharedVideoTrashedOrFailed(t *testing.T) {
	env := newShareEnv(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "soon gone")
	sh, err := ann.ShareCreate(ctx, v.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	id, key := itoa(v.ID), sh.ShareKey
	gone := []apiCase{
		{"share page", "GET", "/api/video/share/detail/" + id + "?share_key=" + key, "", nil, 404, api.CodeNotFound},
		{"detail with the key", "GET", "/api/video/detail/" + id + "?share_key=" + key, "", nil, 404, api.CodeNotFound},
		{"download with the key", "GET", "/api/video/download/" + id + "?share_key=" + key, "", nil, 404, api.CodeNotFound},
		{"the owner still sees it", "GET", "/api/video/detail/" + id, ann.Token, nil, 200, api.CodeOK},
	}
	env.trash(t, ann, api.Items{Videos: []int64{v.ID}})
	t.Run("trashed", func(t *testing.T) { runCases(t, env.Env, gone) })
	if err := ann.ItemsRestore(ctx, api.Items{Videos: []int64{v.ID}}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Client().ShareDetail(ctx, v.ID, key); err != nil {
		t.Fatalf("restored video: %v", err)
	}
	env.setStatus(t, v.ID, api.VideoFail)
	t.Run("failed", func(t *testing.T) { runCases(t, env.Env, gone) })
}
