package webui

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestViewerPages(t *testing.T) {
	for path, want := range map[string]bool{
		"/share/12/abc":         true,
		"/folderShare/video/12": true,
		"/roomShare/12/abc":     true,
		"/roomShare/12":         false,
		"/roomShare/12/abc/x":   false,
		"/iframePlayer":         true,
		"/preview-iframePlayer": true,
		"/share/12":             false,
		"/share/12/":            false,
		"/share/12/abc/more":    false,
		"/folderShare/folder/3": false,
		"/folderShare/video/":   false,
		"/":                     false,
		"/login":                false,
		"/my_videos":            false,
		"/video/12":             false,
		"/recorder":             false,
		"/iframePlayer/x":       false,
		"/desktop/bar":          false,
		"/localVideo/k":         false,
	} {
		if got := viewerPage(path); got != want {
			t.Errorf("viewerPage(%q) = %v, want %v", path, got, want)
		}
	}
}

const (
	appIndex    = `<html><head><title>Reelroom</title></head><body><div id="root"></div><script src="/assets/index.js"></script></body></html>`
	viewerIndex = `<html><head><title>Reelroom</title></head><body><div id="root"></div><script src="/assets/viewer-viewer.js"></script></body></html>`
)

func get(t *testing.T, h http.Handler, target string) string {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, target, nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("%s: status %d", target, rec.Code)
	}
	body, _ := io.ReadAll(rec.Body)
	return string(body)
}

// A visitor's page gets viewer.html, with its card and first view when it has
// one; every other page gets index.html, as before.
func TestWhichPageARouteGets(t *testing.T) {
	root := fstest.MapFS{
		"index.html":  {Data: []byte(appIndex)},
		"viewer.html": {Data: []byte(viewerIndex)},
	}
	card := Card{Title: "Clip", First: FirstView{Title: "Clip", VideoURL: "/api/media/videos/7/video.mp4?share_key=k"}}
	h := handler(root, func(r *http.Request) (Card, bool) {
		return card, strings.HasPrefix(r.URL.Path, "/share/7/")
	})

	shared := get(t, h, "/share/7/k")
	if !strings.Contains(shared, "/assets/viewer-viewer.js") || !strings.Contains(shared, "<title>Clip</title>") ||
		!strings.Contains(shared, `<div id="root"><main class="rr-first">`) {
		t.Errorf("share page with a card: %s", shared)
	}
	for _, path := range []string{"/share/8/k", "/roomShare/8/k", "/folderShare/video/8?key=k", "/iframePlayer?id=8&key=k", "/preview-iframePlayer?id=8&key=k"} {
		if got := get(t, h, path); got != viewerIndex {
			t.Errorf("%s: %s", path, got)
		}
	}
	for _, path := range []string{"/", "/login", "/my_videos", "/video/7", "/folderShare/folder/3?key=k", "/recorder", "/share/7"} {
		if got := get(t, h, path); got != appIndex {
			t.Errorf("%s: %s", path, got)
		}
	}
}

// A build without viewer.html (an older one) serves the app on every page.
func TestWithoutTheViewerEveryPageIsTheApp(t *testing.T) {
	h := handler(fstest.MapFS{"index.html": {Data: []byte(appIndex)}}, func(*http.Request) (Card, bool) { return Card{}, false })
	for _, path := range []string{"/share/8/k", "/iframePlayer?id=8&key=k", "/login"} {
		if got := get(t, h, path); got != appIndex {
			t.Errorf("%s: %s", path, got)
		}
	}
}
