package httpapi_test

import (
	"context"
	"fmt"
	"image/jpeg"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// hostileTitle tries to close the title and the attributes it is put in.
const hostileTitle = `"Q'<b>&amp;</title><script>alert(1)</script>"`

// head is what a page's <head> carries, as a browser or a chat tool's
// parser reads it (an element the parser moved out of the head is not in it).
type head struct {
	titles  []string
	meta    map[string]string // by property or name
	oembed  string            // the oEmbed discovery link
	scripts []string          // the text of inline scripts
	raw     string
	// The first view in the app's root element: its heading and <video>.
	heading string
	video   map[string]string // the video element's attributes; nil when none
}

func pageHead(t *testing.T, target string) head {
	t.Helper()
	res := get(t, target, "")
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("GET %s: %d %s", target, res.StatusCode, res.Header.Get("Content-Type"))
	}
	raw := string(readAll(t, res))
	doc, err := html.Parse(strings.NewReader(raw))
	if err != nil {
		t.Fatalf("parse %s: %v", target, err)
	}
	h := head{meta: map[string]string{}, raw: raw}
	var walk func(n *html.Node, inHead bool)
	walk = func(n *html.Node, inHead bool) {
		inHead = inHead || (n.Type == html.ElementNode && n.Data == "head")
		if n.Type == html.ElementNode && !inHead && underRoot(n) {
			switch n.Data {
			case "h1":
				h.heading = text(n)
			case "video":
				h.video = attrs(n)
			}
		}
		if n.Type == html.ElementNode && inHead {
			a := attrs(n)
			switch n.Data {
			case "title":
				h.titles = append(h.titles, text(n))
			case "meta":
				if k := a["property"] + a["name"]; k != "" {
					if _, twice := h.meta[k]; twice {
						t.Errorf("%s: meta %s twice", target, k)
					}
					h.meta[k] = a["content"]
				}
			case "link":
				if a["rel"] == "alternate" && a["type"] == "application/json+oembed" {
					h.oembed = a["href"]
				}
			case "script":
				h.scripts = append(h.scripts, text(n))
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, inHead)
		}
	}
	walk(doc, false)
	return h
}

// underRoot reports whether n is inside the app's root element.
func underRoot(n *html.Node) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && p.Data == "div" && attrs(p)["id"] == "root" {
			return true
		}
	}
	return false
}

func attrs(n *html.Node) map[string]string {
	m := map[string]string{}
	for _, a := range n.Attr {
		m[a.Key] = a.Val
	}
	return m
}

func text(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

// sharedVideo uploads a 1000x562 video of ann's titled hostileTitle and
// shares it.
func sharedVideo(t *testing.T, env *apptest.Env) (*client.Client, api.Video, string) {
	t.Helper()
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 2, "1000x562"), hostileTitle)
	share, err := ann.ShareCreate(context.Background(), v.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	return ann, v, share.ShareKey
}

// The share page carries the card, every value escaped, URLs absolute from
// PUBLIC_URL; rendering it counts no view, and the card's picture and
// video can be fetched with nothing but the link's key.
func TestSharePageCard(t *testing.T) {
	const public = "https://rr.example.com"
	// Uploads go to PUBLIC_URL, which does not resolve here: upload first,
	// then restart the service on the same data with it.
	cfg := apptest.Config(t)
	env := apptest.Start(t, cfg)
	ann, v, key := sharedVideo(t, env)
	env.Stop()
	cfg.PublicURL = public
	env = apptest.Start(t, cfg)
	token := ann.Token
	ann = env.Client()
	ann.Token = token
	id := fmt.Sprint(v.ID)
	page := public + "/share/" + id + "/" + key
	h := pageHead(t, env.URL+"/share/"+id+"/"+key)

	if len(h.titles) != 1 || h.titles[0] != hostileTitle {
		t.Errorf("titles %q", h.titles)
	}
	for _, s := range h.scripts {
		if strings.Contains(s, "alert") {
			t.Errorf("the title became a script: %q", s)
		}
	}
	if strings.Contains(h.raw, "<script>alert") {
		t.Errorf("raw title in the page")
	}
	cover := public + "/api/media/videos/" + id + "/cover.jpg?share_key=" + key
	video := public + "/api/media/videos/" + id + "/video.mp4?share_key=" + key
	want := map[string]string{
		"og:site_name": "Reelroom", "og:type": "video.other", "og:title": hostileTitle, "og:url": page,
		"og:image": cover, "og:image:width": "640", "og:image:height": "360",
		"og:video": video, "og:video:secure_url": video, "og:video:type": "video/mp4",
		"og:video:width": "1000", "og:video:height": "562",
		"video:duration": fmt.Sprint((v.Duration + 999) / 1000),
		"twitter:card":   "player", "twitter:title": hostileTitle, "twitter:image": cover,
		"twitter:player":       public + "/iframePlayer?id=" + id + "&key=" + key,
		"twitter:player:width": "1000", "twitter:player:height": "562",
	}
	for k, w := range want {
		if got, ok := h.meta[k]; !ok || got != w {
			t.Errorf("%s = %q, want %q", k, got, w)
		}
	}
	if h.oembed != public+"/api/oembed?format=json&url="+url.QueryEscape(page) {
		t.Errorf("oEmbed link %q", h.oembed)
	}

	// The page's first view plays the video by the link's key before the app boots.
	firstVideo := "/api/media/videos/" + id + "/video.mp4?share_key=" + key
	if h.heading != hostileTitle || h.video == nil || h.video["src"] != firstVideo ||
		h.video["poster"] != "/api/media/videos/"+id+"/cover.jpg?share_key="+key ||
		h.video["preload"] != "metadata" || h.video["controls"] != "" {
		t.Errorf("first view: heading %q, video %v", h.heading, h.video)
	}
	if _, ok := h.video["controls"]; !ok {
		t.Errorf("first view video without controls: %v", h.video)
	}

	if n := views(t, ann, v.ID); n != 0 {
		t.Errorf("rendering the card counted %d views", n)
	}

	// The chat tool fetches the picture and the video later, by the key.
	local := func(u string) string { return env.URL + strings.TrimPrefix(u, public) }
	res := get(t, local(cover), "")
	img, err := jpeg.DecodeConfig(res.Body)
	if res.StatusCode != http.StatusOK || err != nil || strconv.Itoa(img.Width) != want["og:image:width"] ||
		strconv.Itoa(img.Height) != want["og:image:height"] {
		t.Errorf("cover: %d, %dx%d, %v", res.StatusCode, img.Width, img.Height, err)
	}
	if res := get(t, local(video), "bytes=0-99"); res.StatusCode != http.StatusPartialContent {
		t.Errorf("video by key: %d", res.StatusCode)
	}
	if res := get(t, env.URL+firstVideo, "bytes=0-99"); res.StatusCode != http.StatusPartialContent {
		t.Errorf("first view's video: %d", res.StatusCode)
	}
	for _, bad := range []string{
		"/api/media/videos/" + id + "/download.mp4?share_key=" + key, // downloading is the link's own switch
		"/api/media/videos/" + id + "/live.mp4?share_key=" + key,
		"/api/media/videos/" + id + "/video.mp4?share_key=AAAAAAAAAAAAAAAAAAAAAA",
	} {
		if res := get(t, env.URL+bad, ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: %d", bad, res.StatusCode)
		}
	}
	if n := views(t, ann, v.ID); n != 0 {
		t.Errorf("fetching the card's media counted %d views", n)
	}
}

// views reads a video's view count as its owner sees it.
func views(t *testing.T, owner *client.Client, id int64) int {
	t.Helper()
	v, err := owner.VideoDetail(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return v.Views
}

// Without PUBLIC_URL the card's URLs use the request's scheme and host; a
// video reached through a shared folder has a card on the folder's video
// page, keyed by the folder's key.
func TestFolderSharePageCard(t *testing.T) {
	env := newShareEnv(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "in a folder")
	folder := env.folder(t, ann, 0, "shared")
	env.moveVideo(t, ann, v.ID, folder)
	fs, err := ann.FolderShareCreate(ctx, folder)
	if err != nil {
		t.Fatal(err)
	}
	id := fmt.Sprint(v.ID)
	page := env.URL + "/folderShare/video/" + id + "?key=" + url.QueryEscape(fs.ShareKey)
	h := pageHead(t, page)
	cover := env.URL + "/api/media/videos/" + id + "/cover.jpg?share_key=" + fs.ShareKey
	for k, w := range map[string]string{
		"og:url": page, "og:title": "in a folder", "og:image": cover, "og:image:width": "160", "og:image:height": "120",
		"twitter:player": env.URL + "/iframePlayer?id=" + id + "&key=" + fs.ShareKey,
	} {
		if h.meta[k] != w {
			t.Errorf("%s = %q, want %q", k, h.meta[k], w)
		}
	}
	if _, ok := h.meta["og:video:secure_url"]; ok {
		t.Errorf("a secure_url on http")
	}
	if res := get(t, cover, ""); res.StatusCode != http.StatusOK {
		t.Errorf("cover by the folder's key: %d", res.StatusCode)
	}
	if _, err := ann.FolderShareRevoke(ctx, folder); err != nil {
		t.Fatal(err)
	}
	if h := pageHead(t, page); h.meta["og:title"] != "" || h.oembed != "" {
		t.Errorf("a card after the folder's link was revoked: %v", h.meta)
	}
	if res := get(t, cover, ""); res.StatusCode != http.StatusNotFound {
		t.Errorf("cover after the folder's link was revoked: %d", res.StatusCode)
	}
}

// A link that reaches nothing anyone may watch gets the plain page: no
// title, no tag, nothing of the video.
func TestSharePageWithoutCard(t *testing.T) {
	env := newShareEnv(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	shared, key := env.sharedUpload(t, ann, "secret shared")
	trashed, trashedKey := env.sharedUpload(t, ann, "secret trashed")
	failed, failedKey := env.sharedUpload(t, ann, "secret failed")
	revoked, revokedKey := env.sharedUpload(t, ann, "secret revoked")
	closed, _ := env.sharedUpload(t, ann, "secret closed")
	private := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "secret private")
	env.trash(t, ann, api.Items{Videos: []int64{trashed}})
	env.setStatus(t, failed, api.VideoFail)
	if err := ann.ShareRevoke(ctx, revoked); err != nil {
		t.Fatal(err)
	}
	folder := env.folder(t, ann, 0, "closed")
	env.moveVideo(t, ann, closed, folder)
	fs, err := ann.FolderShareCreate(ctx, folder)
	if err != nil {
		t.Fatal(err)
	}
	off := false
	if _, err := ann.FolderShareUpdate(ctx, folder, api.FolderShareUpdateRequest{ShareEnabled: &off}); err != nil {
		t.Fatal(err)
	}
	// A share page without a card is the viewer's page as built (viewer.html,
	// as the embeddable player gets it); a path that is no share page, the app's.
	plain, app := pageHead(t, env.URL+"/iframePlayer"), pageHead(t, env.URL+"/")
	page := func(id int64, key string) string { return "/share/" + itoa(id) + "/" + key }
	for name, path := range map[string]string{
		"wrong key":              page(shared, "AAAAAAAAAAAAAAAAAAAAAA"),
		"another video's key":    page(private.ID, key),
		"unknown video":          page(424242, key),
		"not a number":           "/share/x" + itoa(shared) + "/" + key,
		"trashed":                page(trashed, trashedKey),
		"failed":                 page(failed, failedKey),
		"revoked":                page(revoked, revokedKey),
		"folder page, no key":    "/folderShare/video/" + itoa(shared),
		"folder page, wrong key": "/folderShare/video/" + itoa(shared) + "?key=AAAAAAAAAAAAAAAAAAAAAA",
		"folder link turned off": "/folderShare/video/" + itoa(closed) + "?key=" + fs.ShareKey,
		"extra segment":          page(shared, key) + "/more",
	} {
		t.Run(name, func(t *testing.T) {
			h := pageHead(t, env.URL+path)
			want := plain
			if name == "extra segment" {
				want = app
			}
			if h.raw != want.raw || strings.Contains(h.raw, "secret") || strings.Contains(h.raw, "og:") {
				t.Errorf("not the plain page: %s", h.raw)
			}
		})
	}
}

// A video still recording or processing keeps its card but gets no first
// view: the app shows its state.
func TestSharePageFirstViewOnlyWhenProcessed(t *testing.T) {
	env := newShareEnv(t)
	ann := env.SignUp(t, "ann@example.com")
	id, key := env.sharedUpload(t, ann, "first view")
	page := env.URL + "/share/" + itoa(id) + "/" + key
	if h := pageHead(t, page); h.video == nil || h.heading != "first view" {
		t.Fatalf("processed: heading %q, video %v", h.heading, h.video)
	}
	for _, st := range []api.VideoStatus{api.VideoRecording, api.VideoProcessing} {
		env.setStatus(t, id, st)
		h := pageHead(t, page)
		if h.meta["og:title"] != "first view" || h.video != nil || h.heading != "" || strings.Contains(h.raw, "rr-first") {
			t.Errorf("status %d: title %q, heading %q, video %v", st, h.meta["og:title"], h.heading, h.video)
		}
	}
}
