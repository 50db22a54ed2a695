// The recovery note: the small file a recording's crash recovery depends
// on. A note that cannot be written is never passed over in silence: it is
// logged, the recorder's state says recovery is not guaranteed, and the app
// hears of it (Deps.NoteUnsaved) to tell the user.

package recorder

import (
	"fmt"

	"github.com/reelroom/reelroom/desktop/internal/pending"
)

// Notes keeps the recordings' notes and files until the server has them
// (*pending.Store).
type Notes interface {
	New(pending.Recording) (pending.Recording, error)
	Save(pending.Recording) error
	List() ([]pending.Recording, error)
	Remove(pending.Recording) error
	Media(pending.Recording) string
}

// NoteError is what Deps.NoteUnsaved hears: the note of the recording
// VideoID could not be written, so a crash from now on may lose what the
// note would have told the next start.
type NoteError struct {
	VideoID int64
	Title   string
	Err     error
}

func (e *NoteError) Error() string {
	return fmt.Sprintf("recorder: the recovery note of video %d could not be saved: %v", e.VideoID, e.Err)
}

func (e *NoteError) Unwrap() error { return e.Err }

// keepNote saves note; a failure is logged, marks the recording under way
// (if note is its note) as not safe to recover, and is told to the app. It
// says whether the note was saved.
func (r *Recorder) keepNote(note pending.Recording) bool {
	err := r.d.Store.Save(note)
	if err == nil {
		return true
	}
	r.noteFailed(note, err)
	return false
}

// noteFailed is keepNote's failure path, for a note write that failed.
func (r *Recorder) noteFailed(note pending.Recording, err error) {
	r.d.Log.Error("recorder: save the recovery note; a crash now may lose this recording", "video_id", note.VideoID, "err", err)
	r.mu.Lock()
	if r.note.ID == note.ID {
		r.noteAtRisk = true
	}
	r.mu.Unlock()
	if r.d.NoteUnsaved != nil {
		r.d.NoteUnsaved(&NoteError{VideoID: note.VideoID, Title: note.Title, Err: err})
	}
}

// forgetNote removes note and its file (the server has the video, or it was
// discarded); a failure leaves a stale entry in the pending list, logged.
func (r *Recorder) forgetNote(note pending.Recording) {
	if err := r.d.Store.Remove(note); err != nil {
		r.d.Log.Warn("recorder: remove a finished recording's note", "video_id", note.VideoID, "err", err)
	}
}
