package video

import (
	"context"
	"strings"
	"unicode"

	"github.com/reelroom/reelroom/shared/api"
)

// DownloadName is the file name a download of the video gets: its title
// with characters file systems refuse replaced, and .mp4.
func (s *Service) DownloadName(ctx context.Context, videoID int64) (string, error) {
	v, err := s.store.VideoByID(ctx, videoID)
	if err != nil {
		return "", err
	}
	name := strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || strings.ContainsRune(`/\:*?"<>|`, r) {
			return '_'
		}
		return r
	}, v.Title)
	name = strings.Trim(name, " .")
	if name == "" {
		name = "video"
	}
	return clip(name, 120) + ".mp4", nil
}

// CheckDownload allows the owner to download a video once it is ready.
func (s *Service) CheckDownload(ctx context.Context, userID, videoID int64) error {
	v, err := s.owned(ctx, userID, videoID)
	if err != nil {
		return err
	}
	if v.Status != api.VideoOK || v.Interim {
		return api.Errorf(api.CodeVideoNotReady, "Video is uploading, please try again later")
	}
	return nil
}
