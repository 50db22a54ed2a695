// Package webapp serves the built React app (frontend/dist) from a file
// system, as both the cloud service and the desktop app embed it: its files
// as they are, and for every other path the app's page, so client routes
// work.
package webapp

import (
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// Page makes the HTML sent for a request of a client route.
type Page func(r *http.Request) []byte

// Handler serves root. For a path that is not a file it sends the page that
// newPage makes, once, from index.html's bytes (nil when the build has
// none); that answer is never cached and never compressed (a page is under
// a kilobyte and made per request). Assets, named by their content hash,
// are cached for a year. A file with precompressed copies beside it (see
// Encodings) is sent in the coding the client accepts best.
func Handler(root fs.FS, newPage func(index []byte) Page) http.Handler {
	index, err := fs.ReadFile(root, "index.html")
	if err != nil {
		index = nil
	}
	page := newPage(index)
	files, err := scan(root)
	if err != nil {
		files = nil // an unreadable build serves the page only
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if f, ok := files[name]; ok && name != "index.html" {
			if strings.HasPrefix(name, "assets/") {
				// Vite puts a content hash in every asset name.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			}
			f.serve(w, r, root, name)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		// Said outright: a router's not-found fallback (gin's NoRoute) would
		// otherwise send the page with its own 404.
		w.WriteHeader(http.StatusOK)
		w.Write(page(r))
	})
}
