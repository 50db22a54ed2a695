package team

import (
	"time"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

func rfc3339(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// IconURL is where a workspace's icon is served ("" when it has none).
func IconURL(key string) string {
	if key == "" {
		return ""
	}
	return IconPath + key
}

func teamWire(t domain.Team, c domain.TeamCounts) api.Team {
	return api.Team{ID: t.ID, Name: t.Name, Icon: IconURL(t.IconKey), Role: t.Role, OwnerID: t.OwnerID,
		MemberCount: c.Members, PendingInviteCount: c.Pending, ChannelCount: c.Channels, VideoCount: c.Videos,
		CreatedAt: rfc3339(t.CreatedAt), Channels: []api.Channel{}}
}

func channelWire(c domain.Channel) api.Channel {
	w := api.Channel{ID: c.ID, TeamID: c.TeamID, Name: c.Name, Description: c.Description, IsPrivate: c.IsPrivate,
		IsMember: c.Role != 0, CreatorID: c.CreatorID, MemberCount: c.MemberCount, VideoCount: c.VideoCount,
		Unread: c.Unread, Role: c.Role, CanAddVideo: access.CanAddVideo(c), CreatedAt: rfc3339(c.CreatedAt)}
	if c.LastRead != nil {
		s := rfc3339(*c.LastRead)
		w.LastRead = &s
	}
	return w
}

func memberWire(m domain.TeamMember) api.TeamMember {
	joined := rfc3339(m.JoinedAt)
	return api.TeamMember{ID: m.UserID, Nickname: m.Nickname, Avatar: m.Avatar, Email: m.Email, Role: int(m.Role),
		VideoCount: m.VideoCount, JoinedAt: &joined}
}
