package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// Read marks of rooms (spec 7, /api/lastread/*).

func (s *Server) lastReadChannel(c *gin.Context) {
	var req api.LastReadChannelRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Rooms.MarkRead(c.Request.Context(), userID(c), req.ChannelID))
}

func (s *Server) lastReadVideo(c *gin.Context) {
	var req api.LastReadVideoRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Rooms.MarkVideoRead(c.Request.Context(), userID(c), req.ChannelID, req.VideoID))
}
