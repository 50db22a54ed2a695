package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
)

// TestRoomSharePage: a room video's link (/roomShare/{id}/{key}) gets a card
// and the server's first view only while it opens to anyone; a link scoped
// to the room or the workspace shows a visitor nothing of the video, since
// the page is asked for without the reader's token.
func TestRoomSharePage(t *testing.T) {
	w := newRoomWorld(t)
	room := w.studioRoom(t, true)
	v := w.video(t, w.ids[rMember], room, "secret room clip")
	share := func(scope api.ShareScope) string {
		path := fmt.Sprintf("/api/video/share/create/%d?scope=%s", v, scope)
		return roomOK[api.ShareCreateResponse](t, w, rMember, "GET", path, nil).ShareKey
	}
	plain := pageHead(t, w.URL+"/iframePlayer")

	key := share(api.ShareChannel)
	page := w.URL + "/roomShare/" + itoa(v) + "/" + key
	for _, scope := range []api.ShareScope{api.ShareChannel, api.ShareTeam} {
		if scope != api.ShareChannel {
			share(scope)
		}
		h := pageHead(t, page)
		if h.raw != plain.raw || strings.Contains(h.raw, "secret") {
			t.Errorf("a %s link's page shows the video: %s", scope, h.raw)
		}
		if res := get(t, oembedURL(w.Env, page), ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("oEmbed of a %s link: %d", scope, res.StatusCode)
		}
	}

	share(api.SharePublic)
	h := pageHead(t, page)
	video := "/api/media/videos/" + itoa(v) + "/video.mp4?share_key=" + key
	if h.meta["og:title"] != "secret room clip" || h.meta["og:url"] != page || h.heading != "secret room clip" ||
		h.video == nil || h.video["src"] != video {
		t.Errorf("a public room link's page: meta %v, heading %q, video %v", h.meta, h.heading, h.video)
	}
	if res := get(t, oembedURL(w.Env, page, "&format=json"), ""); res.StatusCode != http.StatusOK {
		t.Errorf("oEmbed of a public room link: %d", res.StatusCode)
	}
}
