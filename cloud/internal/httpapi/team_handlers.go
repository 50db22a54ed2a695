package httpapi

import (
	"errors"
	"io"
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/team"
	"github.com/reelroom/reelroom/shared/api"
)

// Workspaces: /api/team/* (spec 7). The rules are the team service's.

func (s *Server) teamList(c *gin.Context) {
	l, err := s.Teams.List(c.Request.Context(), userID(c))
	respond(c, l, err)
}

func (s *Server) teamDetail(c *gin.Context) {
	id, valid := roomIDParam(c, "id")
	if !valid {
		return
	}
	t, err := s.Teams.Detail(c.Request.Context(), userID(c), id)
	respond(c, t, err)
}

func (s *Server) teamCreate(c *gin.Context) {
	var req api.TeamCreateRequest
	if !bind(c, &req) {
		return
	}
	t, err := s.Teams.Create(c.Request.Context(), userID(c), req)
	respond(c, t, err)
}

func (s *Server) teamUpdate(c *gin.Context) {
	var req api.TeamUpdateRequest
	if !bind(c, &req) {
		return
	}
	t, err := s.Teams.Update(c.Request.Context(), userID(c), req)
	respond(c, t, err)
}

func (s *Server) teamDelete(c *gin.Context) {
	id, valid := roomIDParam(c, "id")
	if !valid {
		return
	}
	respond(c, struct{}{}, s.Teams.Delete(c.Request.Context(), userID(c), id))
}

func (s *Server) teamMembers(c *gin.Context) {
	id, valid := roomIDParam(c, "id")
	if !valid {
		return
	}
	m, err := s.Teams.Members(c.Request.Context(), userID(c), id)
	respond(c, m, err)
}

func (s *Server) teamSetRole(c *gin.Context) {
	var req api.TeamSetRoleRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Teams.SetRole(c.Request.Context(), userID(c), req))
}

func (s *Server) teamTransfer(c *gin.Context) {
	var req api.TeamTransferRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Teams.Transfer(c.Request.Context(), userID(c), req))
}

func (s *Server) teamMemberRemove(c *gin.Context) {
	var req api.TeamMemberRemoveRequest
	if !bind(c, &req) {
		return
	}
	respond(c, struct{}{}, s.Teams.Remove(c.Request.Context(), userID(c), req))
}

func (s *Server) teamQuit(c *gin.Context) {
	id, valid := roomIDParam(c, "id")
	if !valid {
		return
	}
	respond(c, struct{}{}, s.Teams.Quit(c.Request.Context(), userID(c), id))
}

func (s *Server) teamIconPolicy(c *gin.Context) {
	ids, valid := queryIDs(c, "team_id", "size")
	if !valid {
		return
	}
	p, err := s.Teams.IconPolicy(c.Request.Context(), userID(c), ids[0], ids[1], c.Query("fileName"))
	respond(c, p, err)
}

// teamIconUpload takes the multipart form IconPolicy signed; the form's
// signature stands for the caller's token.
func (s *Server) teamIconUpload(c *gin.Context) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, api.MaxTeamIconBytes*1024+64*1024)
	file, _, err := c.Request.FormFile("file")
	if err != nil {
		fail(c, api.Errorf(api.CodeInvalidParam, "Post the image as the form's file field, at most %d KB", api.MaxTeamIconBytes))
		return
	}
	defer file.Close()
	f := team.IconForm{TeamID: c.PostForm("team_id"), UserID: c.PostForm("user_id"),
		Expires: c.PostForm("expires"), Signature: c.PostForm("signature")}
	up, err := s.Teams.UploadIcon(c.Request.Context(), f, file)
	respond(c, up, err)
}

// teamIcon sends a re-encoded icon itself, from any storage: always a
// PNG the service wrote, never sniffed.
func (s *Server) teamIcon(c *gin.Context) {
	key := team.IconBlob(c.Param("key"))
	if key == "" {
		fail(c, errNoIcon)
		return
	}
	rc, err := s.Blobs.Open(c.Request.Context(), key)
	if errors.Is(err, blob.ErrNotFound) {
		fail(c, errNoIcon)
		return
	}
	if err != nil {
		fail(c, err)
		return
	}
	defer rc.Close()
	h := c.Writer.Header()
	h.Set("Content-Type", "image/png")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "public, max-age=31536000, immutable") // a key names one upload forever
	c.Status(http.StatusOK)
	if c.Request.Method != http.MethodHead {
		io.Copy(c.Writer, rc)
	}
}

var errNoIcon = api.Errorf(api.CodeNotFound, "No such icon")
