package httpapi

import (
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/shared/api"
)

// signedIDs are the query parameters whose ids may be negative: those of
// the built-in workspace and its rooms are (api.BuiltinTeamID).
var signedIDs = map[string]bool{"team_id": true, "channel_id": true}

// queryIDs reads integer query parameters, non-negative but for signedIDs;
// a missing one is 0.
func queryIDs(c *gin.Context, names ...string) ([]int64, bool) {
	out := make([]int64, len(names))
	for i, name := range names {
		raw := c.Query(name)
		if raw == "" {
			continue
		}
		id, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || (id < 0 && !signedIDs[name]) {
			fail(c, api.Errorf(api.CodeInvalidParam, "%s must be a number", name))
			return nil, false
		}
		out[i] = id
	}
	return out, true
}

func (s *Server) commentHistory(c *gin.Context) {
	ids, valid := queryIDs(c, "video_id", "channel_id", "comment_id")
	if !valid {
		return
	}
	p, err := s.Comments.History(c.Request.Context(), actor(c), ids[0], ids[1], ids[2])
	respond(c, p.Wire(), err)
}

func (s *Server) commentPost(c *gin.Context) {
	var req api.CommentPostRequest
	if !bind(c, &req) {
		return
	}
	cm, err := s.Comments.Post(c.Request.Context(), access.Actor{UserID: userID(c), ShareKey: req.ShareKey}, req)
	respond(c, api.CommentPosted{ID: cm.ID}, err)
}

func (s *Server) commentUpdate(c *gin.Context) {
	var req api.CommentUpdateRequest
	if !bind(c, &req) {
		return
	}
	v, err := s.Comments.Update(c.Request.Context(), access.Actor{UserID: userID(c), ShareKey: req.ShareKey}, req)
	respond(c, v.Wire(), err)
}

func (s *Server) commentDelete(c *gin.Context) {
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	respond(c, struct{}{}, s.Comments.Delete(c.Request.Context(), actor(c), id))
}

func (s *Server) commentMentionable(c *gin.Context) {
	ids, valid := queryIDs(c, "video_id")
	if !valid {
		return
	}
	people, err := s.Comments.Mentionable(c.Request.Context(), actor(c), ids[0])
	respond(c, people.Wire(), err)
}

func (s *Server) commentRead(c *gin.Context) {
	var req api.CommentReadRequest
	if !bind(c, &req) {
		return
	}
	err := s.Comments.MarkRead(c.Request.Context(), access.Actor{UserID: userID(c), ShareKey: req.ShareKey}, req.VideoID)
	respond(c, struct{}{}, err)
}
