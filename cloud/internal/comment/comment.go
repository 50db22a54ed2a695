// Package comment is timeline comments on videos: posting, replying,
// editing, deleting and reading them page by page. Every call asks
// access.Decide about the video (and the comment's author) first.
package comment

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// Store is what comments need of the database.
type Store interface {
	UserByID(ctx context.Context, id int64) (domain.User, error)
	UsersByIDs(ctx context.Context, ids []int64) (map[int64]domain.User, error)
	CreateComment(ctx context.Context, c *domain.Comment) error
	CommentByID(ctx context.Context, id int64) (domain.Comment, error)
	CommentsByIDs(ctx context.Context, ids []int64) (map[int64]domain.Comment, error)
	CommentPage(ctx context.Context, videoID, before int64, limit int) ([]domain.Comment, error)
	RepliedTo(ctx context.Context, ids []int64) (map[int64]bool, error)
	Commenters(ctx context.Context, videoID int64) ([]int64, error)
	ChannelMemberIDs(ctx context.Context, channelID int64) ([]int64, error)
	MarkCommentsRead(ctx context.Context, userID, videoID int64) error
	UpdateComment(ctx context.Context, id int64, blocks []api.CommentBlock, at time.Time) error
	DeleteComment(ctx context.Context, id int64, at time.Time) error
}

// Videos loads a video with what the access decision needs (video.Service).
type Videos interface {
	Object(ctx context.Context, userID, videoID int64) (domain.Video, access.Object, error)
}

// Events hears of comments once they are committed, to tell those watching
// the video (the spec's im:new, im:edit and im:delete). It must not block.
type Events interface {
	CommentPosted(ctx context.Context, v View)
	CommentEdited(ctx context.Context, v View)
	CommentDeleted(ctx context.Context, videoID, commentID int64)
}

type noEvents struct{}

func (noEvents) CommentPosted(context.Context, View)          {}
func (noEvents) CommentEdited(context.Context, View)          {}
func (noEvents) CommentDeleted(context.Context, int64, int64) {}

// Service is the comment use cases.
type Service struct {
	store  Store
	videos Videos
	events Events
	now    func() time.Time
}

// New makes a Service that tells no one of changes until SetEvents.
func New(st Store, videos Videos) *Service {
	return &Service{store: st, videos: videos, events: noEvents{}, now: func() time.Time { return time.Now().UTC() }}
}

// SetEvents makes the service tell e of every change.
func (s *Service) SetEvents(e Events) { s.events = e }

var (
	errVideoNotFound   = api.Errorf(api.CodeNotFound, "Video not found")
	errCommentNotFound = api.Errorf(api.CodeNotFound, "Comment not found")
	errNotAuthor       = api.Errorf(api.CodeForbidden, "Only its author can edit or delete a comment")
)

// decide loads video id and decides whether a may do act to it, or to a
// comment on it by author.
func (s *Service) decide(ctx context.Context, a access.Actor, act access.Action, videoID, author int64) (domain.Video, error) {
	v, o, err := s.videos.Object(ctx, a.UserID, videoID)
	if err != nil {
		return domain.Video{}, notFound(err, errVideoNotFound)
	}
	o.AuthorID = author
	switch err := access.Decide(a, act, o); {
	case errors.Is(err, domain.ErrNotFound):
		return domain.Video{}, errVideoNotFound
	case errors.Is(err, domain.ErrForbidden):
		return domain.Video{}, errNotAuthor
	case err != nil:
		return domain.Video{}, fmt.Errorf("comment: video %d: %w", videoID, err)
	}
	return v, nil
}

// inRoom checks that v is in room channelID when the caller names one (0:
// names none).
func inRoom(v domain.Video, channelID int64) error {
	if channelID != 0 && v.ChannelID != channelID {
		return errVideoNotFound
	}
	return nil
}

// notFound answers nf for a domain.ErrNotFound and err otherwise.
func notFound(err error, nf error) error {
	if errors.Is(err, domain.ErrNotFound) {
		return nf
	}
	return err
}

// Post adds a comment, or a reply to a comment of the same video, as a,
// and answers it as readers see it.
func (s *Service) Post(ctx context.Context, a access.Actor, req api.CommentPostRequest) (View, error) {
	v, err := s.decide(ctx, a, access.Comment, req.VideoID, 0)
	if err != nil {
		return View{}, err
	}
	if err := inRoom(v, req.ChannelID); err != nil {
		return View{}, err
	}
	c := domain.Comment{VideoID: v.ID, UserID: a.UserID, ParentID: req.ParentID}
	if c.PlayedMs, err = playedTime(v, req.PlayedTime); err != nil {
		return View{}, err
	}
	if err := s.checkParent(ctx, v.ID, req.ParentID); err != nil {
		return View{}, err
	}
	if c.Blocks, err = s.checkBlocks(ctx, v, req.Blocks); err != nil {
		return View{}, err
	}
	now := s.now()
	c.CreatedAt, c.UpdatedAt = now, now
	if err := s.store.CreateComment(ctx, &c); err != nil {
		return View{}, notFound(err, errVideoNotFound)
	}
	view, err := s.view(ctx, c)
	if err != nil {
		return View{}, err
	}
	s.events.CommentPosted(ctx, view)
	return view, nil
}

// checkParent checks that a reply quotes a comment of the same video (a
// deleted one may be quoted: the quote shows it deleted).
func (s *Service) checkParent(ctx context.Context, videoID, parentID int64) error {
	if parentID == 0 {
		return nil
	}
	p, err := s.store.CommentByID(ctx, parentID)
	if err == nil && p.VideoID != videoID {
		err = domain.ErrNotFound
	}
	return notFound(err, errCommentNotFound)
}

// authored loads a live comment and decides whether a may edit or delete it.
func (s *Service) authored(ctx context.Context, a access.Actor, id int64) (domain.Comment, domain.Video, error) {
	c, err := s.store.CommentByID(ctx, id)
	if err == nil && c.DeletedAt != nil {
		err = domain.ErrNotFound
	}
	if err != nil {
		return domain.Comment{}, domain.Video{}, notFound(err, errCommentNotFound)
	}
	v, err := s.decide(ctx, a, access.EditComment, c.VideoID, c.UserID)
	if errors.Is(err, errVideoNotFound) {
		err = errCommentNotFound // never tell a comment's video apart from the comment
	}
	return c, v, err
}

// Update replaces the blocks of a's own comment and answers it as it now is.
func (s *Service) Update(ctx context.Context, a access.Actor, req api.CommentUpdateRequest) (View, error) {
	c, v, err := s.authored(ctx, a, req.CommentID)
	if err != nil {
		return View{}, err
	}
	if c.Blocks, err = s.checkBlocks(ctx, v, req.Blocks); err != nil {
		return View{}, err
	}
	c.UpdatedAt = s.now()
	if err := s.store.UpdateComment(ctx, c.ID, c.Blocks, c.UpdatedAt); err != nil {
		return View{}, notFound(err, errCommentNotFound)
	}
	view, err := s.view(ctx, c)
	if err != nil {
		return View{}, err
	}
	s.events.CommentEdited(ctx, view)
	return view, nil
}

// Delete deletes a's own comment.
func (s *Service) Delete(ctx context.Context, a access.Actor, id int64) error {
	c, _, err := s.authored(ctx, a, id)
	if err != nil {
		return err
	}
	if err := s.store.DeleteComment(ctx, id, s.now()); err != nil {
		return notFound(err, errCommentNotFound)
	}
	s.events.CommentDeleted(ctx, c.VideoID, c.ID)
	return nil
}
