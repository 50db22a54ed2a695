//go:build cgo

package recorder

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"math"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/cloudtest"
	"github.com/reelroom/reelroom/desktop/internal/mediatest"
	"github.com/reelroom/reelroom/desktop/internal/pending"
	"github.com/reelroom/reelroom/desktop/internal/pulsetest"
	"github.com/reelroom/reelroom/desktop/internal/recording"
	"github.com/reelroom/reelroom/desktop/internal/xvfbtest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

func TestMain(m *testing.M) { cloudtest.Main(m) }

// fixture is a signed-in recorder against a real cloud service, recording
// a virtual display with a moving pattern and a 440 Hz tone.
type fixture struct {
	server string
	api    *client.Client
	store  *pending.Store
	rec    *Recorder
	mu     sync.Mutex
	events []string
	done   chan Finished
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	server := cloudtest.Start(t)
	xvfbtest.Start(t, 1280, 720)
	xvfbtest.Pattern(t, 1280, 720)
	pulsetest.Start(t)
	pulsetest.Play(t, 440, time.Minute)
	c := client.New(server)
	pair, err := c.Register(context.Background(), api.RegisterRequest{Email: "rec-" + strconv.FormatInt(time.Now().UnixNano(), 36) + "@example.com",
		Password: "correct-horse-9", Nickname: "Rec"})
	if err != nil {
		t.Fatal(err)
	}
	c.Token = pair.Token
	f := &fixture{server: server, api: c, store: &pending.Store{Dir: t.TempDir()}, done: make(chan Finished, 4)}
	f.rec = New(Deps{
		Log:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Server: func() string { return server },
		Client: signedIn(server, pair.Token),
		Store:  f.store,
		Event: func(e string) {
			f.mu.Lock()
			f.events = append(f.events, e)
			f.mu.Unlock()
		},
		Done: func(fin Finished) { f.done <- fin },
	})
	return f
}

// signedIn gives clients of server signed in with token.
func signedIn(server, token string) func() (*client.Client, error) {
	return func() (*client.Client, error) {
		c := client.New(server)
		c.Token = token
		return c, nil
	}
}

func (f *fixture) display(t *testing.T) capture.Display {
	displays, err := capture.Displays()
	if err != nil {
		t.Fatal(err)
	}
	return displays[0]
}

func (f *fixture) waitStatus(t *testing.T, want Status) State {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if st := f.rec.State(); st.Status == want {
			return st
		}
	}
	t.Fatalf("status stayed %+v, want %s", f.rec.State(), want)
	return State{}
}

func TestRecordStreamAndComplete(t *testing.T) {
	f := newFixture(t)
	if err := f.rec.Start(Options{Display: f.display(t), Countdown: time.Second}); err != nil {
		t.Fatal(err)
	}
	if err := f.rec.Start(Options{Display: f.display(t)}); err != ErrBusy {
		t.Fatalf("a second Start = %v, want ErrBusy", err)
	}
	st := f.waitStatus(t, Recording)
	if st.VideoID == 0 || !strings.HasPrefix(st.ShareURL, f.server+"/share/") {
		t.Fatalf("recording state %+v: the link exists from the start", st)
	}
	// While recording, the video is listed as recording and its bytes go up.
	v, err := f.api.VideoDetail(context.Background(), st.VideoID)
	if err != nil || v.Status != api.VideoRecordUploading {
		t.Fatalf("video while recording: %+v, %v", v, err)
	}
	time.Sleep(2500 * time.Millisecond)
	if st := f.rec.State(); st.UploadedMB == 0 || st.ElapsedMS < 2000 || !st.HasSound || st.Level < 0.2 {
		t.Fatalf("2.5 s in: %+v, want bytes uploaded and the tone heard", st)
	}
	// A Recover meanwhile (say, a sign-in) leaves the recording under way alone.
	if done, err := f.rec.Recover(context.Background()); len(done) != 0 || err != nil {
		t.Fatalf("Recover during a recording = %+v, %v", done, err)
	}
	if waiting, _ := f.rec.Waiting(); len(waiting) != 0 {
		t.Fatalf("the recording under way is listed as waiting: %+v", waiting)
	}
	// The recording's own clock stands still while paused: the video must be as
	// long as it says (pauses excluded), whenever a busy machine runs these calls.
	f.rec.Pause()
	paused := f.rec.State().ElapsedMS
	time.Sleep(time.Second)
	if ms := f.rec.State().ElapsedMS; ms != paused {
		t.Fatalf("the clock went on while paused: %d ms, then %d ms", paused, ms)
	}
	f.rec.Resume()
	time.Sleep(time.Second)
	f.rec.Pause() // and stopped while paused, so the clock holds the whole length
	recorded := time.Duration(f.rec.State().ElapsedMS) * time.Millisecond
	if recorded < 3500*time.Millisecond {
		t.Fatalf("recorded %v, want at least the 3.5 s slept while recording", recorded)
	}
	if !f.rec.Stop() {
		t.Fatal("Stop refused")
	}
	var fin Finished
	select {
	case fin = <-f.done:
	case <-time.After(time.Minute):
		t.Fatalf("no link; state %+v", f.rec.State())
	}
	if fin.VideoID != st.VideoID || fin.ShareURL != st.ShareURL {
		t.Fatalf("finished %+v, want video %d", fin, st.VideoID)
	}
	v, err = f.api.VideoDetail(context.Background(), fin.VideoID)
	if err != nil || v.Status != api.VideoOK {
		t.Fatalf("video after stop: %+v, %v", v, err)
	}
	m := mediatest.Probe(t, absolute(f.server, v.PlayURL))
	if codecs := m.Codecs(); math.Abs(m.Duration-recorded.Seconds()) > 0.5 || !slices.Contains(codecs, "h264") || !slices.Contains(codecs, "aac") {
		t.Fatalf("played %.2f s (%v), want %v of H.264 and AAC", m.Duration, codecs, recorded)
	}
	if notes, _ := f.store.List(); len(notes) != 0 {
		t.Fatalf("local copies kept after ok: %+v", notes)
	}
	f.mu.Lock()
	got := strings.Join(f.events, ",")
	f.mu.Unlock()
	if got != "start,stop,processing_success,ready" {
		t.Fatalf("events %s", got)
	}
}

func TestCountdownCancelAndDiscard(t *testing.T) {
	f := newFixture(t)
	f.rec.Start(Options{Display: f.display(t), Countdown: 3 * time.Second})
	if st := f.rec.State(); st.Status != Countdown || st.Countdown != 3 {
		t.Fatalf("state %+v, want a 3 s countdown", st)
	}
	if !f.rec.Cancel() {
		t.Fatal("Cancel refused during the countdown")
	}
	time.Sleep(3500 * time.Millisecond)
	if st := f.rec.State(); st.Status != Ready || st.VideoID != 0 {
		t.Fatalf("after cancel: %+v", st)
	}
	f.rec.Start(Options{Display: f.display(t), Countdown: time.Second})
	st := f.waitStatus(t, Recording)
	time.Sleep(time.Second)
	if !f.rec.Discard() {
		t.Fatal("Discard refused")
	}
	if _, err := f.api.VideoDetail(context.Background(), st.VideoID); err == nil {
		t.Fatal("the discarded video is still on the server")
	}
	if notes, _ := f.store.List(); len(notes) != 0 {
		t.Fatalf("discarded recording kept: %+v", notes)
	}
}

// A crash mid-recording leaves a file cut off mid-fragment and an upload
// behind it; it waits in the pending list, and a retry (or the next
// start's Recover) uploads the rest and the server makes a video of what
// was whole.
func TestRecoverAfterACrash(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	init, err := f.api.RecordInit(ctx, api.RecordInitRequest{Title: "crashed", Record: true})
	if err != nil {
		t.Fatal(err)
	}
	note, _ := f.store.New(pending.Recording{Server: f.server, VideoID: init.VideoID, ShareKey: init.ShareKey, UploadURL: init.UploadURL})
	note.Location, err = f.api.CreateUpload(ctx, init.UploadURL, init.VideoID, -1)
	if err != nil {
		t.Fatal(err)
	}
	f.store.Save(note)
	live := f.store.Media(note) + ".live"
	s, err := recording.Start(recording.Options{Display: f.display(t), Path: live, MaxHeight: 720})
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(5 * time.Second)
	// The crash: the file as it is on disk now, a few bytes into a fragment.
	b, _ := os.ReadFile(live)
	os.WriteFile(f.store.Media(note), b[:len(b)-100], 0o600)
	s.Stop()
	// Half of it reached the server before the crash.
	half, _ := os.Open(f.store.Media(note))
	if err := f.api.Patch(ctx, note.Location, 0, io.LimitReader(half, int64(len(b)/2)), int64(len(b)/2), false); err != nil {
		t.Fatal(err)
	}
	half.Close()

	// The pending list shows it; Retry finishes it (Recover does the same at start).
	waiting, err := f.rec.Waiting()
	if err != nil || len(waiting) != 1 || waiting[0].VideoID != init.VideoID || waiting[0].Retrying {
		t.Fatalf("Waiting() = %+v, %v", waiting, err)
	}
	if err := f.rec.Retry("nope", nil); !errors.Is(err, ErrNoSuchRecording) {
		t.Fatalf("Retry(unknown) = %v", err)
	}
	retried := make(chan error, 1)
	if err := f.rec.Retry(waiting[0].ID, func(err error) { retried <- err }); err != nil {
		t.Fatal(err)
	}
	if err := <-retried; err != nil {
		t.Fatalf("retry: %v", err)
	}
	if fin := <-f.done; fin.VideoID != init.VideoID {
		t.Fatalf("finished %+v", fin)
	}
	v, err := f.api.VideoDetail(ctx, init.VideoID)
	if err != nil || v.Status != api.VideoOK {
		t.Fatalf("recovered video: %+v, %v", v, err)
	}
	if d := mediatest.Probe(t, absolute(f.server, v.PlayURL)).Duration; d < 4.5 {
		t.Fatalf("recovered %.2f s of a 5 s recording, want at least 4.5", d)
	}
	if notes, _ := f.store.List(); len(notes) != 0 {
		t.Fatalf("recovered recording still pending: %+v", notes)
	}
}

func absolute(server, u string) string {
	if strings.HasPrefix(u, "/") {
		return server + u
	}
	return u
}

func TestBasicAccountAtItsLimitGetsNoRecording(t *testing.T) {
	f := newFixture(t)
	u, err := f.api.UserInfo(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for i := u.VideoCount; i < u.VideoLimit; i++ {
		if _, err := f.api.RecordInit(context.Background(), api.RecordInitRequest{Title: "filler"}); err != nil {
			t.Fatal(err)
		}
	}
	err = f.rec.Start(Options{Display: f.display(t), Countdown: time.Second})
	var limit *LimitError
	if !errors.As(err, &limit) || limit.Limit != u.VideoLimit {
		t.Fatalf("Start at the limit = %v, want a LimitError of %d", err, u.VideoLimit)
	}
	if st := f.rec.State(); st.Status != Ready {
		t.Fatalf("state %+v", st)
	}
}

// A recording that cannot start takes back its video and its local note:
// nothing waits for an upload that never comes. Here the server refuses to
// create the upload (a proxy in front of it answers 503), and then the
// microphone is gone.
func TestARecordingThatDoesNotStartLeavesNothing(t *testing.T) {
	f := newFixture(t)
	target, _ := url.Parse(f.server)
	forward := httputil.NewSingleHostReverseProxy(target)
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && strings.HasPrefix(r.URL.Path, "/api/v2/record/upload/") {
			http.Error(w, "down for maintenance", http.StatusServiceUnavailable)
			return
		}
		forward.ServeHTTP(w, r)
	}))
	defer proxy.Close()
	token := f.api.Token
	refused := New(Deps{Log: f.rec.d.Log, Server: func() string { return proxy.URL }, Client: signedIn(proxy.URL, token),
		Store: f.store, Event: func(string) {}, Done: func(Finished) {}})

	for _, tt := range []struct {
		name string
		rec  *Recorder
		o    Options
	}{
		{"upload refused", refused, Options{Display: f.display(t), Countdown: time.Second}},
		{"microphone gone", f.rec, Options{Display: f.display(t), Sound: "unplugged", Countdown: time.Second}},
	} {
		if err := tt.rec.Start(tt.o); err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			if st := tt.rec.State(); st.Status == Ready && st.Error != "" {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s: state %+v, want ready with the error", tt.name, tt.rec.State())
			}
		}
		list, err := f.api.VideoList(context.Background(), 0, "")
		if err != nil || len(list.Videos) != 0 {
			t.Fatalf("%s: videos %+v, %v; want none", tt.name, list, err)
		}
		if notes, _ := f.store.List(); len(notes) != 0 {
			t.Fatalf("%s: notes %+v, want none", tt.name, notes)
		}
		if waiting, _ := tt.rec.Waiting(); len(waiting) != 0 {
			t.Fatalf("%s: waiting %+v, want none", tt.name, waiting)
		}
	}
}
