// Package webui serves the built React app embedded in the binary, with
// index.html for every path that is not a file, so client routes work; share
// pages get link preview tags in their head.
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

const notBuilt = `<!doctype html><html><head><title>Reelroom</title></head>` +
	`<body><div id="root"><p>The web app is not built into this binary. Run <code>make build</code>.</p></div></body></html>`

// Cards finds the link preview of the page a request asks for: ok is false
// for pages that have none (every page but a share page whose link reaches
// a video someone may watch).
type Cards func(r *http.Request) (c Card, ok bool)

// Handler serves the app; index.html is split once, and a page with a card
// is that split page with the card's tags put in.
func Handler(cards Cards) http.Handler {
	root, _ := fs.Sub(dist, "dist")
	return webapp.Handler(root, func(index []byte) webapp.Page {
		if index == nil {
			index = []byte(notBuilt)
		}
		p := splitPage(index)
		return func(r *http.Request) []byte {
			if c, ok := cards(r); ok {
				return p.with(c)
			}
			return index
		}
	})
}
