package httpapi_test

import (
	"context"
	"encoding/base64"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// Every kind of answer carries the security headers: the web app, API
// envelopes and errors, tus, media files.
func TestSecurityHeaders(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "headers")
	wants := []string{"default-src 'self'", "script-src 'self';", "object-src 'none'", "frame-ancestors 'none'"}
	if env.OnS3() { // media URLs redirect to the bucket
		wants = append(wants, "media-src 'self' blob: "+strings.TrimSuffix(os.Getenv("TEST_S3_ENDPOINT"), "/")+";")
	}
	// Not following redirects: on S3 media answers are ours, then the bucket's.
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, path := range []string{"/", "/share/1/abc", "/assets/missing.js", "/healthz", "/api/user/info",
		"/api/nothing", v.PlayURL, v.Cover, "/api/v2/record/upload/"} {
		res, err := client.Get(env.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		h := res.Header
		csp := h.Get("Content-Security-Policy")
		for _, want := range wants {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: CSP %q lacks %q", path, csp, want)
			}
		}
		if h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "no-referrer" ||
			!strings.Contains(h.Get("Permissions-Policy"), "display-capture=(self)") {
			t.Errorf("%s: headers %v", path, h)
		}
		if h.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS without an https PUBLIC_URL", path)
		}
	}
}

func TestHSTSOnlyWithHTTPSPublicURL(t *testing.T) {
	for url, want := range map[string]bool{"https://reelroom.example.com": true, "http://reelroom.example.com": false} {
		cfg := apptest.Config(t)
		cfg.PublicURL = url
		env := apptest.Start(t, cfg)
		res := get(t, env.URL+"/", "")
		if got := res.Header.Get("Strict-Transport-Security"); (got != "") != want {
			t.Errorf("PUBLIC_URL %s: HSTS %q", url, got)
		}
	}
}

// The tus Location comes from PUBLIC_URL, or is a path: a forged Host
// header cannot send a client's next requests (with its token) elsewhere.
func TestUploadLocationIgnoresHost(t *testing.T) {
	for public, prefix := range map[string]string{"": "/api/v2/record/upload/",
		"https://reelroom.example.com": "https://reelroom.example.com/api/v2/record/upload/"} {
		cfg := apptest.Config(t)
		cfg.PublicURL = public
		env := apptest.Start(t, cfg)
		ann := env.SignUp(t, "ann@example.com")
		init, err := ann.RecordInit(context.Background(), api.RecordInitRequest{Title: "host"})
		if err != nil {
			t.Fatal(err)
		}
		req, _ := http.NewRequest("POST", env.URL+init.UploadURL, nil)
		req.Host = "evil.example.com"
		req.Header.Set("X-Forwarded-Host", "evil.example.com")
		req.Header.Set("Forwarded", "host=evil.example.com;proto=https")
		req.Header.Set("Tus-Resumable", "1.0.0")
		req.Header.Set("Upload-Length", "10")
		req.Header.Set("Upload-Metadata", "video_id "+base64.StdEncoding.EncodeToString([]byte(itoa(init.VideoID))))
		req.Header.Set("Authorization", "Bearer "+ann.Token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		loc := res.Header.Get("Location")
		if res.StatusCode != http.StatusCreated || !strings.HasPrefix(loc, prefix) || strings.Contains(loc, "evil") {
			t.Fatalf("PUBLIC_URL %q: %d, Location %q", public, res.StatusCode, loc)
		}
	}
}
