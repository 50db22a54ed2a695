package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
)

func TestHealthAndWebApp(t *testing.T) {
	env := apptest.New(t)
	cases := []struct {
		name, path  string
		wantStatus  int
		wantType    string
		wantNoStore bool
	}{
		{"health", "/healthz", 200, "application/json", false},
		{"app route", "/my_videos", 200, "text/html", true},
		{"deep app route", "/share/12/abc", 200, "text/html", true},
		{"root", "/", 200, "text/html", true},
		{"unknown api call", "/api/video/nothing", 404, "application/json", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := get(t, env.URL+tc.path, "")
			if res.StatusCode != tc.wantStatus || !strings.HasPrefix(res.Header.Get("Content-Type"), tc.wantType) {
				t.Fatalf("status %d type %q", res.StatusCode, res.Header.Get("Content-Type"))
			}
			if got := res.Header.Get("Cache-Control") == "no-store"; got != tc.wantNoStore {
				t.Fatalf("Cache-Control %q", res.Header.Get("Cache-Control"))
			}
		})
	}
	req, _ := http.NewRequest("POST", env.URL+"/my_videos", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Fatalf("POST to an app route: %d", res.StatusCode)
	}
}
