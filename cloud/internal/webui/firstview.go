package webui

import (
	"bytes"
	"html"
	"strings"
)

// FirstView is what a share page shows before the viewer's JavaScript has
// arrived, or at all when JavaScript is off: the video's title and the video
// itself in a plain <video> element, inside the root element. The viewer
// (viewer.html) keeps that element when it boots: its player takes it over,
// so a play already started goes on. URLs are as the page uses them (a path,
// or absolute); VideoURL empty means no first view.
//
// The media URLs are the key-checked ones (…/video.mp4?share_key=K), which
// count no view: a view counts when the app asks for the share's detail.
type FirstView struct {
	Title    string
	VideoURL string
	CoverURL string // the poster; empty for none
}

// The first view's video loads its metadata at once (preload metadata, as
// the app's player does). It loaded nothing until played (preload none) while
// the app replaced the element on boot: fetching its start twice, once for
// this element and once for the app's player, delayed the first frame (median
// 825 ms with metadata, 679 ms without). The viewer keeps the element, so
// there is one fetch and it starts with the page (bench/share-bytes).

// firstViewStyle is the first view's look, a <style> in the head (the CSP
// allows inline styles, never inline scripts).
const firstViewStyle = `
<style>
.rr-first{box-sizing:border-box;max-width:1100px;margin:0 auto;padding:24px 16px;` +
	`font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e}
.rr-first h1{font-size:22px;font-weight:600;margin:0 0 16px;overflow-wrap:anywhere}
.rr-first video{display:block;width:100%;max-height:75vh;background:#000;border-radius:8px}
</style>
`

// rootOpen is the start of the app's root element in index.html.
var rootOpen = []byte(`<div id="root">`)

// html is v's markup, every text and attribute escaped.
func (v FirstView) html() string {
	var b strings.Builder
	b.WriteString(`<main class="rr-first"><h1>` + html.EscapeString(v.Title) + `</h1>`)
	b.WriteString(`<video controls preload="metadata" playsinline`)
	if v.CoverURL != "" {
		b.WriteString(` poster="` + html.EscapeString(v.CoverURL) + `"`)
	}
	b.WriteString(` src="` + html.EscapeString(v.VideoURL) + `"></video></main>`)
	return b.String()
}

// withFirstView puts v into page (index.html with its card): its style at
// the end of the head, its markup at the start of the root element. A page
// without either is left as it is.
func withFirstView(page []byte, v FirstView) []byte {
	if v.VideoURL == "" {
		return page
	}
	head := bytes.Index(bytes.ToLower(page), []byte("</head>"))
	if head < 0 {
		return page
	}
	root := bytes.Index(page[head:], rootOpen)
	if root < 0 {
		return page
	}
	root += head + len(rootOpen)
	markup := v.html()
	out := make([]byte, 0, len(page)+len(firstViewStyle)+len(markup))
	out = append(out, page[:head]...)
	out = append(out, firstViewStyle...)
	out = append(out, page[head:root]...)
	out = append(out, markup...)
	return append(out, page[root:]...)
}
