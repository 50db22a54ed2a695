package video

import (
	"context"
	"errors"
	"fmt"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// videoObject is v as the access decision needs it: its owner, whether it is
// in the trash or failed, and the links that reach it (its own and those of
// the shared folders above it).
func (s *Service) videoObject(ctx context.Context, v domain.Video) (access.Object, error) {
	o := access.Object{
		OwnerID: v.UserID, Trashed: v.TrashedAt != nil, Hidden: v.Status == api.VideoFail,
		Links: []access.Link{{Key: v.ShareKey, Enabled: v.ShareScope == api.SharePublic, CanDownload: v.CanDownloadShare}},
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

// decideVideo loads a video and decides whether a may do act to it; an
// unknown video is domain.ErrNotFound like one a may not know of.
func (s *Service) decideVideo(ctx context.Context, a access.Actor, act access.Action, videoID int64) (domain.Video, access.Object, error) {
	v, o, err := s.Object(ctx, videoID)
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

// Object loads a video with what the access decision needs of it, for
// services that decide on something of a video's (its comments); an unknown
// video is domain.ErrNotFound.
func (s *Service) Object(ctx context.Context, videoID int64) (domain.Video, access.Object, error) {
	v, err := s.store.VideoByID(ctx, videoID)
	if err != nil {
		return domain.Video{}, access.Object{}, err
	}
	o, err := s.videoObject(ctx, v)
	return v, o, err
}
