// Package pending keeps the desktop app's recordings on disk until the
// server has them: each is its MP4 file and a small JSON note of where its
// upload stands, in the app's folder. A recording cut short by a crash or a
// power cut is found here on the next start and finished.
package pending

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// Recording is one recording's note.
type Recording struct {
	// ID names the files: ID.mp4 and ID.json.
	ID        string `json:"id"`
	Server    string `json:"server"`
	VideoID   int64  `json:"video_id"`
	ShareKey  string `json:"share_key"`
	UploadURL string `json:"upload_url"` // the tus creation endpoint
	Location  string `json:"location"`   // this upload's tus URL, once created
	Title     string `json:"title"`
	// ChannelID is the room the video was made in, 0 for My Videos: a room
	// recording finished later (Recover, Retry) is announced with its room's link.
	ChannelID int64     `json:"channel_id,omitempty"`
	StartedAt time.Time `json:"started_at"`
	// Stopped is set once the recording ended as the user asked; a note
	// without it belongs to a recording cut short.
	Stopped bool `json:"stopped"`
	// Uploaded is set once every byte is on the server and the length declared.
	Uploaded bool `json:"uploaded"`
	// Failure says why the last attempt to finish failed, for the list.
	Failure string `json:"failure,omitempty"`
}

// Store is the folder of pending recordings.
type Store struct{ Dir string }

// NewStore is the current user's store.
func NewStore() (*Store, error) {
	dir, err := settings.Dir()
	if err != nil {
		return nil, err
	}
	return &Store{Dir: filepath.Join(dir, "recordings")}, nil
}

// Media is the path of r's MP4.
func (s *Store) Media(r Recording) string { return filepath.Join(s.Dir, r.ID+".mp4") }

// New makes a note for a recording starting now and gives its media path.
func (s *Store) New(r Recording) (Recording, error) {
	if err := os.MkdirAll(s.Dir, 0o700); err != nil {
		return r, fmt.Errorf("pending: %w", err)
	}
	if r.StartedAt.IsZero() {
		r.StartedAt = time.Now()
	}
	if r.ID == "" {
		r.ID = r.StartedAt.UTC().Format("20060102T150405.000000000Z")
	}
	return r, s.Save(r)
}

// Save replaces r's note.
func (s *Store) Save(r Recording) error {
	if r.ID == "" || strings.ContainsAny(r.ID, `/\`) {
		return fmt.Errorf("pending: bad id %q", r.ID)
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	return settings.WritePrivate(filepath.Join(s.Dir, r.ID+".json"), b)
}

// List gives the notes, oldest first; unreadable notes are skipped.
func (s *Store) List() ([]Recording, error) {
	names, err := filepath.Glob(filepath.Join(s.Dir, "*.json"))
	if err != nil {
		return nil, err
	}
	var out []Recording
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		var r Recording
		if json.Unmarshal(b, &r) != nil || r.ID+".json" != filepath.Base(name) {
			continue
		}
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].StartedAt.Before(out[j].StartedAt) })
	return out, nil
}

// Remove forgets r and deletes its media (the server has it).
func (s *Store) Remove(r Recording) error {
	var errs []error
	for _, p := range []string{s.Media(r), filepath.Join(s.Dir, r.ID+".json")} {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
