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
// none); that answer is never cached. Assets, named by their content hash,
// are cached for a year.
func Handler(root fs.FS, newPage func(index []byte) Page) http.Handler {
	index, err := fs.ReadFile(root, "index.html")
	if err != nil {
		index = nil
	}
	page := newPage(index)
	files := http.FileServer(http.FS(root))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if st, err := fs.Stat(root, name); err == nil && !st.IsDir() && name != "index.html" {
			if strings.HasPrefix(name, "assets/") {
				// Vite puts a content hash in every asset name.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			}
			files.ServeHTTP(w, r)
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
