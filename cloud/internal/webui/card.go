package webui

import (
	"bytes"
	"html"
	"strconv"
	"strings"
)

// SiteName is the og:site_name of every card.
const SiteName = "Reelroom"

// Card is what a chat tool or a social site shows for a shared video's page
// (Open Graph and Twitter card tags). Every URL is absolute; empty fields
// and zero sizes leave their tags out.
type Card struct {
	Title     string
	PageURL   string
	ImageURL  string
	ImageW    int
	ImageH    int
	VideoURL  string // an MP4
	VideoW    int
	VideoH    int
	Seconds   int64  // the video's duration
	PlayerURL string // the embeddable player page, shown in a frame
	PlayerW   int
	PlayerH   int
	OEmbedURL string // the oEmbed answer that describes the page
	// First is the page's first view, shown before the app boots; see
	// FirstView. Its zero value adds none.
	First FirstView
}

// page is index.html cut where the card goes: in place of its <title>, or
// before </head> when it has none. A page with no head gets no card.
type page struct {
	before, after []byte
	ok            bool
}

func splitPage(index []byte) page {
	lower := bytes.ToLower(index)
	if start := bytes.Index(lower, []byte("<title")); start >= 0 {
		if end := bytes.Index(lower[start:], []byte("</title>")); end >= 0 {
			return page{before: index[:start], after: index[start+end+len("</title>"):], ok: true}
		}
	}
	if at := bytes.Index(lower, []byte("</head>")); at >= 0 {
		return page{before: index[:at], after: index[at:], ok: true}
	}
	return page{before: index}
}

// with is the page with c's tags.
func (p page) with(c Card) []byte {
	if !p.ok {
		return p.before
	}
	tags := c.tags()
	out := make([]byte, 0, len(p.before)+len(tags)+len(p.after))
	return withFirstView(append(append(append(out, p.before...), tags...), p.after...), c.First)
}

// tags writes c as head elements, every text and attribute HTML-escaped.
func (c Card) tags() string {
	var b strings.Builder
	b.WriteString("<title>" + html.EscapeString(c.Title) + "</title>")
	meta := func(attr, name, content string) {
		if content != "" {
			b.WriteString("\n<meta " + attr + `="` + name + `" content="` + html.EscapeString(content) + `">`)
		}
	}
	og := func(name, content string) { meta("property", name, content) }
	twitter := func(name, content string) { meta("name", name, content) }
	size := func(n int) string {
		if n <= 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	og("og:site_name", SiteName)
	og("og:type", "video.other")
	og("og:title", c.Title)
	og("og:url", c.PageURL)
	if c.ImageURL != "" {
		og("og:image", c.ImageURL)
		og("og:image:width", size(c.ImageW))
		og("og:image:height", size(c.ImageH))
	}
	if c.VideoURL != "" {
		og("og:video", c.VideoURL)
		if strings.HasPrefix(c.VideoURL, "https://") {
			og("og:video:secure_url", c.VideoURL)
		}
		og("og:video:type", "video/mp4")
		og("og:video:width", size(c.VideoW))
		og("og:video:height", size(c.VideoH))
	}
	if c.Seconds > 0 {
		og("video:duration", strconv.FormatInt(c.Seconds, 10))
	}
	twitter("twitter:card", "player")
	twitter("twitter:title", c.Title)
	twitter("twitter:image", c.ImageURL)
	twitter("twitter:player", c.PlayerURL)
	if c.PlayerURL != "" {
		twitter("twitter:player:width", size(c.PlayerW))
		twitter("twitter:player:height", size(c.PlayerH))
	}
	if c.OEmbedURL != "" {
		b.WriteString("\n" + `<link rel="alternate" type="application/json+oembed" href="` + html.EscapeString(c.OEmbedURL) +
			`" title="` + html.EscapeString(c.Title) + `">` + "\n")
	}
	return b.String()
}
