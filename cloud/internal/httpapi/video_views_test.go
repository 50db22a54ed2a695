package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

// TestVideoViewsOncePerViewer: a view counts once per viewer per
// video.ViewWindow; a signed-in viewer is one viewer however they open the
// video, an anonymous one is their address and browser; the owner's own
// views and views of a video that does not play yet never count.
func TestVideoViewsOncePerViewer(t *testing.T) {
	env := apptest.New(t)
	clock := apptest.NewClock(time.Now().UTC())
	env.App.Videos.SetClock(clock.Now)
	bg := context.Background()
	ann, bob := env.SignUp(t, "ann@example.com"), env.SignUp(t, "bob@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "watched")
	share, err := ann.ShareCreate(bg, v.ID, api.SharePublic)
	must(t, err)
	key := share.ShareKey
	detail := fmt.Sprintf("/api/video/share/detail/%d?share_key=%s", v.ID, key)

	views := func(t *testing.T, want int) {
		t.Helper()
		own, err := ann.VideoDetail(bg, v.ID)
		if err != nil || own.Views != want {
			t.Fatalf("views %d, %v; want %d", own.Views, err, want)
		}
	}
	views(t, 0)
	_, err = ann.VideoDetailWithKey(bg, v.ID, key)
	must(t, err)
	views(t, 0) // the owner's own, even through the link

	seen, err := bob.VideoDetailWithKey(bg, v.ID, key)
	if err != nil || seen.Views != 1 {
		t.Fatalf("Bob's first view shows %d views, %v", seen.Views, err)
	}
	_, err = bob.VideoDetailWithKey(bg, v.ID, key)
	must(t, err)
	views(t, 1)

	anonymousView(t, env, detail, "Firefox")
	anonymousView(t, env, detail, "Firefox")
	views(t, 2)
	anonymousView(t, env, detail, "Chromium") // another browser at the same address
	views(t, 3)
	var wg sync.WaitGroup
	errs := make(chan error, 5)
	for range 5 { // one viewer's requests racing each other count once
		wg.Add(1)
		go func() { defer wg.Done(); errs <- viewAnonymously(env, detail, "Safari") }()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		must(t, err)
	}
	views(t, 4)

	clock.Add(video.ViewWindow - time.Second)
	_, err = bob.VideoDetailWithKey(bg, v.ID, key)
	must(t, err)
	anonymousView(t, env, detail, "Firefox")
	views(t, 4)
	clock.Add(time.Second)
	_, err = bob.VideoDetailWithKey(bg, v.ID, key)
	must(t, err)
	anonymousView(t, env, detail, "Firefox")
	views(t, 6)

	rec, err := ann.RecordInit(bg, api.RecordInitRequest{Title: "still recording", Client: "test", Record: true})
	must(t, err)
	if got, err := bob.VideoDetailWithKey(bg, rec.VideoID, rec.ShareKey); err != nil || got.Views != 0 {
		t.Fatalf("a recording in progress counts a view: %d, %v", got.Views, err)
	}
}

// anonymousView opens a shared video without an account, from a browser
// named ua.
func anonymousView(t *testing.T, env *apptest.Env, path, ua string) {
	t.Helper()
	must(t, viewAnonymously(env, path, ua))
}

func viewAnonymously(env *apptest.Env, path, ua string) error {
	req, _ := http.NewRequest("GET", env.URL+path, nil)
	req.Header.Set("User-Agent", ua)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var e api.Envelope[json.RawMessage]
	if err := json.NewDecoder(res.Body).Decode(&e); err != nil {
		return err
	}
	if e.Code != api.CodeOK {
		return fmt.Errorf("anonymous view: code %d %q", e.Code, e.Msg)
	}
	return nil
}
