package video

import (
	"context"
	"errors"
	"strings"
	"unicode"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// downloadName is the file name a download of a video titled title gets:
// the title with characters file systems refuse replaced, and .mp4.
func downloadName(title string) string {
	name := strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || strings.ContainsRune(`/\:*?"<>|`, r) {
			return '_'
		}
		return r
	}, title)
	name = strings.Trim(name, " .")
	if name == "" {
		name = "video"
	}
	return clip(name, 120) + ".mp4"
}

// Media says where a video's files are: the video whose stored files it
// plays (a saved copy plays its original's), and the file name its
// download gets (its own title). Every Range request a player sends asks
// this, so it reads only those two columns.
func (s *Service) Media(ctx context.Context, videoID int64) (filesID int64, download string, err error) {
	filesID, title, err := s.store.VideoFiles(ctx, videoID)
	if err != nil {
		return 0, "", err
	}
	return filesID, downloadName(title), nil
}

var errDownloadClosed = api.Errorf(api.CodeShareClosed, "The video author has turned off download video feature")

var errDownloadPlan = api.Errorf(api.CodeShareClosed, "MP4 download of this video needs its author's Premium plan")

// CheckDownload allows the owner, and viewers holding a link that allows
// it (or in the video's room) when the author's plan has MP4 download
// (Entitlements.Download, Premium), to download a video once it is ready.
// Owners always download their own videos. It answers the download's file
// name.
func (s *Service) CheckDownload(ctx context.Context, a access.Actor, videoID int64) (string, error) {
	v, _, err := s.decideVideo(ctx, a, access.Download, videoID)
	if errors.Is(err, domain.ErrShareClosed) {
		return "", errDownloadClosed
	}
	if err != nil {
		return "", err
	}
	if v.Status != api.VideoOK || v.Interim {
		return "", api.Errorf(api.CodeVideoNotReady, "Video is uploading, please try again later")
	}
	if a.UserID == 0 || a.UserID != v.UserID {
		e, err := s.plans.Entitlements(ctx, v.UserID)
		if err != nil {
			return "", err
		}
		if !e.Download {
			return "", errDownloadPlan
		}
	}
	return downloadName(v.Title), nil
}
