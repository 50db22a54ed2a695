package library_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/library"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/upload"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

var bg = context.Background()

// rig is the library over a real database and files on disk, with a clock
// the test moves and a queue it runs by hand.
type rig struct {
	url       string
	media     string
	st        *store.Store
	files     *blob.Local
	uploads   *fakeUploads
	clk       *apptest.Clock
	jobs      *job.Queue
	purger    *library.Purger
	processor *video.Processor // its jobs run on a queue of their own, which tests drive by hand
	lib       *library.Service
	user      int64
}

var start = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func newRig(t *testing.T, url, media string, clk *apptest.Clock) *rig {
	t.Helper()
	st, err := store.Open(bg, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	r := &rig{url: url, media: media, st: st, files: blob.NewLocal(media), uploads: &fakeUploads{}, clk: clk}
	r.jobs = job.New(st)
	r.jobs.Now = clk.Now
	r.processor = video.NewProcessor(st, nil, r.files, filepath.Join(media, "work"))
	processing := job.New(st)
	processing.Now = clk.Now
	r.processor.Register(processing)
	r.purger = library.NewPurger(st, r.files, r.uploads, r.jobs, r.processor, func(id int64) string { return video.FileKey(id, "") })
	for _, k := range r.purger.Kinds() {
		r.jobs.Register(k)
	}
	r.lib = library.New(st, r.purger)
	r.lib.SetClock(clk.Now)
	return r
}

func freshRig(t *testing.T) *rig {
	t.Helper()
	dir := t.TempDir()
	r := newRig(t, apptest.DatabaseURL(t, dir), filepath.Join(dir, "media"), apptest.NewClock(start))
	u := domain.User{Email: "ann@example.com", PasswordHash: "x", Nickname: "Ann", VideoLimit: api.BasicVideoLimit,
		CreatedAt: start, UpdatedAt: start}
	if err := r.st.CreateUser(bg, &u); err != nil {
		t.Fatal(err)
	}
	r.user = u.ID
	return r
}

// video makes a finished video with stored files (or a copy playing the
// files of mediaID).
func (r *rig) video(t *testing.T, st api.VideoStatus, mediaID int64) domain.Video {
	t.Helper()
	now := r.clk.Now()
	v := domain.Video{UserID: r.user, Title: "v", Status: st, Version: 1, MediaID: mediaID, CreatedAt: now, UpdatedAt: now,
		UploadID: "up" + now.Format("150405.000000000")}
	if err := r.st.CreateVideo(bg, &v, api.BasicVideoLimit); err != nil {
		t.Fatal(err)
	}
	if mediaID == 0 {
		for _, name := range []string{"video.mp4", "cover.jpg"} {
			src := filepath.Join(t.TempDir(), name) // Put moves it
			if err := os.WriteFile(src, []byte("bytes"), 0o600); err != nil {
				t.Fatal(err)
			}
			if err := r.files.Put(bg, video.FileKey(v.ID, name), src); err != nil {
				t.Fatal(err)
			}
		}
	}
	r.clk.Add(time.Millisecond)
	return v
}

// stored lists the stored files of the video whose files are filesID's.
func (r *rig) stored(filesID int64) []string {
	entries, _ := os.ReadDir(filepath.Join(r.media, filepath.FromSlash(video.FileKey(filesID, ""))))
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func (r *rig) runDue(t *testing.T) {
	t.Helper()
	for {
		n, err := r.jobs.RunDue(bg)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}

// exists reports whether a video row is still there (erasing or not).
func (r *rig) exists(t *testing.T, id int64) bool {
	t.Helper()
	_, err := r.st.VideoByID(bg, id)
	if err == nil {
		return true
	}
	_, err = r.st.ErasingVideo(bg, id)
	if errors.Is(err, domain.ErrNotFound) {
		return false
	}
	if err != nil {
		t.Fatal(err)
	}
	return true
}

// fakeUploads stands for the tus store: uploads exist until removed.
type fakeUploads struct {
	mu      sync.Mutex
	removed map[string]bool
}

func (f *fakeUploads) Remove(_ context.Context, id string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.removed[id] {
		return errors.New("no such upload")
	}
	if f.removed == nil {
		f.removed = map[string]bool{}
	}
	f.removed[id] = true
	return nil
}

func (f *fakeUploads) State(_ context.Context, id string) (upload.State, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.removed[id] {
		return upload.State{}, errors.New("no such upload")
	}
	return upload.State{}, nil
}

func (f *fakeUploads) gone(id string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.removed[id]
}
