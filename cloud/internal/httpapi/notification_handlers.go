package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// Notifications (spec 7, /api/notification/*): short handlers over
// notify.Service; each answers only the caller's own.

func (s *Server) notificationUnread(c *gin.Context) {
	l, err := s.Notify.Unread(c.Request.Context(), userID(c))
	respond(c, l, err)
}

func (s *Server) notificationRead(c *gin.Context) {
	ids, valid := queryIDs(c, "nid")
	if !valid {
		return
	}
	l, err := s.Notify.Read(c.Request.Context(), userID(c), ids[0])
	respond(c, l, err)
}

func (s *Server) notificationList(c *gin.Context) {
	ids, valid := queryIDs(c, "nid")
	if !valid {
		return
	}
	l, err := s.Notify.List(c.Request.Context(), userID(c), ids[0])
	respond(c, l, err)
}

// notificationMark is PUT /notification/read/{id} (read true) and
// /notification/unread/{id}.
func (s *Server) notificationMark(read bool) gin.HandlerFunc {
	return func(c *gin.Context) {
		id, valid := idParam(c, "id")
		if !valid {
			return
		}
		n, err := s.Notify.SetRead(c.Request.Context(), userID(c), id, read)
		respond(c, n, err)
	}
}

func (s *Server) notificationReadAll(c *gin.Context) {
	n, err := s.Notify.ReadAll(c.Request.Context(), userID(c))
	respond(c, n, err)
}

func (s *Server) notificationDelete(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	n, err := s.Notify.Delete(c.Request.Context(), userID(c), id)
	respond(c, n, err)
}

func (s *Server) notificationEmpty(c *gin.Context) {
	n, err := s.Notify.Empty(c.Request.Context(), userID(c))
	respond(c, n, err)
}

func (s *Server) notificationSettings(c *gin.Context) {
	set, err := s.Notify.Settings(c.Request.Context(), userID(c))
	respond(c, set, err)
}

func (s *Server) notificationSetSettings(c *gin.Context) {
	var req api.NotificationSettings
	if !bind(c, &req) {
		return
	}
	set, err := s.Notify.SetSettings(c.Request.Context(), userID(c), req)
	respond(c, set, err)
}

// notificationUnsubscribe takes the token from ?token= (the RFC 8058
// one-click POST mail clients send, whose form body only says
// List-Unsubscribe=One-Click) or else from the JSON body (the web page).
func (s *Server) notificationUnsubscribe(c *gin.Context) {
	req := api.NotificationUnsubscribeRequest{Token: c.Query("token")}
	if req.Token == "" && !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Notify.Unsubscribe(c.Request.Context(), req.Token))
}
