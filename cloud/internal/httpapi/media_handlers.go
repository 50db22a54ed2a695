package httpapi

import (
	"net/http"
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/shared/api"
)

var mediaTypes = map[string]string{media.VideoFile: "video/mp4", media.CoverFile: "image/jpeg"}

// mediaFile serves a processed file to whoever holds a valid signed URL,
// with Range support so players can seek.
func (s *Server) mediaFile(c *gin.Context) {
	file := c.Param("file")
	ctype, known := mediaTypes[file]
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	if !known || !s.Signer.Verify(mediaPath(id, file), c.Query("exp"), c.Query("sig")) {
		fail(c, api.Errorf(api.CodeNotFound, "File not found or link expired"))
		return
	}
	f, err := os.Open(filepath.Join(s.Processor.Dir(id), file))
	if os.IsNotExist(err) {
		fail(c, api.Errorf(api.CodeNotFound, "File not found or link expired"))
		return
	}
	if err != nil {
		fail(c, err)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		fail(c, err)
		return
	}
	c.Header("Content-Type", ctype)
	c.Header("Cache-Control", "private, max-age=3600")
	http.ServeContent(c.Writer, c.Request, file, st.ModTime(), f)
}
