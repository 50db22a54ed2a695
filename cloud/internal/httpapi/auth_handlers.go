package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

func (s *Server) register(c *gin.Context) {
	var req api.RegisterRequest
	if !bind(c, &req) {
		return
	}
	if req.Locale == "" {
		req.Locale = c.GetHeader("Accept-Language") // the language of the account's mail
	}
	pair, err := s.Accounts.Register(c.Request.Context(), req, c.ClientIP())
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, pair)
}

func (s *Server) login(c *gin.Context) {
	var req api.LoginRequest
	if !bind(c, &req) {
		return
	}
	pair, err := s.Accounts.Login(c.Request.Context(), req, c.ClientIP())
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, pair)
}

func (s *Server) refresh(c *gin.Context) {
	var req api.RefreshRequest
	if !bind(c, &req) {
		return
	}
	pair, err := s.Accounts.Refresh(c.Request.Context(), req.RefreshToken, c.ClientIP())
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, pair)
}

func (s *Server) logout(c *gin.Context) {
	if err := s.Accounts.Logout(c.Request.Context(), currentToken(c)); err != nil {
		fail(c, err)
		return
	}
	ok(c, nil)
}

func (s *Server) userInfo(c *gin.Context) {
	p, err := s.Accounts.Info(c.Request.Context(), userID(c))
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, toAPIUser(p))
}
