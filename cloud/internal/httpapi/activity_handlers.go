package httpapi

import (
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// The invitation program, the gift month and the old-user privilege
// (spec 7's /activity/* calls); package plan decides.

// invitationSummary is GET /activity/invitation.
func (s *Server) invitationSummary(c *gin.Context) {
	sum, err := s.Plans.Summary(c.Request.Context(), userID(c))
	respond(c, sum, err)
}

// invitationList is GET /activity/invitation/list?page=N (from 1; 20 a page).
func (s *Server) invitationList(c *gin.Context) {
	page, err := strconv.Atoi(c.DefaultQuery("page", "1"))
	if err != nil || page < 1 {
		fail(c, api.Errorf(api.CodeInvalidParam, "page must be a number from 1"))
		return
	}
	p, err := s.Plans.Page(c.Request.Context(), userID(c), page)
	respond(c, p, err)
}

// freeVipCheck is GET /activity/free-vip/check.
func (s *Server) freeVipCheck(c *gin.Context) {
	r, err := s.Plans.GiftCheck(c.Request.Context(), userID(c))
	respond(c, r, err)
}

// freeVipClaim is POST /activity/free-vip/claim.
func (s *Server) freeVipClaim(c *gin.Context) {
	r, err := s.Plans.ClaimGift(c.Request.Context(), userID(c))
	respond(c, r, err)
}

// privilegeCheck is GET /activity/old-user-privilege/check.
func (s *Server) privilegeCheck(c *gin.Context) {
	r, err := s.Plans.PrivilegeCheck(c.Request.Context(), userID(c))
	respond(c, r, err)
}

// privilegeConfirm is PUT /activity/old-user-privilege/confirm.
func (s *Server) privilegeConfirm(c *gin.Context) {
	r, err := s.Plans.ConfirmPrivilege(c.Request.Context(), userID(c))
	respond(c, r, err)
}
