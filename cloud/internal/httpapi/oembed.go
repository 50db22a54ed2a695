package httpapi

import (
	"html"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/webui"
	"github.com/reelroom/reelroom/shared/api"
)

// oembed answers GET /api/oembed?url=&format=json&maxwidth=&maxheight=
// with api.OEmbed, outside the envelope, for a share page of this service
// whose link reaches a video someone may watch; anything else is a 404
// with no body, a format other than json a 501.
func (s *Server) oembed(c *gin.Context) {
	if f := c.Query("format"); f != "" && f != "json" {
		c.AbortWithStatus(http.StatusNotImplemented)
		return
	}
	base := s.origin(c.Request)
	p, isPage := sharePageAt(c.Query("url"), base)
	if !isPage {
		c.AbortWithStatus(http.StatusNotFound)
		return
	}
	v, found, err := s.preview(c.Request, p)
	if err != nil {
		slog.ErrorContext(c.Request.Context(), "oembed", "video", p.id, "err", err)
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	if !found {
		c.AbortWithStatus(http.StatusNotFound)
		return
	}
	links := previewLinks(base, p)
	w, h := fit(v.Width, v.Height, playerWidth, playerHeight)
	w, h = fit(w, h, bound(c.Query("maxwidth")), bound(c.Query("maxheight")))
	out := api.OEmbed{
		Type: "video", Version: "1.0", Title: v.Title, AuthorName: v.Owner.Nickname,
		ProviderName: webui.SiteName, ProviderURL: base, Width: w, Height: h, Duration: seconds(v.DurationMs),
		HTML: `<iframe src="` + html.EscapeString(links.player) + `" width="` + strconv.Itoa(w) +
			`" height="` + strconv.Itoa(h) + `" title="` + html.EscapeString(v.Title) +
			`" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
	}
	if hasCover(v.Video) {
		out.ThumbnailURL = links.cover
		out.ThumbnailWidth, out.ThumbnailHeight = media.CoverSize(v.Width, v.Height)
	}
	c.JSON(http.StatusOK, out)
}

// sharePageAt reads the share page that raw, an http(s) URL, names on the
// host base names (however the consumer got the scheme).
func sharePageAt(raw, base string) (sharedPage, bool) {
	u, err := url.Parse(raw)
	b, berr := url.Parse(base)
	if err != nil || berr != nil || (u.Scheme != "http" && u.Scheme != "https") || !strings.EqualFold(u.Host, b.Host) {
		return sharedPage{}, false
	}
	return sharePage(u)
}

// bound reads a maxwidth or maxheight: 0 (no bound) when absent or not a
// positive number.
func bound(v string) int {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0
	}
	return n
}
