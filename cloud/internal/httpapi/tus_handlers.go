package httpapi

import (
	"net/http"
	"path"
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
	w := http.ResponseWriter(c.Writer)
	if c.Request.Method == http.MethodPost {
		w = &createdWriter{ResponseWriter: c.Writer, c: c, s: s}
	}
	s.Uploads.Handler().ServeHTTP(w, c.Request)
}

// createdWriter records, before the client learns it, the ID the upload
// store gave a new upload, which may extend the one the claim hook chose.
type createdWriter struct {
	http.ResponseWriter
	c    *gin.Context
	s    *Server
	done bool
}

func (w *createdWriter) WriteHeader(status int) {
	if status == http.StatusCreated && !w.done {
		w.done = true
		full := path.Base(w.Header().Get("Location"))
		claimed, _, _ := strings.Cut(full, "+")
		if err := w.s.Videos.UploadCreated(w.c.Request.Context(), claimed, full); err != nil {
			fail(w.c, err)
			return
		}
	}
	w.ResponseWriter.WriteHeader(status)
}
