package httpapi_test

import (
	"context"
	"encoding/base64"
	"fmt"
	"net/http"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func TestShareCreate(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "shared")
	id := fmt.Sprint(v.ID)
	runCases(t, env, []apiCase{
		{"public", "GET", "/api/video/share/create/" + id + "?scope=public", ann.Token, nil, 200, api.CodeOK},
		{"unknown scope", "GET", "/api/video/share/create/" + id + "?scope=world", ann.Token, nil, 400, api.CodeInvalidParam},
		{"no scope", "GET", "/api/video/share/create/" + id, ann.Token, nil, 400, api.CodeInvalidParam},
		{"no token", "GET", "/api/video/share/create/" + id + "?scope=public", "", nil, 401, api.CodeLoginOutdated},
		{"missing video", "GET", "/api/video/share/create/424242?scope=public", ann.Token, nil, 404, api.CodeNotFound},
	})
	ctx := context.Background()
	first, err := ann.ShareCreate(ctx, v.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := base64.RawURLEncoding.DecodeString(first.ShareKey)
	if err != nil || len(raw)*8 < 128 {
		t.Fatalf("share key %q carries %d bits", first.ShareKey, len(raw)*8)
	}
	again, _ := ann.ShareCreate(ctx, v.ID, api.SharePublic)
	if again.ShareKey != first.ShareKey || again.Scope != api.SharePublic {
		t.Fatalf("sharing again changed the key: %+v vs %+v", again, first)
	}
	d, _ := ann.VideoDetail(ctx, v.ID)
	if !d.HasShared || d.SharedAt == nil || d.ShareKey != first.ShareKey {
		t.Fatalf("detail after share = %+v", d)
	}
}

func TestShareDetailForAnonymousViewer(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	shared := env.Upload(t, ann, apptest.MakeVideo(t, 2, "160x120"), "shared")
	private := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "private")
	share, err := ann.ShareCreate(ctx, shared.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	sid, pid := fmt.Sprint(shared.ID), fmt.Sprint(private.ID)
	runCases(t, env, []apiCase{
		{"right key, no token", "GET", "/api/video/share/detail/" + sid + "?share_key=" + share.ShareKey, "", nil, 200, api.CodeOK},
		{"wrong key", "GET", "/api/video/share/detail/" + sid + "?share_key=AAAAAAAAAAAAAAAAAAAAAA", "", nil, 404, api.CodeNotFound},
		{"no key", "GET", "/api/video/share/detail/" + sid, "", nil, 404, api.CodeNotFound},
		{"private video, no key", "GET", "/api/video/share/detail/" + pid + "?share_key=", "", nil, 404, api.CodeNotFound},
		{"private video, other's key", "GET", "/api/video/share/detail/" + pid + "?share_key=" + share.ShareKey, "", nil, 404, api.CodeNotFound},
		{"missing video", "GET", "/api/video/share/detail/999?share_key=" + share.ShareKey, "", nil, 404, api.CodeNotFound},
	})
	visitor := env.Client()
	v, err := visitor.ShareDetail(ctx, shared.ID, share.ShareKey)
	if err != nil {
		t.Fatal(err)
	}
	if v.Title != "shared" || v.PlayURL == "" || v.Duration < 1900 || v.Views < 1 {
		t.Fatalf("shared detail = %+v", v)
	}
	res := get(t, env.URL+v.PlayURL, "bytes=0-")
	if res.StatusCode != http.StatusPartialContent {
		t.Fatalf("anonymous play: status %d", res.StatusCode)
	}
}
