package room

import (
	"context"
	"errors"
	"fmt"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

// Feed is a page of a room's videos.
type Feed struct {
	Channel domain.Channel
	Videos  []domain.VideoWithOwner
	HasMore bool
}

// Videos is page (from 1) of a room's videos, newest added first, each
// with its author and its comment and unread counts: two queries.
func (s *Service) Videos(ctx context.Context, userID, channelID int64, page int) (Feed, error) {
	if page < 1 {
		return Feed{}, api.Errorf(api.CodeInvalidParam, "page must be 1 or more")
	}
	c, err := s.visible(ctx, userID, channelID, true)
	if err != nil {
		return Feed{}, err
	}
	vs, err := s.store.ChannelFeed(ctx, channelID, userID, (page-1)*api.ChannelVideoPage, api.ChannelVideoPage+1)
	if err != nil {
		return Feed{}, err
	}
	out := Feed{Channel: c, Videos: vs}
	if len(vs) > api.ChannelVideoPage {
		out.Videos, out.HasMore = vs[:api.ChannelVideoPage], true
	}
	return out, nil
}

// decide loads a video of room channelID and decides whether the user may
// do act to it; a video of another room (or none) is not found.
func (s *Service) decide(ctx context.Context, userID int64, act access.Action, channelID, videoID int64) (domain.Video, error) {
	v, o, err := s.videos.Object(ctx, userID, videoID)
	if errors.Is(err, domain.ErrNotFound) || (err == nil && (v.ChannelID == 0 || v.ChannelID != channelID)) {
		return domain.Video{}, errVideoNotFound
	}
	if err != nil {
		return domain.Video{}, err
	}
	return v, decision(userID, act, o)
}

// decision is access.Decide for the user, answering one who may view the
// video but not do act to it that they are not allowed (not that it is not
// found).
func decision(userID int64, act access.Action, o access.Object) error {
	a := access.Actor{UserID: userID}
	err := access.Decide(a, act, o)
	switch {
	case errors.Is(err, domain.ErrNotFound) && act != access.View && access.Decide(a, access.View, o) == nil:
		if act == access.RemoveFromRoom {
			return errCannotRemove
		}
		return errNotMember
	case errors.Is(err, domain.ErrNotFound):
		return errVideoNotFound
	case err != nil:
		return fmt.Errorf("room: %w", err)
	}
	return nil
}

// Detail is a video of a room as its viewers see it (the view counts as
// the video detail's does).
func (s *Service) Detail(ctx context.Context, userID int64, c video.Client, channelID, videoID int64) (domain.VideoWithOwner, error) {
	if _, err := s.decide(ctx, userID, access.View, channelID, videoID); err != nil {
		return domain.VideoWithOwner{}, err
	}
	return s.videos.View(ctx, access.Actor{UserID: userID}, c, videoID)
}

// Download checks that the user may download a video of a room, and
// answers its file name.
func (s *Service) Download(ctx context.Context, userID, channelID, videoID int64) (string, error) {
	// A member the author does not let download is told so by CheckDownload.
	if _, err := s.decide(ctx, userID, access.Download, channelID, videoID); err != nil && !errors.Is(err, domain.ErrShareClosed) {
		return "", err
	}
	return s.videos.CheckDownload(ctx, access.Actor{UserID: userID}, videoID)
}

// MarkVideoRead marks the comments of a room's video read for the user.
func (s *Service) MarkVideoRead(ctx context.Context, userID, channelID, videoID int64) error {
	if _, err := s.decide(ctx, userID, access.View, channelID, videoID); err != nil {
		return err
	}
	return s.store.MarkCommentsRead(ctx, userID, videoID)
}

// Remove takes a video out of its room (room admins, or its author); it
// goes back to its author's My Videos root.
func (s *Service) Remove(ctx context.Context, userID int64, req api.ChannelVideoRequest) error {
	if _, err := s.visible(ctx, userID, req.ChannelID, false); err != nil {
		return err
	}
	if _, err := s.decide(ctx, userID, access.RemoveFromRoom, req.ChannelID, req.VideoID); err != nil {
		return err
	}
	if err := s.store.TakeOutOfRoom(ctx, req.VideoID, req.ChannelID, s.now()); err != nil {
		if errors.Is(err, domain.ErrNotFound) {
			return errVideoNotFound
		}
		return err
	}
	s.events.VideoRemoved(ctx, req.ChannelID, req.VideoID)
	return nil
}

// into checks that the user may put a video into room channelID (0: their
// own My Videos): one of its members who passes its role check (only
// workspace owners and admins into 'All hands').
func (s *Service) into(ctx context.Context, userID, channelID int64) error {
	if channelID == 0 {
		return nil
	}
	c, err := s.member(ctx, userID, channelID)
	if err != nil {
		return err
	}
	if !access.CanAddVideo(c) {
		return errCannotAdd
	}
	return nil
}

// Forward puts a copy of a video the user may save (a copy that plays the
// same stored files) into room ChannelID, or into their My Videos root for
// 0, as theirs.
func (s *Service) Forward(ctx context.Context, userID int64, req api.ChannelVideoRequest) (api.ChannelVideoMoved, error) {
	src, o, err := s.videos.Object(ctx, userID, req.VideoID)
	if errors.Is(err, domain.ErrNotFound) {
		return api.ChannelVideoMoved{}, errVideoNotFound
	}
	if err != nil {
		return api.ChannelVideoMoved{}, err
	}
	switch err := decision(userID, access.Save, o); {
	case errors.Is(err, domain.ErrShareClosed):
		return api.ChannelVideoMoved{}, errSaveClosed
	case err != nil:
		return api.ChannelVideoMoved{}, err
	}
	if err := s.into(ctx, userID, req.ChannelID); err != nil {
		return api.ChannelVideoMoved{}, err
	}
	return s.copyInto(ctx, userID, src, req.ChannelID)
}

// Fork puts a copy of a room's video into the user's My Videos root.
func (s *Service) Fork(ctx context.Context, userID int64, req api.ChannelVideoRequest) (api.ChannelVideoMoved, error) {
	src, err := s.decide(ctx, userID, access.Save, req.ChannelID, req.VideoID)
	if errors.Is(err, domain.ErrShareClosed) {
		return api.ChannelVideoMoved{}, errSaveClosed
	}
	if err != nil {
		return api.ChannelVideoMoved{}, err
	}
	return s.copyInto(ctx, userID, src, 0)
}

// copyInto makes a copy of src, owned by userID, in room channelID (0: the
// root of their My Videos). It counts toward the user's plan.
func (s *Service) copyInto(ctx context.Context, userID int64, src domain.Video, channelID int64) (api.ChannelVideoMoved, error) {
	if src.Status != api.VideoOK || src.Interim {
		return api.ChannelVideoMoved{}, errSourceReady
	}
	now := s.now()
	cp := domain.Video{
		UserID: userID, ChannelID: channelID, Title: src.Title, Status: api.VideoOK, CanDownloadShare: true, Version: 1,
		DurationMs: src.DurationMs, SizeBytes: src.SizeBytes, Width: src.Width, Height: src.Height,
		HasCover: src.HasCover, MediaID: src.FilesID(), CreatedAt: now, UpdatedAt: now,
	}
	if channelID != 0 {
		cp.AddedAt = &now
	}
	if err := s.videos.CreateWithinPlan(ctx, &cp); err != nil {
		return api.ChannelVideoMoved{}, err
	}
	if channelID != 0 {
		s.added(ctx, userID, cp)
	}
	return api.ChannelVideoMoved{VideoID: cp.ID, ChannelID: channelID}, nil
}

// Move takes the user's own video from where it is (My Videos or a room)
// into room ChannelID (0: the root of My Videos).
func (s *Service) Move(ctx context.Context, userID int64, req api.ChannelVideoRequest) (api.ChannelVideoMoved, error) {
	if err := s.into(ctx, userID, req.ChannelID); err != nil {
		return api.ChannelVideoMoved{}, err
	}
	now := s.now()
	from, err := s.store.PlaceVideo(ctx, userID, req.VideoID, req.ChannelID, now)
	if errors.Is(err, domain.ErrNotFound) {
		return api.ChannelVideoMoved{}, errVideoNotFound
	}
	if err != nil {
		return api.ChannelVideoMoved{}, err
	}
	out := api.ChannelVideoMoved{VideoID: req.VideoID, ChannelID: req.ChannelID}
	if from == req.ChannelID {
		return out, nil
	}
	if from != 0 {
		s.events.VideoRemoved(ctx, from, req.VideoID)
	}
	if req.ChannelID != 0 {
		if v, _, err := s.videos.Object(ctx, userID, req.VideoID); err == nil {
			s.added(ctx, userID, v)
		}
	}
	return out, nil
}

// added tells a room's watchers of v; what cannot be loaded for the event
// is left out (the video is there all the same).
func (s *Service) added(ctx context.Context, userID int64, v domain.Video) {
	owner, err := s.store.UserByID(ctx, v.UserID)
	if err != nil {
		return
	}
	s.events.VideoAdded(ctx, v.ChannelID, domain.VideoWithOwner{Video: v, Owner: owner})
}
