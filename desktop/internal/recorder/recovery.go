// Recovery: recordings an earlier run left behind are finished, each
// claimed so only one attempt works on it at a time.

package recorder

import (
	"context"
	"errors"

	"github.com/reelroom/reelroom/desktop/internal/pending"
)

// Recover finishes the recordings an earlier run left behind (a crash
// mid-recording included: the server repairs a cut-off last fragment),
// but those another attempt is finishing. It returns those it finished.
func (r *Recorder) Recover(ctx context.Context) ([]Finished, error) {
	notes, err := r.d.Store.List()
	if err != nil {
		return nil, err
	}
	var done []Finished
	var errs []error
	for _, note := range notes {
		if note.Server != r.d.Server() || note.Location == "" {
			continue // another server's, or never started uploading: kept for the list
		}
		if !r.claim(note.ID) {
			continue // being recorded, uploaded or retried
		}
		fin, err := r.finishClaimed(ctx, note)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		done = append(done, fin)
	}
	return done, errors.Join(errs...)
}

// claim marks the kept recording id as being worked on: recorded,
// uploaded, recovered or retried. It is false when it already is.
func (r *Recorder) claim(id string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.busy[id] {
		return false
	}
	r.busy[id] = true
	return true
}

func (r *Recorder) release(id string) {
	r.mu.Lock()
	delete(r.busy, id)
	r.mu.Unlock()
}

// finishClaimed finishes a claimed kept recording, releases it, and
// announces its link when the server has it.
func (r *Recorder) finishClaimed(ctx context.Context, note pending.Recording) (Finished, error) {
	defer r.release(note.ID)
	fin, err := r.finish(ctx, note, nil)
	if err == nil {
		r.d.Done(fin)
	}
	return fin, err
}
