package httpapi

import (
	"log/slog"
	"net/http"
	"path"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// uploadID is what the upload store names uploads: 128 random bits in hex,
// followed on S3 by "+" and the multipart upload's ID.
var uploadID = regexp.MustCompile(`^[0-9a-f]{32}(\+[A-Za-z0-9._~=-]+)?$`)

var errNoUpload = api.Errorf(api.CodeNotFound, "Video not found")

// tus hands an upload request to the tus endpoint. Only a POST to the
// endpoint itself creates an upload (checked by the claim hook); every
// request naming an upload must come from its owner. Method overrides are
// refused, so a POST can never stand in for a PATCH that skipped the check.
func (s *Server) tus(c *gin.Context) {
	if c.GetHeader("X-HTTP-Method-Override") != "" {
		fail(c, api.Errorf(api.CodeInvalidParam, "Method override is not accepted"))
		return
	}
	id := strings.Trim(c.Param("id"), "/")
	switch {
	case id == "" && c.Request.Method == http.MethodPost:
	case id == "":
		fail(c, api.Errorf(api.CodeInvalidParam, "Only POST creates an upload"))
		return
	case c.Request.Method == http.MethodPost || !uploadID.MatchString(id):
		fail(c, errNoUpload)
		return
	default:
		owner, err := s.Videos.UploadOwner(c.Request.Context(), id)
		if err != nil {
			fail(c, err)
			return
		}
		if owner != userID(c) {
			fail(c, errNoUpload)
			return
		}
	}
	w := http.ResponseWriter(c.Writer)
	if c.Request.Method == http.MethodPost {
		w = &createdWriter{ResponseWriter: c.Writer, c: c, s: s}
	}
	s.Uploads.Handler().ServeHTTP(w, c.Request)
	if c.Request.Method == http.MethodPatch {
		// An upload idle for a day is abandoned (library.Purger); this is its last byte.
		if err := s.Videos.BytesArrived(c.Request.Context(), id); err != nil {
			slog.WarnContext(c.Request.Context(), "record upload activity", "upload", id, "err", err)
		}
	}
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

// Unwrap lets tusd's http.ResponseController reach the connection.
func (w *createdWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
