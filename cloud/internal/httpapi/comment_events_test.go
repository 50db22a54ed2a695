package httpapi_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/comment"
	"github.com/reelroom/reelroom/shared/api"
)

// commentEvents records what the comment service tells, and whether each
// change was already committed when it was told.
type commentEvents struct {
	mu   sync.Mutex
	w    *commentWorld
	t    *testing.T
	seen []string
}

func (e *commentEvents) record(format string, args ...any) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.seen = append(e.seen, fmt.Sprintf(format, args...))
}

func (e *commentEvents) committed(id int64, deleted bool) bool {
	q := "SELECT COUNT(*) FROM comments WHERE id = ? AND deleted_at IS NULL"
	if deleted {
		q = "SELECT COUNT(*) FROM comments WHERE id = ? AND deleted_at IS NOT NULL"
	}
	return e.w.count(e.t, q, id) == 1
}

func (e *commentEvents) CommentPosted(_ context.Context, v comment.View) {
	e.record("posted %d by %s committed=%t", v.ID, v.Author.Nickname, e.committed(v.ID, false))
}

func (e *commentEvents) CommentEdited(_ context.Context, v comment.View) {
	e.record("edited %d to %q committed=%t", v.ID, v.Blocks[0].Text, e.committed(v.ID, false))
}

func (e *commentEvents) CommentDeleted(_ context.Context, videoID, id int64) {
	e.record("deleted %d of %d committed=%t", id, videoID, e.committed(id, true))
}

// TestCommentEvents: the service tells its Events of each change once it
// is committed, and of nothing refused.
func TestCommentEvents(t *testing.T) {
	w := newCommentWorld(t)
	bg := context.Background()
	ev := &commentEvents{w: w, t: t}
	w.App.Comments.SetEvents(ev)
	id := w.post(t, w.bob, w.key, "hello", 0)
	if _, err := w.dan.CommentUpdate(bg, api.CommentUpdateRequest{CommentID: id, ShareKey: w.key, Blocks: textBlocks("x")}); codeOf(err) != api.CodeForbidden {
		t.Fatalf("someone else's edit: %v", err)
	}
	_, err := w.bob.CommentUpdate(bg, api.CommentUpdateRequest{CommentID: id, ShareKey: w.key, Blocks: textBlocks("hello again")})
	must(t, err)
	must(t, w.bob.CommentDelete(bg, id, w.key))
	want := []string{
		fmt.Sprintf("posted %d by Tester committed=true", id),
		fmt.Sprintf("edited %d to \"hello again\" committed=true", id),
		fmt.Sprintf("deleted %d of %d committed=true", id, w.video.ID),
	}
	if fmt.Sprint(ev.seen) != fmt.Sprint(want) {
		t.Fatalf("events = %q, want %q", ev.seen, want)
	}
}
