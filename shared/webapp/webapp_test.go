package webapp

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

func get(h http.Handler, method, target string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(method, target, nil))
	return w
}

func TestHandler(t *testing.T) {
	build := fstest.MapFS{
		"index.html":      {Data: []byte(`<html>app</html>`)},
		"assets/app-1.js": {Data: []byte(`js`)},
		"favicon.svg":     {Data: []byte(`<svg/>`)},
	}
	h := Handler(build, func(index []byte) Page {
		return func(*http.Request) []byte { return append([]byte("page:"), index...) }
	})
	for path, want := range map[string]string{
		"/": "page:<html>app</html>", "/video/3": "page:<html>app</html>", "/index.html": "page:<html>app</html>",
		"/assets/app-1.js": "js", "/favicon.svg": "<svg/>",
	} {
		w := get(h, http.MethodGet, path)
		if w.Code != http.StatusOK || w.Body.String() != want {
			t.Errorf("GET %s = %d %q, want %q", path, w.Code, w.Body, want)
		}
	}
	if cc := get(h, http.MethodGet, "/assets/app-1.js").Header().Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
		t.Errorf("asset Cache-Control %q", cc)
	}
	if cc := get(h, http.MethodGet, "/favicon.svg").Header().Get("Cache-Control"); cc != "" {
		t.Errorf("favicon Cache-Control %q", cc)
	}
	if cc := get(h, http.MethodGet, "/my_videos").Header().Get("Cache-Control"); cc != "no-store" {
		t.Errorf("page Cache-Control %q", cc)
	}
	if w := get(h, http.MethodPost, "/"); w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST = %d", w.Code)
	}
	var got []byte
	Handler(fstest.MapFS{}, func(index []byte) Page {
		got = index
		return func(*http.Request) []byte { return []byte("none") }
	}).
		ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/", nil))
	if got != nil {
		t.Errorf("a build without index.html gave %q", got)
	}
}
