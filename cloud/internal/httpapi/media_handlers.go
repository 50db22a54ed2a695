package httpapi

import (
	"mime"
	"net/http"
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/shared/api"
)

// downloadFile is the name in a download URL: the video file, sent as an attachment.
const downloadFile = "download.mp4"

// mediaFiles maps the names in media URLs to the stored files and their types.
var mediaFiles = map[string]struct{ stored, ctype string }{
	media.VideoFile: {media.VideoFile, "video/mp4"},
	media.CoverFile: {media.CoverFile, "image/jpeg"},
	downloadFile:    {media.VideoFile, "video/mp4"},
}

// mediaFile serves a processed file to whoever holds a valid signed URL,
// with Range support so players can seek.
func (s *Server) mediaFile(c *gin.Context) {
	file := c.Param("file")
	m, known := mediaFiles[file]
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	if !known || !s.Signer.Verify(mediaPath(id, file), c.Query("exp"), c.Query("sig")) {
		fail(c, api.Errorf(api.CodeNotFound, "File not found or link expired"))
		return
	}
	if file == downloadFile {
		name, err := s.Videos.DownloadName(c.Request.Context(), id)
		if err != nil {
			fail(c, api.Errorf(api.CodeNotFound, "File not found or link expired"))
			return
		}
		c.Header("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	}
	f, err := os.Open(filepath.Join(s.Processor.Dir(id), m.stored))
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
	c.Header("Content-Type", m.ctype)
	c.Header("Cache-Control", "private, max-age=3600")
	http.ServeContent(c.Writer, c.Request, file, st.ModTime(), f)
}
