package comment

import (
	"context"
	"slices"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// View is a comment as readers see it: with its author, the comment it
// quotes (if a reply), and whether a live comment replies to it.
type View struct {
	domain.Comment
	Author  domain.User
	Quote   *Quote
	Replied bool
}

// Quote is the comment a reply quotes; a deleted one has no blocks.
type Quote struct {
	domain.Comment
	Author domain.User
}

// Page is a page of a video's comments, oldest first.
type Page struct {
	Comments []View
	HasMore  bool
}

// History is the page of the video's live comments just older than comment
// before (the newest page when 0), for anyone who may view the video. The
// newest page marks every comment so far read for a signed-in reader.
func (s *Service) History(ctx context.Context, a access.Actor, videoID, channelID, before int64) (Page, error) {
	v, err := s.decide(ctx, a, access.View, videoID, 0)
	if err != nil {
		return Page{}, err
	}
	if err := inRoom(v, channelID); err != nil {
		return Page{}, err
	}
	if before == 0 && a.UserID != 0 {
		if err := s.store.MarkCommentsRead(ctx, a.UserID, videoID); err != nil {
			return Page{}, err
		}
	}
	cs, err := s.store.CommentPage(ctx, videoID, before, api.CommentPageSize+1)
	if err != nil {
		return Page{}, err
	}
	page := Page{HasMore: len(cs) > api.CommentPageSize}
	cs = cs[:min(len(cs), api.CommentPageSize)]
	slices.Reverse(cs)
	page.Comments, err = s.views(ctx, cs)
	return page, err
}

// views gives comments their authors, quotes and replied flags, in a few
// queries for the whole page.
func (s *Service) views(ctx context.Context, cs []domain.Comment) ([]View, error) {
	ids, parents := make([]int64, len(cs)), []int64{}
	for i, c := range cs {
		ids[i] = c.ID
		if c.ParentID != 0 {
			parents = append(parents, c.ParentID)
		}
	}
	quoted, err := s.store.CommentsByIDs(ctx, parents)
	if err != nil {
		return nil, err
	}
	replied, err := s.store.RepliedTo(ctx, ids)
	if err != nil {
		return nil, err
	}
	userIDs := []int64{}
	for _, c := range cs {
		userIDs = append(userIDs, c.UserID)
	}
	for _, q := range quoted {
		userIDs = append(userIDs, q.UserID)
	}
	users, err := s.store.UsersByIDs(ctx, userIDs)
	if err != nil {
		return nil, err
	}
	out := make([]View, len(cs))
	for i, c := range cs {
		out[i] = View{Comment: c, Author: users[c.UserID], Replied: replied[c.ID]}
		if c.ParentID == 0 {
			continue
		}
		q, ok := quoted[c.ParentID]
		if !ok { // removed with its author's account
			q = domain.Comment{ID: c.ParentID, DeletedAt: &c.CreatedAt}
		}
		out[i].Quote = &Quote{Comment: q, Author: users[q.UserID]}
	}
	return out, nil
}

// view is one comment as readers see it.
func (s *Service) view(ctx context.Context, c domain.Comment) (View, error) {
	vs, err := s.views(ctx, []domain.Comment{c})
	if err != nil {
		return View{}, err
	}
	return vs[0], nil
}
