package httpapi_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func TestRecordInit(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	init := func(title string, folder int64) api.RecordInitRequest {
		return api.RecordInitRequest{Title: title, FolderID: folder}
	}
	runCases(t, env, []apiCase{
		{"success", "POST", "/api/v2/record/local/init", c.Token, init(" demo ", 0), 200, api.CodeOK},
		{"80 characters", "POST", "/api/v2/record/local/init", c.Token, init(strings.Repeat("標", 80), 0), 200, api.CodeOK},
		{"81 characters", "POST", "/api/v2/record/local/init", c.Token, init(strings.Repeat("標", 81), 0), 400, api.CodeInvalidParam},
		{"blank title", "POST", "/api/v2/record/local/init", c.Token, init("  ", 0), 400, api.CodeInvalidParam},
		{"unknown folder", "POST", "/api/v2/record/local/init", c.Token, init("demo", 5), 404, api.CodeNotFound},
		{"no token", "POST", "/api/v2/record/local/init", "", init("demo", 0), 401, api.CodeLoginOutdated},
		{"not JSON", "POST", "/api/v2/record/local/init", c.Token, "title=x", 400, api.CodeInvalidParam},
	})
	l, err := c.VideoList(context.Background(), 0, "")
	if err != nil || len(l.Videos) != 2 || l.Videos[1].Title != "demo" || l.Videos[1].Status != api.VideoLocalUploading {
		t.Fatalf("refused inits left videos behind or title untrimmed: %+v %v", l, err)
	}
}

func TestUploadProcessAndPlay(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, c, apptest.MakeVideo(t, 3, "320x240"), "first")
	if v.Status != api.VideoOK || v.Duration < 2900 || v.Duration > 3100 || v.Width != 320 || v.Height != 240 {
		t.Fatalf("processed video = %+v", v)
	}
	if v.PlayURL == "" || v.Cover == "" || v.ItemType != "video" || v.User.Nickname != "Tester" {
		t.Fatalf("urls or owner missing: %+v", v)
	}

	res := get(t, env.URL+v.PlayURL, "bytes=0-99")
	if res.StatusCode != http.StatusPartialContent || res.Header.Get("Content-Type") != "video/mp4" || len(readAll(t, res)) != 100 {
		t.Fatalf("play range: status %d type %q", res.StatusCode, res.Header.Get("Content-Type"))
	}
	whole := readAll(t, get(t, env.URL+v.PlayURL, ""))
	if moov, mdat := bytes.Index(whole, []byte("moov")), bytes.Index(whole, []byte("mdat")); moov < 0 || moov > mdat {
		t.Fatalf("not faststart: moov at %d, mdat at %d", moov, mdat)
	}
	cover := get(t, env.URL+v.Cover, "")
	if cover.StatusCode != 200 || cover.Header.Get("Content-Type") != "image/jpeg" || !bytes.HasPrefix(readAll(t, cover), []byte{0xff, 0xd8}) {
		t.Fatalf("cover: status %d", cover.StatusCode)
	}
	tampered := strings.Replace(v.PlayURL, "/videos/", "/videos/1", 1)
	if res := get(t, env.URL+tampered, ""); res.StatusCode != http.StatusNotFound {
		t.Fatalf("tampered media URL: status %d", res.StatusCode)
	}
	if res := get(t, env.URL+strings.Split(v.PlayURL, "?")[0], ""); res.StatusCode != http.StatusNotFound {
		t.Fatalf("unsigned media URL: status %d", res.StatusCode)
	}

	l, err := c.VideoList(context.Background(), 0, "")
	if err != nil || len(l.Videos) != 1 || l.Videos[0].ID != v.ID {
		t.Fatalf("list = %+v, %v", l, err)
	}
	u, _ := c.UserInfo(context.Background())
	if u.VideoCount != 1 {
		t.Fatalf("videoCount = %d", u.VideoCount)
	}
	if again, err := c.RecordComplete(context.Background(), v.ID); err != nil || again.Status != api.VideoOK {
		t.Fatalf("repeated complete: %+v, %v", again, err)
	}
}

func TestOthersVideosAnswerNotFound(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "ann's")
	id := fmt.Sprint(v.ID)
	runCases(t, env, []apiCase{
		{"owner detail", "GET", "/api/video/detail/" + id, ann.Token, nil, 200, api.CodeOK},
		{"other's detail", "GET", "/api/video/detail/" + id, bob.Token, nil, 404, api.CodeNotFound},
		{"missing video", "GET", "/api/video/detail/999999", ann.Token, nil, 404, api.CodeNotFound},
		{"bad id", "GET", "/api/video/detail/abc", ann.Token, nil, 400, api.CodeInvalidParam},
		{"no token", "GET", "/api/video/detail/" + id, "", nil, 401, api.CodeLoginOutdated},
		{"other's complete", "POST", "/api/v2/record/local/complete", bob.Token, api.RecordCompleteRequest{VideoID: v.ID}, 404, api.CodeNotFound},
		{"other's share", "GET", "/api/video/share/create/" + id + "?scope=public", bob.Token, nil, 404, api.CodeNotFound},
		{"list no token", "GET", "/api/video/list/0", "", nil, 401, api.CodeLoginOutdated},
		{"list bad sort", "GET", "/api/video/list/0?_sort=size:asc", ann.Token, nil, 400, api.CodeInvalidParam},
		{"list unknown folder", "GET", "/api/video/list/7", ann.Token, nil, 404, api.CodeNotFound},
	})
	l, err := bob.VideoList(context.Background(), 0, "")
	if err != nil || len(l.Videos) != 0 {
		t.Fatalf("bob sees %+v, %v", l, err)
	}
}

func TestUploadRules(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	init, err := ann.RecordInit(ctx, api.RecordInitRequest{Title: "x"})
	if err != nil {
		t.Fatal(err)
	}
	runCases(t, env, []apiCase{
		{"complete before any upload", "POST", "/api/v2/record/local/complete", ann.Token, api.RecordCompleteRequest{VideoID: init.VideoID}, 409, api.CodeUploadIncomplete},
	})
	if _, err := bob.Upload(ctx, init.UploadURL, init.VideoID, strings.NewReader("abc"), 3, 3); err == nil {
		t.Fatal("bob created an upload for ann's video")
	}
	// Half an upload, then complete: refused, and nothing changes.
	loc, err := ann.Upload(ctx, init.UploadURL, init.VideoID, strings.NewReader("abcdef"), 12, 6)
	if err == nil {
		t.Fatal("a 12-byte upload finished with 6 bytes")
	}
	runCases(t, env, []apiCase{
		{"complete half an upload", "POST", "/api/v2/record/local/complete", ann.Token, api.RecordCompleteRequest{VideoID: init.VideoID}, 409, api.CodeUploadIncomplete},
	})
	if _, err := ann.Upload(ctx, init.UploadURL, init.VideoID, strings.NewReader("abc"), 3, 3); err == nil {
		t.Fatal("a second upload was created for the same video")
	}
	patch := func(token, offset string) int {
		req, _ := http.NewRequest("PATCH", loc, strings.NewReader("ghijkl"))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Tus-Resumable", "1.0.0")
		req.Header.Set("Upload-Offset", offset)
		req.Header.Set("Content-Type", "application/offset+octet-stream")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		return res.StatusCode
	}
	apptest.Eventually(t, "the cut request is over", func() bool {
		off, err := ann.Offset(ctx, loc)
		return err == nil && off == 6
	})
	if got := patch(bob.Token, "6"); got != http.StatusNotFound {
		t.Fatalf("other user's PATCH: status %d", got)
	}
	if got := patch(ann.Token, "3"); got != http.StatusConflict {
		t.Fatalf("wrong offset: status %d", got)
	}
	if got := patch(ann.Token, "6"); got != http.StatusNoContent {
		t.Fatalf("right offset: status %d", got)
	}
	// Twelve bytes of text are no video: processing fails, visibly to the owner.
	if _, err := ann.RecordComplete(ctx, init.VideoID); err != nil {
		t.Fatalf("complete: %v", err)
	}
	v := env.WaitProcessed(t, ann, init.VideoID)
	if v.Status != api.VideoFail || v.PlayURL != "" {
		t.Fatalf("text upload ended as %+v", v)
	}
}

func TestUploadTooLargeRefused(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	init, err := c.RecordInit(context.Background(), api.RecordInitRequest{Title: "big"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Upload(context.Background(), init.UploadURL, init.VideoID, strings.NewReader(""), api.MaxUploadBytes+1, 1)
	if err == nil || !strings.Contains(err.Error(), "413") {
		t.Fatalf("over 5 GiB: %v", err)
	}
}

func TestBasicPlanVideoLimit(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	for i := 0; i < api.BasicVideoLimit; i++ {
		if _, err := c.RecordInit(context.Background(), api.RecordInitRequest{Title: fmt.Sprint("v", i)}); err != nil {
			t.Fatalf("video %d: %v", i, err)
		}
	}
	runCases(t, env, []apiCase{
		{"one over the limit", "POST", "/api/v2/record/local/init", c.Token, api.RecordInitRequest{Title: "one more"}, 403, api.CodeVideoLimit},
	})
}

func TestVideoLimitHoldsUnderConcurrency(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	var wg sync.WaitGroup
	var mu sync.Mutex
	created := 0
	for i := 0; i < api.BasicVideoLimit+10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := c.RecordInit(context.Background(), api.RecordInitRequest{Title: "race"}); err == nil {
				mu.Lock()
				created++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if created != api.BasicVideoLimit {
		t.Fatalf("%d videos created at once, the plan allows %d", created, api.BasicVideoLimit)
	}
}

func TestFailedVideosDoNotUseUpThePlan(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	bad := filepath.Join(t.TempDir(), "notes.mp4")
	os.WriteFile(bad, []byte("not a video"), 0o644)
	if v := env.Upload(t, c, bad, "bad"); v.Status != api.VideoFail {
		t.Fatalf("status %d", v.Status)
	}
	if u, _ := c.UserInfo(context.Background()); u.VideoCount != 0 {
		t.Fatalf("a failed video counts: videoCount %d", u.VideoCount)
	}
}

func TestListSort(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	for _, title := range []string{"banana", "apple", "cherry"} {
		if _, err := c.RecordInit(context.Background(), api.RecordInitRequest{Title: title}); err != nil {
			t.Fatal(err)
		}
	}
	for sort, want := range map[string]string{
		"":                "cherry,apple,banana",
		"created_at:asc":  "banana,apple,cherry",
		"title:asc":       "apple,banana,cherry",
		"title:desc":      "cherry,banana,apple",
		"created_at:desc": "cherry,apple,banana",
	} {
		l, err := c.VideoList(context.Background(), 0, sort)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, v := range l.Videos {
			got = append(got, v.Title)
		}
		if strings.Join(got, ",") != want {
			t.Errorf("sort %q: %v, want %s", sort, got, want)
		}
	}
}

func get(t *testing.T, url, rng string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if rng != "" {
		req.Header.Set("Range", rng)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { res.Body.Close() })
	return res
}

func readAll(t *testing.T, res *http.Response) []byte {
	t.Helper()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// No request shape lets one user reach another's upload.
func TestUploadRequestsCannotReachOthersUploads(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	init, _ := ann.RecordInit(ctx, api.RecordInitRequest{Title: "ann's"})
	loc, err := ann.CreateUpload(ctx, init.UploadURL, init.VideoID, 100)
	if err != nil {
		t.Fatal(err)
	}
	id := loc[strings.LastIndex(loc, "/")+1:]
	cases := []struct {
		name, method, path, override string
		want                         int
	}{
		{"POST overriding to PATCH", "POST", "/api/v2/record/upload/" + id, "PATCH", 400},
		{"POST overriding to HEAD", "POST", "/api/v2/record/upload/" + id, "HEAD", 400},
		{"POST to an upload", "POST", "/api/v2/record/upload/" + id, "", 404},
		{"PATCH", "PATCH", "/api/v2/record/upload/" + id, "", 404},
		{"HEAD", "HEAD", "/api/v2/record/upload/" + id, "", 404},
		{"dot segments", "PATCH", "/api/v2/record/upload/../../" + id, "", 404},
		{"encoded slash", "PATCH", "/api/v2/record/upload/x%2F..%2F" + id, "", 404},
		{"not an upload ID", "PATCH", "/api/v2/record/upload/abc", "", 404},
		{"PATCH without an ID", "PATCH", "/api/v2/record/upload/", "", 400},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest(tc.method, env.URL+tc.path, strings.NewReader("EVIL"))
			req.Header.Set("Authorization", "Bearer "+bob.Token)
			req.Header.Set("Tus-Resumable", "1.0.0")
			req.Header.Set("Upload-Offset", "0")
			req.Header.Set("Content-Type", "application/offset+octet-stream")
			if tc.override != "" {
				req.Header.Set("X-HTTP-Method-Override", tc.override)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != tc.want {
				t.Fatalf("status %d, want %d", res.StatusCode, tc.want)
			}
		})
	}
	if off, err := ann.Offset(ctx, loc); err != nil || off != 0 {
		t.Fatalf("ann's upload was written to: offset %d, %v", off, err)
	}
}
