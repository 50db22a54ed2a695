package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/team"
	"github.com/reelroom/reelroom/shared/api"
)

// Invitations to workspaces and rooms: /api/team/invite/*.

func (s *Server) teamInviteLink(c *gin.Context) {
	var req api.TeamInviteLinkRequest
	if !bind(c, &req) {
		return
	}
	l, err := s.Teams.Link(c.Request.Context(), userID(c), req)
	respond(c, l, err)
}

// teamInviteInfo answers anyone holding the key, signed in or not.
func (s *Server) teamInviteInfo(c *gin.Context) {
	ids, valid := queryIDs(c, "team_id")
	if !valid {
		return
	}
	info, err := s.Teams.Info(c.Request.Context(), actor(c).UserID, ids[0], c.Query("key"))
	respond(c, info, err)
}

func (s *Server) teamInviteJoin(c *gin.Context) {
	var req api.TeamInviteJoinRequest
	if !bind(c, &req) {
		return
	}
	j, err := s.Teams.Join(c.Request.Context(), userID(c), req)
	respond(c, j, err)
}

func (s *Server) teamInviteEmail(c *gin.Context) {
	var req api.TeamInviteEmailRequest
	if !bind(c, &req) {
		return
	}
	res, err := s.Teams.Email(c.Request.Context(), userID(c), req)
	if data, ok := team.Refused(err); ok {
		abortJSON(c, api.CodeInviteRefused.HTTPStatus(), api.Envelope[any]{Code: api.CodeInviteRefused,
			Msg: "Some addresses cannot be invited; nothing was sent", Data: data})
		return
	}
	respond(c, res, err)
}

func (s *Server) teamInvitePending(c *gin.Context) {
	ids, valid := queryIDs(c, "team_id")
	if !valid {
		return
	}
	p, err := s.Teams.Pending(c.Request.Context(), userID(c), ids[0])
	respond(c, p, err)
}

func (s *Server) teamInviteRevoke(c *gin.Context) {
	var req api.TeamInviteRevokeRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Teams.Revoke(c.Request.Context(), userID(c), req))
}
