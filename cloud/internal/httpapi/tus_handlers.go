package httpapi

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// tus hands an upload request to the tus endpoint. Creating an upload is
// checked by the claim hook; every later request must come from the owner.
func (s *Server) tus(c *gin.Context) {
	id := strings.Trim(c.Param("id"), "/")
	if c.Request.Method != http.MethodPost && c.Request.Method != http.MethodOptions {
		owner, err := s.Videos.UploadOwner(c.Request.Context(), id)
		if err != nil {
			fail(c, err)
			return
		}
		if owner != userID(c) {
			fail(c, api.Errorf(api.CodeNotFound, "Video not found"))
			return
		}
	}
	s.Uploads.Handler().ServeHTTP(c.Writer, c.Request)
}
