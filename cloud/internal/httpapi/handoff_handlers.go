package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// The desktop sign-in handoff (see api.HandoffStartRequest): the app starts
// and polls or exchanges; the web app reads who asks, binds and approves.

func (s *Server) handoffStart(c *gin.Context) {
	var req api.HandoffStartRequest
	if !bind(c, &req) {
		return
	}
	res, err := s.Accounts.StartHandoff(c.Request.Context(), req, c.ClientIP())
	respond(c, res, err)
}

func (s *Server) handoffInfo(c *gin.Context) {
	res, err := s.Accounts.HandoffInfo(c.Request.Context(), c.Query("checkuid"), c.ClientIP())
	respond(c, res, err)
}

func (s *Server) handoffBind(c *gin.Context) {
	var req api.HandoffBindRequest
	if !bind(c, &req) {
		return
	}
	res, err := s.Accounts.BindHandoff(c.Request.Context(), userID(c), req)
	respond(c, res, err)
}

func (s *Server) handoffApprove(c *gin.Context) {
	var req api.HandoffApproveRequest
	if !bind(c, &req) {
		return
	}
	respond(c, nil, s.Accounts.ApproveHandoff(c.Request.Context(), userID(c), req))
}

func (s *Server) handoffExchange(c *gin.Context) {
	var req api.HandoffExchangeRequest
	if !bind(c, &req) {
		return
	}
	pair, err := s.Accounts.ExchangeHandoff(c.Request.Context(), req)
	respond(c, pair, err)
}

func (s *Server) handoffPoll(c *gin.Context) {
	var req api.HandoffPollRequest
	if !bind(c, &req) {
		return
	}
	res, err := s.Accounts.PollHandoff(c.Request.Context(), req)
	respond(c, res, err)
}
