package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// The desktop sign-in handoff (see api.HandoffBindRequest): the web app binds,
// the desktop app exchanges its code or polls.

func (s *Server) handoffBind(c *gin.Context) {
	var req api.HandoffBindRequest
	if !bind(c, &req) {
		return
	}
	res, err := s.Accounts.BindHandoff(c.Request.Context(), userID(c), req)
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, res)
}

func (s *Server) handoffExchange(c *gin.Context) {
	var req api.HandoffExchangeRequest
	if !bind(c, &req) {
		return
	}
	pair, err := s.Accounts.ExchangeHandoff(c.Request.Context(), req)
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, pair)
}

func (s *Server) handoffPoll(c *gin.Context) {
	var req api.HandoffPollRequest
	if !bind(c, &req) {
		return
	}
	res, err := s.Accounts.PollHandoff(c.Request.Context(), req)
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, res)
}
