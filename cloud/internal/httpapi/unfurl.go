package httpapi

import (
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/webui"
	"github.com/reelroom/reelroom/shared/api"
)

// A player frame without a size of its own (a video still recording or
// processing) is this size; a larger video's frame is fitted into it.
const (
	playerWidth  = 1280
	playerHeight = 720
)

// sharedPage is a share page of the web app (frontend/src/app/router.tsx):
// /share/{id}/{key}, /roomShare/{id}/{key} or /folderShare/video/{id}?key=.
type sharedPage struct {
	id  int64
	key string
	// ref is the page's path and query as this service writes them.
	ref string
}

// sharePage reads the share page u names.
func sharePage(u *url.URL) (sharedPage, bool) {
	parts := strings.Split(u.Path, "/")
	var id string
	var p sharedPage
	switch {
	case len(parts) == 4 && (parts[1] == "share" || parts[1] == "roomShare"):
		id, p.key = parts[2], parts[3]
		p.ref = "/" + parts[1] + "/" + id + "/" + url.PathEscape(p.key)
	case len(parts) == 4 && parts[1] == "folderShare" && parts[2] == "video":
		id, p.key = parts[3], u.Query().Get("key")
		p.ref = "/folderShare/video/" + id + "?" + url.Values{"key": {p.key}}.Encode()
	default:
		return sharedPage{}, false
	}
	n, err := strconv.ParseInt(id, 10, 64)
	p.id = n
	return p, err == nil && n > 0 && p.key != ""
}

// origin is where clients reach the service: PUBLIC_URL when it is set,
// else the request's scheme and host.
func (s *Server) origin(r *http.Request) string {
	if s.Headers.PublicURL != "" {
		return s.Headers.PublicURL
	}
	if r.TLS != nil {
		return "https://" + r.Host
	}
	return "http://" + r.Host
}

// preview is the video a share page's link reaches, for its link preview;
// ok is false when it reaches none someone may watch.
func (s *Server) preview(r *http.Request, p sharedPage) (v domain.VideoWithOwner, ok bool, err error) {
	v, err = s.Videos.Preview(r.Context(), p.id, p.key)
	if unwatchable(err) {
		return v, false, nil
	}
	return v, err == nil, err
}

// shareCard is the link preview of a share page (webui.Cards): none for
// every other page, and for a link that reaches no video someone may watch.
func (s *Server) shareCard(r *http.Request) (webui.Card, bool) {
	p, ok := sharePage(r.URL)
	if !ok {
		return webui.Card{}, false
	}
	v, ok, err := s.preview(r, p)
	if err != nil {
		slog.ErrorContext(r.Context(), "share page preview", "video", p.id, "err", err)
	}
	if !ok {
		return webui.Card{}, false
	}
	base := s.origin(r)
	page := base + p.ref
	links := previewLinks(base, p)
	c := webui.Card{
		Title: v.Title, PageURL: page, PlayerURL: links.player, Seconds: seconds(v.DurationMs),
		OEmbedURL: base + "/api/oembed?" + url.Values{"url": {page}, "format": {"json"}}.Encode(),
	}
	c.PlayerW, c.PlayerH = fit(v.Width, v.Height, playerWidth, playerHeight)
	if hasCover(v.Video) {
		c.ImageURL = links.cover
		c.ImageW, c.ImageH = media.CoverSize(v.Width, v.Height)
	}
	if v.Status == api.VideoOK && !v.Interim {
		c.VideoURL, c.VideoW, c.VideoH = links.video, v.Width, v.Height
		// The page's own first view, by path: it plays before the app boots.
		// A video still recording or processing gets none (the app shows its state).
		c.First = webui.FirstView{Title: v.Title, VideoURL: strings.TrimPrefix(links.video, base)}
		if c.ImageURL != "" {
			c.First.CoverURL = strings.TrimPrefix(links.cover, base)
		}
	}
	return c, true
}

// links are the absolute URLs a link preview of one video hands out.
type links struct{ player, cover, video string }

// previewLinks builds them for the video of a share page.
//
// The cover and video URLs are authorized by the share key
// (/api/media/videos/{id}/cover.jpg?share_key=K and …/video.mp4?share_key=K,
// see mediaFile), not signed: chat tools fetch a card's picture and video
// minutes or hours after reading the page and keep showing them, which a
// signed URL (6 hours) would not survive, while one signed for longer would
// outlive the link. A key-checked URL works exactly as long as the link
// does: closing or revoking it, or trashing the video, stops it at once.
func previewLinks(base string, p sharedPage) links {
	k := url.Values{"share_key": {p.key}}.Encode()
	return links{
		player: base + "/iframePlayer?" + url.Values{"id": {strconv.FormatInt(p.id, 10)}, "key": {p.key}}.Encode(),
		cover:  base + mediaPath(p.id, media.CoverFile) + "?" + k,
		video:  base + mediaPath(p.id, media.VideoFile) + "?" + k,
	}
}

// hasCover reports whether v's cover can be fetched.
func hasCover(v domain.Video) bool { return v.Status == api.VideoOK && v.HasCover }

// seconds is a duration in milliseconds as whole seconds, rounded up.
func seconds(ms int64) int64 { return (ms + 999) / 1000 }

// fit is a frame of width x height (playerWidth x playerHeight when unknown)
// made no larger than maxW x maxH (0: no bound), keeping its shape.
func fit(width, height, maxW, maxH int) (int, int) {
	w, h := float64(width), float64(height)
	if width <= 0 || height <= 0 {
		w, h = playerWidth, playerHeight
	}
	if maxW > 0 && w > float64(maxW) {
		w, h = float64(maxW), h*float64(maxW)/w
	}
	if maxH > 0 && h > float64(maxH) {
		w, h = w*float64(maxH)/h, float64(maxH)
	}
	return max(int(w+0.5), 1), max(int(h+0.5), 1)
}
