package webui

import (
	"strings"
	"testing"
)

const testIndex = `<!doctype html><html><head><title>Reelroom</title><link rel="stylesheet" href="/assets/a.css"></head>` +
	`<body><div id="root"></div></body></html>`

// The first view goes inside the root element, its style in the head, every
// value escaped.
func TestFirstViewInTheRoot(t *testing.T) {
	c := Card{Title: `"</title><script>x</script>`, First: FirstView{
		Title:    `a "b" <c> & 'd'`,
		VideoURL: `/api/media/videos/7/video.mp4?share_key=k"><script>`,
		CoverURL: `/api/media/videos/7/cover.jpg?share_key=k&x=<y>`,
	}}
	got := string(splitPage([]byte(testIndex)).with(c))
	want := `<div id="root"><main class="rr-first"><h1>a &#34;b&#34; &lt;c&gt; &amp; &#39;d&#39;</h1>` +
		`<video controls preload="metadata" playsinline poster="/api/media/videos/7/cover.jpg?share_key=k&amp;x=&lt;y&gt;"` +
		` src="/api/media/videos/7/video.mp4?share_key=k&#34;&gt;&lt;script&gt;"></video></main></div></body></html>`
	if !strings.HasSuffix(got, want) {
		t.Errorf("got %s", got)
	}
	style := strings.Index(got, `<style>`)
	if style < 0 || style > strings.Index(got, "</head>") || strings.Count(got, "<script") != 0 {
		t.Errorf("style or script misplaced: %s", got)
	}
}

// No video URL, no first view; a page without a root element gets none.
func TestFirstViewLeftOut(t *testing.T) {
	got := string(splitPage([]byte(testIndex)).with(Card{Title: "t", First: FirstView{Title: "t"}}))
	if strings.Contains(got, "rr-first") || !strings.HasSuffix(got, `<div id="root"></div></body></html>`) {
		t.Errorf("got %s", got)
	}
	noRoot := "<html><head><title>x</title></head><body></body></html>"
	got = string(splitPage([]byte(noRoot)).with(Card{Title: "t", First: FirstView{VideoURL: "/v.mp4"}}))
	if strings.Contains(got, "rr-first") || strings.Contains(got, "<video") {
		t.Errorf("got %s", got)
	}
}
