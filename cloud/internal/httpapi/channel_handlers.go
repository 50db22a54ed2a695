package httpapi

import (
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// Rooms (spec 7, /api/channel/*): short handlers over room.Service.

func toAPIChannel(c domain.Channel) api.Channel {
	out := api.Channel{
		ID: c.ID, TeamID: c.TeamID, Name: c.Name, Description: c.Description, IsPrivate: c.IsPrivate,
		IsMember: c.Role != 0, CreatorID: c.CreatorID, MemberCount: c.MemberCount, VideoCount: c.VideoCount,
		Unread: c.Unread, Role: c.Role, CanAddVideo: access.CanAddVideo(c), CreatedAt: rfc3339(c.CreatedAt),
	}
	if c.LastRead != nil {
		at := rfc3339(*c.LastRead)
		out.LastRead = &at
	}
	return out
}

func toAPIChannels(cs []domain.Channel) api.ChannelList {
	out := api.ChannelList{Channels: make([]api.Channel, len(cs))}
	for i, c := range cs {
		out.Channels[i] = toAPIChannel(c)
	}
	return out
}

func toAPIChannelMembers(ms []store.ChannelMember) api.TeamMembers {
	out := api.TeamMembers{Members: make([]api.TeamMember, len(ms))}
	for i, m := range ms {
		out.Members[i] = api.TeamMember{ID: m.UserID, Nickname: m.Nickname, Avatar: m.Avatar, Email: m.Email,
			Role: m.Role, VideoCount: m.VideoCount, IsPending: m.UserID == 0}
		if m.JoinedAt != nil {
			at := rfc3339(*m.JoinedAt)
			out.Members[i].JoinedAt = &at
		}
	}
	return out
}

func (s *Server) channelList(c *gin.Context) {
	id, valid := roomIDParam(c, "teamId")
	if !valid {
		return
	}
	cs, err := s.Rooms.List(c.Request.Context(), userID(c), id)
	respond(c, toAPIChannels(cs), err)
}

func (s *Server) channelBrowse(c *gin.Context) {
	id, valid := roomIDParam(c, "teamId")
	if !valid {
		return
	}
	cs, err := s.Rooms.Browse(c.Request.Context(), userID(c), id)
	respond(c, toAPIChannels(cs), err)
}

func (s *Server) channelCreate(c *gin.Context) {
	var req api.ChannelCreateRequest
	if !bind(c, &req) {
		return
	}
	ch, err := s.Rooms.Create(c.Request.Context(), userID(c), req)
	respond(c, toAPIChannel(ch), err)
}

func (s *Server) channelUpdate(c *gin.Context) {
	var req api.ChannelUpdateRequest
	if !bind(c, &req) {
		return
	}
	ch, err := s.Rooms.Update(c.Request.Context(), userID(c), req)
	respond(c, toAPIChannel(ch), err)
}

func (s *Server) channelDelete(c *gin.Context) {
	id, valid := roomIDParam(c, "id")
	if !valid {
		return
	}
	respond(c, struct{}{}, s.Rooms.Delete(c.Request.Context(), userID(c), id))
}

func (s *Server) channelMembers(c *gin.Context) {
	id, valid := roomIDParam(c, "id")
	if !valid {
		return
	}
	ms, err := s.Rooms.Members(c.Request.Context(), userID(c), id)
	respond(c, toAPIChannelMembers(ms), err)
}

func (s *Server) channelMemberAdd(c *gin.Context) {
	var req api.ChannelMembersRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Rooms.AddMembers(c.Request.Context(), userID(c), req))
}

func (s *Server) channelMemberJoin(c *gin.Context) {
	var req api.ChannelJoinRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Rooms.Join(c.Request.Context(), userID(c), req.ChannelID))
}

func (s *Server) channelMemberQuit(c *gin.Context) {
	id, valid := roomIDParam(c, "id")
	if !valid {
		return
	}
	respond(c, struct{}{}, s.Rooms.Quit(c.Request.Context(), userID(c), id))
}

func (s *Server) channelMemberRemove(c *gin.Context) {
	var req api.ChannelMembersRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Rooms.RemoveMembers(c.Request.Context(), userID(c), req))
}

func (s *Server) channelVideoList(c *gin.Context) {
	id, valid := roomIDParam(c, "id")
	if !valid {
		return
	}
	page := 1
	if raw := c.Query("page"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 {
			fail(c, api.Errorf(api.CodeInvalidParam, "page must be 1 or more"))
			return
		}
		page = n
	}
	feed, err := s.Rooms.Videos(c.Request.Context(), userID(c), id, page)
	if err != nil {
		fail(c, err)
		return
	}
	out := api.ChannelVideos{Channel: toAPIChannel(feed.Channel), Videos: make([]api.Video, len(feed.Videos)), HasMore: feed.HasMore}
	for i, v := range feed.Videos {
		out.Videos[i] = s.toAPIVideo(v)
	}
	ok(c, out)
}

// channelVideoIDs reads the channel_id and video_id query parameters.
func channelVideoIDs(c *gin.Context) (int64, int64, bool) {
	ids, valid := queryIDs(c, "channel_id", "video_id")
	if !valid {
		return 0, 0, false
	}
	return ids[0], ids[1], true
}

func (s *Server) channelVideoDetail(c *gin.Context) {
	ch, id, valid := channelVideoIDs(c)
	if !valid {
		return
	}
	v, err := s.Rooms.Detail(c.Request.Context(), userID(c), viewClient(c), ch, id)
	respond(c, s.toAPIVideo(v), err)
}

func (s *Server) channelVideoDownload(c *gin.Context) {
	ch, id, valid := channelVideoIDs(c)
	if !valid {
		return
	}
	name, err := s.Rooms.Download(c.Request.Context(), userID(c), ch, id)
	respond(c, api.VideoDownload{URL: s.Signer.Sign(mediaPath(id, downloadFile)), FileName: name}, err)
}

func (s *Server) channelVideoForward(c *gin.Context) {
	var req api.ChannelVideoRequest
	if !bind(c, &req) {
		return
	}
	moved, err := s.Rooms.Forward(c.Request.Context(), userID(c), req)
	respond(c, moved, err)
}

func (s *Server) channelVideoFork(c *gin.Context) {
	var req api.ChannelVideoRequest
	if !bind(c, &req) {
		return
	}
	moved, err := s.Rooms.Fork(c.Request.Context(), userID(c), req)
	respond(c, moved, err)
}

func (s *Server) channelVideoMove(c *gin.Context) {
	var req api.ChannelVideoRequest
	if !bind(c, &req) {
		return
	}
	moved, err := s.Rooms.Move(c.Request.Context(), userID(c), req)
	respond(c, moved, err)
}

func (s *Server) channelVideoRemove(c *gin.Context) {
	var req api.ChannelVideoRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Rooms.Remove(c.Request.Context(), userID(c), req))
}
