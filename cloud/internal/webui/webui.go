// Package webui serves the built React app embedded in the binary, with
// index.html for every path that is not a file, so client routes work; share
// pages get link preview tags in their head, and the pages a visitor opens
// from a link get the viewer's lighter page (viewer.html) instead.
package webui

import (
	"embed"
	"io/fs"
	"net/http"
	"strings"

	"github.com/reelroom/reelroom/shared/webapp"
)

// dist is filled by `make web` (frontend/dist copied here); the committed
// folder holds only .gitkeep so the service builds without it.
//
//go:embed all:dist
var dist embed.FS

const notBuilt = `<!doctype html><html><head><title>Reelroom</title></head>` +
	`<body><div id="root"><p>The web app is not built into this binary. Run <code>make build</code>.</p></div></body></html>`

// viewerFile is the viewer's page (frontend/viewer.html, its own Vite
// build): the player, the comments and what a visitor needs, without the
// app's recorder, upload, backup, editor or signed-in layout code.
const viewerFile = "viewer.html"

// Cards finds the link preview of the page a request asks for: ok is false
// for pages that have none (every page but a share page whose link reaches
// a video someone may watch).
type Cards func(r *http.Request) (c Card, ok bool)

// Handler serves the app; index.html and viewer.html are split once, and a
// page with a card is that split page with the card's tags put in.
func Handler(cards Cards) http.Handler {
	root, _ := fs.Sub(dist, "dist")
	return handler(root, cards)
}

func handler(root fs.FS, cards Cards) http.Handler {
	viewer, err := fs.ReadFile(root, viewerFile)
	if err != nil {
		viewer = nil // a build without the viewer serves the app everywhere
	}
	return webapp.Handler(root, func(index []byte) webapp.Page {
		if index == nil {
			index = []byte(notBuilt)
		}
		if viewer == nil {
			viewer = index
		}
		app, light := splitPage(index), splitPage(viewer)
		return func(r *http.Request) []byte {
			raw, p := index, app
			if viewerPage(r.URL.Path) {
				raw, p = viewer, light
			}
			if c, ok := cards(r); ok {
				return p.with(c)
			}
			return raw
		}
	})
}

// viewerPage tells the pages that get viewer.html: a shared video
// (/share/{id}/{key}), a room's video shared by its link
// (/roomShare/{id}/{key}), a video of a shared folder
// (/folderShare/video/{id}), and the embeddable player and its cover card.
// Its routes are those of frontend/src/viewer/ViewerApp.tsx.
func viewerPage(path string) bool {
	parts := strings.Split(path, "/")
	switch {
	case len(parts) == 4 && (parts[1] == "share" || parts[1] == "roomShare"):
		return parts[2] != "" && parts[3] != ""
	case len(parts) == 4 && parts[1] == "folderShare" && parts[2] == "video":
		return parts[3] != ""
	case len(parts) == 2:
		return parts[1] == "iframePlayer" || parts[1] == "preview-iframePlayer"
	}
	return false
}
