package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/reelroom/reelroom/shared/webapp"
)

// The copies made here are what the web app handler sends, and they decode
// to the original bytes; media, small files and index.html get none.
func TestPrecompressServed(t *testing.T) {
	dir := t.TempDir()
	js := []byte(strings.Repeat("export const greeting = 'hello from reelroom';\n", 300))
	files := map[string][]byte{
		"index.html":          []byte("<html>" + strings.Repeat("<p>page</p>", 100) + "</html>"),
		"assets/app-1.js":     js,
		"assets/tiny-1.css":   []byte("a{}"),
		"assets/poster-1.png": bytes.Repeat([]byte{0x89, 'P', 'N', 'G'}, 500),
		"assets/font-1.woff2": bytes.Repeat([]byte("wOF2"), 500),
		"assets/style-1.css":  []byte(strings.Repeat(".card { padding: 4px; }\n", 100)),
	}
	for name, data := range files {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	n, err := precompress(dir)
	if err != nil || n != 4 {
		t.Fatalf("precompress: %d copies, %v", n, err)
	}
	for _, name := range []string{"index.html", "assets/tiny-1.css", "assets/poster-1.png", "assets/font-1.woff2"} {
		for _, suffix := range []string{".br", ".gz"} {
			if _, err := os.Stat(filepath.Join(dir, name+suffix)); err == nil {
				t.Errorf("%s got a %s copy", name, suffix)
			}
		}
	}

	h := webapp.Handler(os.DirFS(dir), func(index []byte) webapp.Page { return func(*http.Request) []byte { return index } })
	for _, name := range []string{"assets/app-1.js", "assets/style-1.css"} {
		for _, tc := range []struct {
			acceptEncoding string
			decode         func(io.Reader) (io.Reader, error)
		}{
			{"br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
			{"gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
		} {
			r := httptest.NewRequest(http.MethodGet, "/"+name, nil)
			r.Header.Set("Accept-Encoding", tc.acceptEncoding)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != 200 || w.Header().Get("Content-Encoding") != tc.acceptEncoding {
				t.Fatalf("%s in %s: %d, Content-Encoding %q", name, tc.acceptEncoding, w.Code, w.Header().Get("Content-Encoding"))
			}
			if w.Body.Len() >= len(files[name]) {
				t.Errorf("%s in %s: %d bytes, no smaller than %d", name, tc.acceptEncoding, w.Body.Len(), len(files[name]))
			}
			zr, err := tc.decode(w.Body)
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(zr)
			if err != nil || !bytes.Equal(got, files[name]) {
				t.Errorf("%s in %s decodes to %d bytes (%v), want the original %d", name, tc.acceptEncoding, len(got), err, len(files[name]))
			}
		}
	}
}
