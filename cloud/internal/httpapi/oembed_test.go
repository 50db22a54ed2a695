package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

func oembedURL(env *apptest.Env, page string, extra ...string) string {
	return env.URL + "/api/oembed?url=" + url.QueryEscape(page) + strings.Join(extra, "")
}

func TestOEmbed(t *testing.T) {
	env := apptest.New(t)
	ann, v, key := sharedVideo(t, env)
	id := fmt.Sprint(v.ID)
	page := env.URL + "/share/" + id + "/" + key
	player := env.URL + "/iframePlayer?id=" + id + "&key=" + key

	res := get(t, oembedURL(env, page, "&format=json"), "")
	body := readAll(t, res)
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/json") {
		t.Fatalf("oEmbed: %d %s %s", res.StatusCode, res.Header.Get("Content-Type"), body)
	}
	var raw map[string]any
	json.Unmarshal(body, &raw)
	if _, enveloped := raw["code"]; enveloped {
		t.Errorf("oEmbed in the envelope: %s", body)
	}
	o := decode[api.OEmbed](t, body)
	want := api.OEmbed{
		Type: "video", Version: "1.0", Title: hostileTitle, AuthorName: "Tester", ProviderName: "Reelroom",
		ProviderURL: env.URL, ThumbnailURL: env.URL + "/api/media/videos/" + id + "/cover.jpg?share_key=" + key,
		ThumbnailWidth: 640, ThumbnailHeight: 360, Width: 1000, Height: 562, Duration: (v.Duration + 999) / 1000,
		HTML: o.HTML,
	}
	if o != want {
		t.Errorf("oEmbed\n got %+v\nwant %+v", o, want)
	}
	frame := iframe(t, o.HTML)
	if frame["src"] != player || frame["width"] != "1000" || frame["height"] != "562" || frame["title"] != hostileTitle {
		t.Errorf("html %q: %v", o.HTML, frame)
	}
	if strings.Contains(o.HTML, "<script") {
		t.Errorf("unescaped title in %q", o.HTML)
	}
	if n := views(t, ann, v.ID); n != 0 {
		t.Errorf("oEmbed counted %d views", n)
	}

	for _, tc := range []struct {
		name, query string
		w, h        int
	}{
		{"no format: json", "", 1000, 562},
		{"narrower", "&maxwidth=500", 500, 281},
		{"lower", "&maxheight=100", 178, 100},
		{"both, height binds", "&maxwidth=500&maxheight=200", 356, 200},
		{"larger than the video", "&maxwidth=4000&maxheight=4000", 1000, 562},
		{"not a number", "&maxwidth=wide", 1000, 562},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := get(t, oembedURL(env, page, tc.query), "")
			o := decode[api.OEmbed](t, readAll(t, res))
			f := iframe(t, o.HTML)
			if res.StatusCode != http.StatusOK || o.Width != tc.w || o.Height != tc.h ||
				f["width"] != fmt.Sprint(tc.w) || f["height"] != fmt.Sprint(tc.h) {
				t.Errorf("%d: %dx%d, frame %sx%s, want %dx%d", res.StatusCode, o.Width, o.Height, f["width"], f["height"], tc.w, tc.h)
			}
		})
	}
}

// iframe is the attributes of the one <iframe> in an oEmbed html.
func iframe(t *testing.T, fragment string) map[string]string {
	t.Helper()
	nodes, err := html.ParseFragment(strings.NewReader(fragment), &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body})
	if err != nil || len(nodes) != 1 || nodes[0].Data != "iframe" {
		t.Fatalf("html %q: %d nodes, %v", fragment, len(nodes), err)
	}
	return attrs(nodes[0])
}

// Anything but a watchable share page of this service is a 404 with no
// body; another format a 501.
func TestOEmbedRefusals(t *testing.T) {
	env := newShareEnv(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	v, key := env.sharedUpload(t, ann, "shared")
	revoked, revokedKey := env.sharedUpload(t, ann, "revoked")
	if err := ann.ShareRevoke(ctx, revoked); err != nil {
		t.Fatal(err)
	}
	id := itoa(v)
	page := env.URL + "/share/" + id + "/" + key
	host := strings.TrimPrefix(env.URL, "http://")
	for _, tc := range []struct {
		name, target string
		want         int
	}{
		{"xml", oembedURL(env.Env, page, "&format=xml"), http.StatusNotImplemented},
		{"the folder page of the video, by its own key", oembedURL(env.Env, env.URL+"/folderShare/video/"+id+"?key="+key), http.StatusOK},
		{"another site", oembedURL(env.Env, "https://elsewhere.example.com/share/"+id+"/"+key), http.StatusNotFound},
		{"no url", env.URL + "/api/oembed", http.StatusNotFound},
		{"not a share page", oembedURL(env.Env, env.URL+"/video/"+id), http.StatusNotFound},
		{"a relative url", oembedURL(env.Env, "/share/"+id+"/"+key), http.StatusNotFound},
		{"another scheme", oembedURL(env.Env, "javascript://"+host+"/share/"+id+"/"+key), http.StatusNotFound},
		{"wrong key", oembedURL(env.Env, env.URL+"/share/"+id+"/AAAAAAAAAAAAAAAAAAAAAA"), http.StatusNotFound},
		{"unknown video", oembedURL(env.Env, env.URL+"/share/424242/"+key), http.StatusNotFound},
		{"revoked", oembedURL(env.Env, env.URL+"/share/"+itoa(revoked)+"/"+revokedKey), http.StatusNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := get(t, tc.target, "")
			body := readAll(t, res)
			if res.StatusCode != tc.want || (tc.want != http.StatusOK && len(body) != 0) {
				t.Errorf("%d %q, want %d", res.StatusCode, body, tc.want)
			}
		})
	}
	env.trash(t, ann, api.Items{Videos: []int64{v}})
	if res := get(t, oembedURL(env.Env, page), ""); res.StatusCode != http.StatusNotFound {
		t.Errorf("trashed: %d", res.StatusCode)
	}
}

// The embeddable player pages may be framed by any site; every other page,
// API answer and error may not be framed at all.
func TestEmbedPagesFraming(t *testing.T) {
	env := apptest.New(t)
	cases := []struct {
		method, path string
		status       int
		framing      string
	}{
		{"GET", "/iframePlayer?id=1&key=abc", 200, "*"},
		{"HEAD", "/iframePlayer?id=1&key=abc", 200, "*"},
		{"GET", "/preview-iframePlayer?id=1&key=abc", 200, "*"},
		{"HEAD", "/preview-iframePlayer", 200, "*"},
		{"GET", "/", 200, "'none'"},
		{"GET", "/share/1/abc", 200, "'none'"},
		{"GET", "/iframePlayer/more", 200, "'none'"},
		{"POST", "/iframePlayer", 405, "'none'"},
		{"GET", "/api/oembed?url=x", 404, "'none'"},
		{"GET", "/api/video/share/detail/1?share_key=abc", 404, "'none'"},
		{"GET", "/api/nothing", 404, "'none'"},
		{"GET", "/healthz", 200, "'none'"},
	}
	for _, tc := range cases {
		t.Run(tc.method+" "+tc.path, func(t *testing.T) {
			req, _ := http.NewRequest(tc.method, env.URL+tc.path, nil)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			csp := res.Header.Get("Content-Security-Policy")
			if res.StatusCode != tc.status || !strings.HasSuffix(csp, "; frame-ancestors "+tc.framing) ||
				!strings.Contains(csp, "default-src 'self'") || res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%d, CSP %q", res.StatusCode, csp)
			}
			if page := tc.path != "/healthz" && tc.status == 200; page && !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
				t.Errorf("Content-Type %q", res.Header.Get("Content-Type"))
			}
		})
	}
}
