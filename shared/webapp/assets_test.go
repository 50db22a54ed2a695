package webapp

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

func gz(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write(data)
	w.Close()
	return b.Bytes()
}

func TestNegotiate(t *testing.T) {
	both := []string{"br", "gzip"}
	for _, tc := range []struct{ header, want string }{
		{"", ""},
		{"gzip, deflate, br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"gzip", "gzip"},
		{"identity", ""},
		{"br;q=0, gzip", "gzip"},
		{"br;q=0.5, gzip;q=0.8", "gzip"},
		{"BR;Q=1, GZIP;q=0.9", "br"},
		{"gzip;q=0, br;q=0", ""},
		{"*", "br"},
		{"*;q=0", ""},
		{"br;q=0, *", "gzip"},
		{"gzip;q=oops", ""},
		{"deflate", ""},
	} {
		if got := negotiate(tc.header, both); got != tc.want {
			t.Errorf("Accept-Encoding %q: %q, want %q", tc.header, got, tc.want)
		}
	}
	if got := negotiate("br, gzip", []string{"gzip"}); got != "gzip" {
		t.Errorf("only gzip offered: %q", got)
	}
}

func TestPrecompressedAssets(t *testing.T) {
	js := []byte(strings.Repeat("console.log('reelroom');\n", 200))
	br := []byte("stands for the brotli copy") // served as it is; the server never decodes it
	build := fstest.MapFS{
		"index.html":         {Data: []byte(`<html>app</html>`)},
		"assets/app-1.js":    {Data: js},
		"assets/app-1.js.gz": {Data: gz(t, js)},
		"assets/app-1.js.br": {Data: br},
		"assets/cover.png":   {Data: []byte("\x89PNG not compressed")},
	}
	h := Handler(build, func(index []byte) Page { return func(*http.Request) []byte { return index } })
	fetch := func(header http.Header) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, "/assets/app-1.js", nil)
		r.Header = header
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w
	}
	etags := map[string]string{}
	for _, tc := range []struct {
		name, acceptEncoding, rng, wantEncoding string
		wantStatus                              int
	}{
		{"brotli", "gzip, deflate, br", "", "br", 200},
		{"gzip", "gzip", "", "gzip", 200},
		{"brotli refused", "br;q=0, gzip", "", "gzip", 200},
		{"identity", "identity", "", "", 200},
		{"everything refused", "br;q=0, gzip;q=0", "", "", 200},
		{"no header", "", "", "", 200},
		{"range", "gzip, br", "bytes=25-49", "", 206},
	} {
		t.Run(tc.name, func(t *testing.T) {
			header := http.Header{}
			if tc.acceptEncoding != "" {
				header.Set("Accept-Encoding", tc.acceptEncoding)
			}
			if tc.rng != "" {
				header.Set("Range", tc.rng)
			}
			w := fetch(header)
			res := w.Result()
			if res.StatusCode != tc.wantStatus || res.Header.Get("Content-Encoding") != tc.wantEncoding {
				t.Fatalf("status %d, Content-Encoding %q", res.StatusCode, res.Header.Get("Content-Encoding"))
			}
			if v := res.Header.Values("Vary"); len(v) != 1 || v[0] != "Accept-Encoding" {
				t.Errorf("Vary %q", v)
			}
			if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
				t.Errorf("Content-Type %q", ct)
			}
			body := w.Body.Bytes()
			if cl := res.Header.Get("Content-Length"); cl != strconv.Itoa(len(body)) {
				t.Errorf("Content-Length %q for %d bytes", cl, len(body))
			}
			var want []byte
			switch {
			case tc.wantEncoding == "br":
				want = br
			case tc.wantEncoding == "gzip":
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatal(err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatal(err)
				}
				want = js
			case tc.rng != "":
				want = js[25:50]
			default:
				want = js
			}
			if !bytes.Equal(body, want) {
				t.Errorf("body %q..., want %q...", body[:min(len(body), 30)], want[:min(len(want), 30)])
			}
			etag := res.Header.Get("ETag")
			if etag == "" {
				t.Fatal("no ETag")
			}
			if other, seen := etags[tc.wantEncoding]; seen && other != etag {
				t.Errorf("one encoding, two ETags: %s and %s", other, etag)
			}
			etags[tc.wantEncoding] = etag
			// A revalidation with the ETag of what was sent is answered 304.
			header.Set("If-None-Match", etag)
			if w := fetch(header); w.Code != http.StatusNotModified {
				t.Errorf("If-None-Match %s: %d", etag, w.Code)
			}
		})
	}
	if len(etags) != 3 || etags["br"] == etags["gzip"] || etags["br"] == etags[""] || etags["gzip"] == etags[""] {
		t.Errorf("ETags per encoding %v", etags)
	}

	// A file without copies is sent as it is, with no Vary to split caches.
	w := get(h, http.MethodGet, "/assets/cover.png")
	if w.Code != 200 || w.Header().Get("Content-Encoding") != "" || w.Header().Get("Vary") != "" {
		t.Errorf("png: %d, Content-Encoding %q, Vary %q", w.Code, w.Header().Get("Content-Encoding"), w.Header().Get("Vary"))
	}
	// The copies are no files of their own: their paths are app routes.
	if w := get(h, http.MethodGet, "/assets/app-1.js.gz"); w.Body.String() != "<html>app</html>" {
		t.Errorf("a copy's own path sent %q", w.Body.String())
	}
	// HEAD says the length of the encoding it would send.
	r := httptest.NewRequest(http.MethodHead, "/assets/app-1.js", nil)
	r.Header.Set("Accept-Encoding", "gzip")
	hw := httptest.NewRecorder()
	h.ServeHTTP(hw, r)
	if hw.Header().Get("Content-Encoding") != "gzip" || hw.Header().Get("Content-Length") != strconv.Itoa(len(build["assets/app-1.js.gz"].Data)) {
		t.Errorf("HEAD: %v", hw.Header())
	}
}
