package video

import (
	"context"
	"errors"
	"fmt"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// videoObject is v as the access decision about userID needs it: its owner,
// whether it is in the trash or failed, the links that reach it (its own
// and those of the shared folders above it), and for a room video what
// userID is to the room.
func (s *Service) videoObject(ctx context.Context, userID int64, v domain.Video) (access.Object, error) {
	o := access.Object{
		OwnerID: v.UserID, Trashed: v.TrashedAt != nil, Hidden: v.Status == api.VideoFail,
		CanDownload: v.CanDownloadShare,
		Links: []access.Link{{Key: v.ShareKey, Enabled: v.ShareScope != "", Scope: v.ShareScope,
			CanDownload: v.CanDownloadShare}},
	}
	if v.ChannelID != 0 {
		room, err := s.roomOf(ctx, userID, v.ChannelID)
		o.Room = room
		return o, err
	}
	if v.FolderID == 0 {
		return o, nil
	}
	chain, err := s.store.FolderChain(ctx, v.FolderID)
	if errors.Is(err, domain.ErrNotFound) {
		return o, nil // a folder erased from under it shares nothing; its owner still sees it
	}
	if err != nil {
		return access.Object{}, fmt.Errorf("video: folders above video %d: %w", v.ID, err)
	}
	above := folderObject(chain)
	o.Trashed = o.Trashed || above.Trashed
	o.Links = append(o.Links, above.Links...)
	return o, nil
}

// folderObject is the last folder of chain (a folder and those above it,
// root first) as the access decision needs it.
func folderObject(chain []domain.Folder) access.Object {
	f := chain[len(chain)-1]
	o := access.Object{OwnerID: f.UserID}
	for _, c := range chain {
		if c.UserID != f.UserID {
			continue // never the case; a link of someone else's folder reaches nothing of f's owner
		}
		o.Trashed = o.Trashed || c.TrashedAt != nil
		o.Links = append(o.Links, folderLink(c))
	}
	return o
}

func folderLink(f domain.Folder) access.Link {
	return access.Link{Key: f.ShareKey, Enabled: f.ShareEnabled, CanDownload: f.CanDownloadShare}
}

// roomOf is what userID is to room channelID, for the access decision.
func (s *Service) roomOf(ctx context.Context, userID, channelID int64) (*access.Room, error) {
	c, err := s.store.RoomFacts(ctx, userID, channelID)
	if errors.Is(err, domain.ErrNotFound) {
		return &access.Room{Private: true}, nil // a room gone from under it opens to no one but the owner
	}
	if err != nil {
		return nil, fmt.Errorf("video: room %d: %w", channelID, err)
	}
	return RoomAccess(c), nil
}

// RoomAccess is a room as the access decision needs it, from what the
// asking user is to it.
func RoomAccess(c domain.Channel) *access.Room { return access.RoomOf(c) }

// decideVideo loads a video and decides whether a may do act to it; an
// unknown video is domain.ErrNotFound like one a may not know of.
func (s *Service) decideVideo(ctx context.Context, a access.Actor, act access.Action, videoID int64) (domain.Video, access.Object, error) {
	v, o, err := s.Object(ctx, a.UserID, videoID)
	if err != nil {
		return domain.Video{}, access.Object{}, err
	}
	if err := access.Decide(a, act, o); err != nil {
		return domain.Video{}, access.Object{}, fmt.Errorf("video %d: %w", videoID, err)
	}
	return v, o, nil
}

// decideFolder loads a folder with those above it and decides whether a may
// do act to it.
func (s *Service) decideFolder(ctx context.Context, a access.Actor, act access.Action, folderID int64) ([]domain.Folder, error) {
	chain, err := s.store.FolderChain(ctx, folderID)
	if err != nil {
		return nil, err
	}
	if err := access.Decide(a, act, folderObject(chain)); err != nil {
		return nil, fmt.Errorf("folder %d: %w", folderID, err)
	}
	return chain, nil
}

// Object loads a video with what the access decision about userID (0:
// anonymous) needs of it, for services that decide on something of a
// video's (its comments, its room); an unknown video is domain.ErrNotFound.
func (s *Service) Object(ctx context.Context, userID, videoID int64) (domain.Video, access.Object, error) {
	v, err := s.store.VideoByID(ctx, videoID)
	if err != nil {
		return domain.Video{}, access.Object{}, err
	}
	o, err := s.videoObject(ctx, userID, v)
	return v, o, err
}
