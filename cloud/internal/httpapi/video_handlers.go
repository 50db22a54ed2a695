package httpapi

import (
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// idParam reads a non-negative integer path parameter (0 is the root folder).
func idParam(c *gin.Context, name string) (int64, bool) {
	id, err := strconv.ParseInt(c.Param(name), 10, 64)
	if err != nil || id < 0 {
		fail(c, api.Errorf(api.CodeInvalidParam, "%s must be a number", name))
		return 0, false
	}
	return id, true
}

// roomIDParam reads the id of a workspace or a room from the path: any
// integer, since the built-in workspace's and its rooms' are negative.
func roomIDParam(c *gin.Context, name string) (int64, bool) {
	id, err := strconv.ParseInt(c.Param(name), 10, 64)
	if err != nil {
		fail(c, api.Errorf(api.CodeInvalidParam, "%s must be a number", name))
		return 0, false
	}
	return id, true
}

func (s *Server) recordInit(c *gin.Context) {
	var req api.RecordInitRequest
	if !bind(c, &req) {
		return
	}
	v, err := s.Videos.Init(c.Request.Context(), userID(c), req)
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, api.RecordInitResponse{VideoID: v.ID, UploadURL: UploadPath, ShareKey: v.ShareKey})
}

// recordCompleteManual is the spec's PUT /record/complete/{id}?type=manual:
// the recorder's stop button, the same as complete.
func (s *Server) recordCompleteManual(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	if t := c.Query("type"); t != "" && t != "manual" {
		fail(c, api.Errorf(api.CodeInvalidParam, "Unknown complete type %q", t))
		return
	}
	v, err := s.Videos.Complete(c.Request.Context(), userID(c), id)
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, s.toAPIVideo(v))
}

func (s *Server) recordDiscard(c *gin.Context) {
	var req api.RecordDiscardRequest
	if !bind(c, &req) {
		return
	}
	if err := s.Videos.Discard(c.Request.Context(), userID(c), req.VideoID); err != nil {
		fail(c, err)
		return
	}
	ok(c, struct{}{})
}

func (s *Server) videoRename(c *gin.Context) {
	var req api.VideoRenameRequest
	if !bind(c, &req) {
		return
	}
	v, err := s.Videos.Rename(c.Request.Context(), userID(c), req.ID, req.Name)
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, s.toAPIVideo(v))
}

func (s *Server) recordCredentials(c *gin.Context) {
	var req api.RecordCredentialsRequest
	if !bind(c, &req) {
		return
	}
	id, offset, err := s.Videos.UploadProgress(c.Request.Context(), userID(c), req.VideoID)
	if err != nil {
		fail(c, err)
		return
	}
	out := api.RecordCredentials{Storage: s.Storage, UploadURL: UploadPath, Offset: offset}
	if id != "" {
		out.Location = UploadPath + id
	}
	ok(c, out)
}

func (s *Server) recordComplete(c *gin.Context) {
	var req api.RecordCompleteRequest
	if !bind(c, &req) {
		return
	}
	v, err := s.Videos.Complete(c.Request.Context(), userID(c), req.VideoID)
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, s.toAPIVideo(v))
}

func (s *Server) shareCreate(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	res, err := s.Videos.CreateShare(c.Request.Context(), userID(c), id, api.ShareScope(c.Query("scope")))
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, res)
}
