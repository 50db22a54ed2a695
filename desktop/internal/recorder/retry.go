// Retry: the pending list of recordings kept here, and trying one again.

package recorder

import (
	"context"
	"errors"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// Waiting is a recording kept on this computer until the server has it.
type Waiting = api.DesktopWaitingRecording

// Waiting lists the recordings kept here until the server has them, but
// the one being recorded.
func (r *Recorder) Waiting() ([]Waiting, error) {
	notes, err := r.d.Store.List()
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	out := []Waiting{}
	for _, n := range notes {
		if n.ID == r.note.ID {
			continue
		}
		out = append(out, Waiting{ID: n.ID, Title: n.Title, VideoID: n.VideoID, StartedAt: n.StartedAt,
			Failure: n.Failure, Retrying: r.busy[n.ID]})
	}
	return out, nil
}

// ErrNoSuchRecording is what Retry answers for an ID nothing waits under.
var ErrNoSuchRecording = errors.New("recorder: no such recording waits here")

// Retry tries again, in the background, to finish the recording id (the
// pending list's Retry); done hears how it went.
func (r *Recorder) Retry(id string, done func(error)) error {
	notes, err := r.d.Store.List()
	if err != nil {
		return err
	}
	for _, note := range notes {
		if note.ID != id {
			continue
		}
		if !r.claim(id) {
			return ErrBusy
		}
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			defer cancel()
			_, err := r.finishClaimed(ctx, note)
			if done != nil {
				done(err)
			}
		}()
		return nil
	}
	return ErrNoSuchRecording
}
