package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// rawClient decodes no body and follows no redirect: what it reads is the
// service's own answer.
var rawClient = &http.Client{
	Transport:     &http.Transport{DisableCompression: true},
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

// rawGet sends a GET with the given Accept-Encoding and returns the answer
// with its body as sent: the transport decodes nothing.
func rawGet(t *testing.T, url, token, acceptEncoding string) (*http.Response, []byte) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	res, err := rawClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

// JSON answers over a kilobyte are gzipped for clients that accept it, and
// decode to what an identity answer carries; small ones, media, tus and the
// socket are left as they are.
func TestCompressedJSONAnswers(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	for i := range 30 {
		status, e := call(t, env, "POST", "/api/folder/create", ann.Token,
			api.FolderCreateRequest{Name: fmt.Sprintf("a folder with a longish name, number %02d", i)})
		if status != 200 || e.Code != api.CodeOK {
			t.Fatalf("folder create: %d %+v", status, e)
		}
	}
	_, plain := rawGet(t, env.URL+"/api/folder/all", ann.Token, "")
	if len(plain) < 1024 {
		t.Fatalf("the folder list is only %d bytes", len(plain))
	}
	for _, tc := range []struct{ name, acceptEncoding, want string }{
		{"gzip", "gzip, deflate, br", "gzip"},
		{"gzip only", "gzip", "gzip"},
		{"gzip refused", "gzip;q=0", ""},
		{"identity", "identity", ""},
		{"no header", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := rawGet(t, env.URL+"/api/folder/all", ann.Token, tc.acceptEncoding)
			if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != tc.want {
				t.Fatalf("status %d, Content-Encoding %q", res.StatusCode, res.Header.Get("Content-Encoding"))
			}
			if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
				t.Errorf("Vary %q", res.Header.Get("Vary"))
			}
			if res.Header.Get("Content-Security-Policy") == "" || res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("security headers missing: %v", res.Header)
			}
			if !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
				t.Errorf("Content-Type %q", res.Header.Get("Content-Type"))
			}
			if tc.want == "gzip" {
				if len(body) >= len(plain) {
					t.Errorf("gzip body %d bytes, identity %d", len(body), len(plain))
				}
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatal(err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(body, plain) {
				t.Errorf("body differs from the identity answer:\n%s\n%s", body, plain)
			}
		})
	}

	// A small answer is not worth compressing.
	if res, _ := rawGet(t, env.URL+"/api/user/info", ann.Token, "gzip"); res.Header.Get("Content-Encoding") != "" {
		t.Errorf("user info: Content-Encoding %q", res.Header.Get("Content-Encoding"))
	}
	// Media files and tus answers are not behind the compression. With S3
	// storage the media routes answer with a redirect to the bucket.
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "compress")
	wantMedia := http.StatusOK
	if env.OnS3() {
		wantMedia = http.StatusFound
	}
	for _, url := range []string{v.PlayURL, v.Cover} {
		res, _ := rawGet(t, env.URL+url, "", "gzip, br")
		if res.StatusCode != wantMedia || res.Header.Get("Content-Encoding") != "" || strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s: %d, Content-Encoding %q, Vary %q", url, res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
		}
	}
	req, _ := http.NewRequest("OPTIONS", env.URL+"/api/v2/record/upload/", nil)
	req.Header.Set("Authorization", "Bearer "+ann.Token)
	req.Header.Set("Accept-Encoding", "gzip")
	req.Header.Set("Tus-Resumable", "1.0.0")
	res, err := rawClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	// gzhttp says Vary on every answer it wraps, compressed or not.
	if res.Header.Get("Content-Encoding") != "" || strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
		t.Errorf("tus OPTIONS: %d %v", res.StatusCode, res.Header)
	}

	// The socket still upgrades for a client that accepts gzip.
	u := "ws" + strings.TrimPrefix(env.URL, "http") + "/api/v2/notify?ticket=" + ticket(t, env, ann.Token, nil)
	ctx, cancel := context.WithTimeout(context.Background(), liveWait)
	defer cancel()
	c, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPHeader: http.Header{
		"Origin": {env.URL}, "Accept-Encoding": {"gzip, deflate, br"},
	}})
	if err != nil {
		t.Fatalf("socket with Accept-Encoding: %v", err)
	}
	defer c.CloseNow()
	send(t, c, api.LiveClientMessage{Op: api.LivePing})
	if m := receive(t, c); m.Op != api.LivePong {
		t.Fatalf("ping answered %+v", m)
	}
}
