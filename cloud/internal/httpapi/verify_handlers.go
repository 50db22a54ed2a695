package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

func (s *Server) verifySend(c *gin.Context) {
	res, err := s.Verifier.Send(c.Request.Context(), userID(c), c.ClientIP())
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, res)
}

func (s *Server) verifyEmail(c *gin.Context) {
	var req api.VerifyEmailRequest
	if !bind(c, &req) {
		return
	}
	if err := s.Verifier.Verify(c.Request.Context(), userID(c), req.Code, c.ClientIP()); err != nil {
		fail(c, err)
		return
	}
	ok(c, nil)
}
