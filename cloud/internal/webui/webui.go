// Package webui serves the built React app embedded in the binary, with
// index.html for every path that is not a file, so client routes work.
package webui

import (
	"embed"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// dist is filled by `make web` (frontend/dist copied here); the committed
// folder holds only .gitkeep so the service builds without it.
//
//go:embed all:dist
var dist embed.FS

const notBuilt = `<!doctype html><title>Reelroom</title><p>The web app is not built into this binary. Run <code>make build</code>.</p>`

// Handler serves the app.
func Handler() http.Handler {
	root, _ := fs.Sub(dist, "dist")
	index, err := fs.ReadFile(root, "index.html")
	files := http.FileServer(http.FS(root))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if st, statErr := fs.Stat(root, name); statErr == nil && !st.IsDir() && name != "index.html" {
			if strings.HasPrefix(name, "assets/") {
				// Vite puts a content hash in every asset name.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			}
			files.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusOK)
		if err != nil {
			w.Write([]byte(notBuilt))
			return
		}
		w.Write(index)
	})
}
