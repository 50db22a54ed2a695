package httpapi_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func itoa(id int64) string { return strconv.FormatInt(id, 10) }

func TestDownload(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), `周会: "Q3" plan`)
	waiting, _ := ann.RecordInit(ctx, api.RecordInitRequest{Title: "still uploading"})
	runCases(t, env, []apiCase{
		{"owner", "GET", "/api/video/download/" + itoa(v.ID), ann.Token, nil, 200, api.CodeOK},
		{"someone else", "GET", "/api/video/download/" + itoa(v.ID), bob.Token, nil, 404, api.CodeNotFound},
		{"no token", "GET", "/api/video/download/" + itoa(v.ID), "", nil, 401, api.CodeLoginOutdated},
		{"not ready", "GET", "/api/video/download/" + itoa(waiting.VideoID), ann.Token, nil, 409, api.CodeVideoNotReady},
	})
	d, err := ann.VideoDownload(ctx, v.ID)
	if err != nil || d.FileName != `周会_ _Q3_ plan.mp4` {
		t.Fatalf("download = %+v, %v", d, err)
	}
	res := get(t, env.URL+d.URL, "")
	cd := res.Header.Get("Content-Disposition")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "video/mp4" ||
		!strings.HasPrefix(cd, "attachment;") || !strings.Contains(cd, "filename*=utf-8''%E5%91%A8") {
		t.Fatalf("download response: %d %q", res.StatusCode, cd)
	}
	if n := len(readAll(t, res)); int64(n) != v.Size {
		t.Fatalf("downloaded %d bytes, video has %d", n, v.Size)
	}
	if res := get(t, env.URL+strings.Replace(d.URL, "download.mp4", fmt.Sprint("video.mp4"), 1), ""); res.StatusCode != 404 {
		t.Fatalf("a download signature opened another file: %d", res.StatusCode)
	}
}
