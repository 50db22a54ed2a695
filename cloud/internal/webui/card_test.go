package webui

import (
	"strings"
	"testing"
)

func TestCardGoesWhereTheTitleWas(t *testing.T) {
	c := Card{Title: `a "b" <c> & 'd'`, PageURL: "https://rr.example.com/share/1/k?x=<y>"}
	cases := []struct{ name, index, want string }{
		{"a title", "<html><head><meta charset=utf-8><TITLE>Reelroom</TITLE><link rel=icon></head></html>",
			"<html><head><meta charset=utf-8><title>a &#34;b&#34; &lt;c&gt; &amp; &#39;d&#39;</title>"},
		{"no title", "<html><head><meta charset=utf-8></head></html>",
			"<html><head><meta charset=utf-8><title>a &#34;b&#34; &lt;c&gt; &amp; &#39;d&#39;</title>"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := string(splitPage([]byte(tc.index)).with(c))
			if !strings.HasPrefix(got, tc.want) || strings.Count(got, "<title>") != 1 ||
				!strings.Contains(got, `<meta property="og:url" content="https://rr.example.com/share/1/k?x=&lt;y&gt;">`) ||
				strings.Contains(got, "Reelroom</TITLE>") || !strings.HasSuffix(got, "</head></html>") {
				t.Errorf("got %s", got)
			}
		})
	}
	if got := string(splitPage([]byte("<p>no head</p>")).with(c)); got != "<p>no head</p>" {
		t.Errorf("a page without a head got %s", got)
	}
}

// Tags whose values are unknown are left out rather than written empty.
func TestCardLeavesOutWhatItLacks(t *testing.T) {
	tags := Card{Title: "t", PlayerURL: "http://rr/iframePlayer?id=1&key=k"}.tags()
	for _, absent := range []string{"og:image", "og:video", "video:duration", "og:video:secure_url", `content=""`} {
		if strings.Contains(tags, absent) {
			t.Errorf("%s in %s", absent, tags)
		}
	}
	if !strings.Contains(tags, `content="http://rr/iframePlayer?id=1&amp;key=k"`) {
		t.Errorf("player in %s", tags)
	}
}
