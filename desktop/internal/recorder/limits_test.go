//go:build cgo

package recorder

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/mediatest"
	"github.com/reelroom/reelroom/desktop/internal/pending"
	"github.com/reelroom/reelroom/shared/api"
)

// planProxy fronts the cloud service of f and gives the user the plan e in
// GET /api/user/info, as a server filling entitlements does.
func planProxy(t *testing.T, f *fixture, e api.Entitlements) string {
	t.Helper()
	target, _ := url.Parse(f.server)
	forward := httputil.NewSingleHostReverseProxy(target)
	forward.ModifyResponse = func(res *http.Response) error {
		if res.Request.URL.Path != "/api/user/info" {
			return nil
		}
		var env api.Envelope[map[string]any]
		if err := json.NewDecoder(res.Body).Decode(&env); err != nil {
			return err
		}
		res.Body.Close()
		env.Data["entitlements"] = e
		b, _ := json.Marshal(env)
		res.Body, res.ContentLength = io.NopCloser(bytes.NewReader(b)), int64(len(b))
		res.Header.Set("Content-Length", strconv.Itoa(len(b)))
		return nil
	}
	proxy := httptest.NewServer(forward)
	t.Cleanup(proxy.Close)
	return proxy.URL
}

// A plan with a 2-second length limit and 480 lines: the recorder stops the
// recording itself at 2 s, it finishes like any stop, and the video is 480
// lines high whatever the settings asked.
func TestTheRecorderObeysThePlansLengthAndHeight(t *testing.T) {
	f := newFixture(t)
	server := planProxy(t, f, api.Entitlements{VideoLimit: -1, RecordDurationLimit: 2, MaxHeight: 480})
	reached := make(chan int, 1)
	var mu sync.Mutex
	var events []string
	rec := New(Deps{Log: f.rec.d.Log, Server: func() string { return server }, Client: signedIn(server, f.api.Token),
		Store: f.store, Done: func(fin Finished) { f.done <- fin }, LimitReached: func(s int) { reached <- s },
		Event: func(e string) { mu.Lock(); events = append(events, e); mu.Unlock() }})
	if err := rec.Start(Options{Display: f.display(t), MaxHeight: 1080, Countdown: time.Second}); err != nil {
		t.Fatal(err)
	}
	var fin Finished
	select {
	case fin = <-f.done:
	case <-time.After(time.Minute):
		t.Fatalf("the recording did not finish by itself; state %+v", rec.State())
	}
	if s := <-reached; s != 2 {
		t.Fatalf("limit reached at %d s, want 2", s)
	}
	v, err := f.api.VideoDetail(context.Background(), fin.VideoID)
	if err != nil || v.Status != api.VideoOK {
		t.Fatalf("video: %+v, %v", v, err)
	}
	m := mediatest.Probe(t, absolute(f.server, v.PlayURL))
	height := 0
	for _, s := range m.Streams {
		height = max(height, s.Height)
	}
	if math.Abs(m.Duration-2) > 0.5 || height != 480 {
		t.Fatalf("recorded %.2f s at %d lines, want 2 s at 480", m.Duration, height)
	}
	mu.Lock()
	defer mu.Unlock()
	if got := events; len(got) != 4 || got[1] != EventStop || got[2] != EventProcessingSuccess {
		t.Fatalf("events %v, want a normal stop", got)
	}
}

// flakyNotes is a store whose notes stop being written once broken.
type flakyNotes struct {
	*pending.Store
	mu     sync.Mutex
	broken bool
}

func (n *flakyNotes) Save(r pending.Recording) error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.broken {
		return errors.New("disk full")
	}
	return n.Store.Save(r)
}

// A recovery note that cannot be saved is not dropped: the app hears of it
// (to tell the user recovery is not guaranteed), the state says so, and the
// recording still finishes.
func TestARecoveryNoteThatCannotBeSavedIsSaid(t *testing.T) {
	f := newFixture(t)
	notes := &flakyNotes{Store: f.store}
	unsaved := make(chan *NoteError, 4)
	rec := New(Deps{Log: f.rec.d.Log, Server: func() string { return f.server }, Client: signedIn(f.server, f.api.Token),
		Store: notes, Done: func(fin Finished) { f.done <- fin }, NoteUnsaved: func(e *NoteError) { unsaved <- e }})
	if err := rec.Start(Options{Display: f.display(t), Countdown: time.Second}); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(20 * time.Second); rec.State().Status != Recording; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("state %+v", rec.State())
		}
	}
	videoID := rec.State().VideoID
	time.Sleep(1500 * time.Millisecond) // a recording the server can make a video of
	notes.mu.Lock()
	notes.broken = true
	notes.mu.Unlock()
	if !rec.Stop() {
		t.Fatal("Stop refused")
	}
	var e *NoteError
	select {
	case e = <-unsaved:
	case <-time.After(time.Minute):
		t.Fatal("the unsaved note was not said")
	}
	if e.VideoID != videoID || e.Err == nil || e.Err.Error() != "disk full" {
		t.Fatalf("heard %+v", e)
	}
	if st := rec.State(); st.Status == Uploading && !st.RecoveryAtRisk {
		t.Fatalf("uploading with an unsaved note: %+v, want recovery_at_risk", st)
	}
	select {
	case fin := <-f.done:
		if fin.VideoID != videoID {
			t.Fatalf("finished %+v", fin)
		}
	case <-time.After(time.Minute):
		t.Fatalf("the recording did not finish; state %+v", rec.State())
	}
}

// The server refuses the recording at the plan's video limit after the
// countdown (another device recorded meanwhile): nothing is recorded, and
// the app hears it to offer Premium, as when Start finds the limit.
func TestAVideoLimitFoundAfterTheCountdownOffersPremium(t *testing.T) {
	f := newFixture(t)
	target, _ := url.Parse(f.server)
	forward := httputil.NewSingleHostReverseProxy(target)
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/v2/record/local/init" {
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(api.Envelope[any]{Code: api.CodeVideoLimit, Msg: "Your plan has no room for another video"})
			return
		}
		forward.ServeHTTP(w, r)
	}))
	defer proxy.Close()
	offered := make(chan int, 1)
	rec := New(Deps{Log: f.rec.d.Log, Server: func() string { return proxy.URL }, Client: signedIn(proxy.URL, f.api.Token),
		Store: f.store, VideoLimit: func(limit int) { offered <- limit }})
	u, err := f.api.UserInfo(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if err := rec.Start(Options{Display: f.display(t), Countdown: time.Second}); err != nil {
		t.Fatal(err)
	}
	select {
	case limit := <-offered:
		if limit != u.VideoLimit {
			t.Fatalf("offered Premium at %d videos, want %d", limit, u.VideoLimit)
		}
	case <-time.After(30 * time.Second):
		t.Fatalf("no offer; state %+v", rec.State())
	}
	if st := rec.State(); st.Status != Ready || st.VideoID != 0 {
		t.Fatalf("state %+v, want ready with nothing recorded", st)
	}
	if notes, _ := f.store.List(); len(notes) != 0 {
		t.Fatalf("notes %+v, want none", notes)
	}
}
