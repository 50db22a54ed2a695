// Package webui serves the built React app embedded in the binary, with
// index.html for every path that is not a file, so client routes work.
package webui

import (
	"embed"
	"io/fs"
	"net/http"

	"github.com/reelroom/reelroom/shared/webapp"
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
	return webapp.Handler(root, func(index []byte) []byte {
		if index == nil {
			return []byte(notBuilt)
		}
		return index
	})
}
