package httpapi

import (
	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

// videoDetail is a video for its owner, or for a viewer holding a key that
// reaches it (?share_key=, signed in or not).
func (s *Server) videoDetail(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	v, err := s.Videos.View(c.Request.Context(), actor(c), viewClient(c), id)
	respond(c, s.toAPIVideo(v), err)
}

// viewClient is where the request came from, which tells anonymous viewers
// apart when views are counted.
func viewClient(c *gin.Context) video.Client {
	return video.Client{Address: c.ClientIP(), UserAgent: c.Request.UserAgent()}
}

func (s *Server) shareDetail(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	// A signed-in viewer is who they are: a key of a room video's workspace
	// or room scope opens it to its members only.
	v, err := s.Videos.View(c.Request.Context(), actor(c), viewClient(c), id)
	respond(c, s.toAPIVideo(v), err)
}

func (s *Server) videoDownload(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	name, err := s.Videos.CheckDownload(c.Request.Context(), actor(c), id)
	respond(c, api.VideoDownload{URL: s.Signer.Sign(mediaPath(id, downloadFile)), FileName: name}, err)
}

func (s *Server) shareList(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	list, err := s.Videos.ShareList(c.Request.Context(), userID(c), id)
	respond(c, list, err)
}

func (s *Server) shareUpdate(c *gin.Context) {
	var req api.ShareUpdateRequest
	id, valid := idParam(c, "id")
	if !valid || !bind(c, &req) {
		return
	}
	sh, err := s.Videos.UpdateShare(c.Request.Context(), userID(c), id, req)
	respond(c, sh, err)
}

func (s *Server) shareRevoke(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	respond(c, struct{}{}, s.Videos.RevokeShare(c.Request.Context(), userID(c), id))
}

func (s *Server) videoFork(c *gin.Context) {
	var req api.VideoForkRequest
	if !bind(c, &req) {
		return
	}
	v, err := s.Videos.Fork(c.Request.Context(), userID(c), req)
	respond(c, s.toAPIVideo(v), err)
}
