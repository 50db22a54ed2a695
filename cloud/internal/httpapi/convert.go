package httpapi

import (
	"strconv"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/account"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/shared/api"
)

func toAPIUser(p account.Profile) api.User {
	return api.User{
		ID: p.User.ID, Nickname: p.User.Nickname, Avatar: p.User.Avatar, Email: p.User.Email,
		Phone: p.User.Phone, Gender: p.User.Gender, IsVip: p.Entitlements.VideoLimit == api.Unlimited,
		VideoCount: p.VideoCount, VideoLimit: p.Entitlements.VideoLimit, Entitlements: p.Entitlements,
		EmailVerified: p.User.VerifiedAt != nil,
	}
}

func rfc3339(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// mediaPath is the unsigned path of one of a video's files.
func mediaPath(videoID int64, file string) string {
	return "/api/media/videos/" + strconv.FormatInt(videoID, 10) + "/" + file
}

// WireVideo is a video as the API shows it (a room's live events carry it).
func (s *Server) WireVideo(v domain.VideoWithOwner) api.Video { return s.toAPIVideo(v) }

// toAPIVideo converts a video for the wire; its file URLs are signed, and
// given only once the files exist.
func (s *Server) toAPIVideo(v domain.VideoWithOwner) api.Video {
	out := api.Video{
		ID: v.ID, Name: v.Title, Title: v.Title, Status: v.Status, FailReason: v.FailReason, ShareKey: v.ShareKey,
		CanDownloadShare: v.CanDownloadShare, HasShared: v.ShareKey != "", Comments: v.Comments, Unread: v.Unread,
		User:    api.VideoUser{ID: v.Owner.ID, Nickname: v.Owner.Nickname, Avatar: v.Owner.Avatar},
		Version: v.Version, Duration: v.DurationMs, Width: v.Width, Height: v.Height,
		Size: v.SizeBytes, Views: v.Views, CreatedAt: rfc3339(v.CreatedAt),
		UpdatedAt: rfc3339(v.UpdatedAt), Pid: v.FolderID, ItemType: "video", ChannelID: v.ChannelID,
	}
	if v.SharedAt != nil {
		at := rfc3339(*v.SharedAt)
		out.SharedAt = &at
	}
	if v.Status == api.VideoOK && v.Interim {
		out.PlayURL = s.Signer.Sign(mediaPath(v.ID, liveFile))
	} else if v.Status == api.VideoOK {
		out.PlayURL = s.Signer.Sign(mediaPath(v.ID, media.VideoFile))
		if v.HasCover {
			out.Cover = s.Signer.Sign(mediaPath(v.ID, media.CoverFile))
		}
	}
	return out
}
