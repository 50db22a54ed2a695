package httpapi

import (
	"errors"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/access"
	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/media"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/upload"
	"github.com/reelroom/reelroom/cloud/internal/video"
	"github.com/reelroom/reelroom/shared/api"
)

// downloadFile is the name in a download URL: the video file, sent as an attachment.
// liveFile is a finished recording played from its upload until its final
// file is made, and for a while after, for viewers who started on it.
const (
	downloadFile = "download.mp4"
	liveFile     = "live.mp4"
)

// mediaFiles maps the names in media URLs to the stored files and their types.
var mediaFiles = map[string]struct{ stored, ctype string }{
	media.VideoFile: {media.VideoFile, "video/mp4"},
	media.CoverFile: {media.CoverFile, "image/jpeg"},
	liveFile:        {"", "video/mp4"},
	downloadFile:    {media.VideoFile, "video/mp4"},
}

// mediaFile serves a processed file to whoever holds a valid signed URL,
// or a share key for a file link previews show (see previewLinks), with
// Range support so players can seek.
func (s *Server) mediaFile(c *gin.Context) {
	file := c.Param("file")
	m, known := mediaFiles[file]
	id, valid := idParam(c, "id")
	if !valid {
		return
	}
	allowed := false
	if known {
		var err error
		if allowed, err = s.mayFetch(c, id, file); err != nil {
			fail(c, err)
			return
		}
	}
	if !allowed {
		fail(c, api.Errorf(api.CodeNotFound, "File not found or link expired"))
		return
	}
	if unservableRange(c.GetHeader("Range")) {
		c.AbortWithStatus(http.StatusRequestedRangeNotSatisfiable)
		return
	}
	// The whole request has been read: the server's read deadline, meant
	// for request bodies, would cancel a long download's context.
	http.NewResponseController(c.Writer).SetReadDeadline(time.Time{})
	if file == liveFile {
		s.liveFile(c, id)
		return
	}
	// The path names the video (a saved copy included); its files may be
	// another's, and a download is named after the video itself.
	filesID, name, err := s.Videos.Media(c.Request.Context(), id)
	if isNotFound(err) {
		fail(c, api.Errorf(api.CodeNotFound, "File not found or link expired"))
		return
	}
	if err != nil {
		fail(c, err)
		return
	}
	if file != downloadFile {
		name = ""
	}
	err = s.Blobs.Serve(c.Writer, c.Request, video.FileKey(filesID, m.stored), m.ctype, name)
	if errors.Is(err, blob.ErrNotFound) {
		fail(c, api.Errorf(api.CodeNotFound, "File not found or link expired"))
		return
	}
	if err != nil {
		fail(c, err)
	}
}

// mayFetch reports whether the request may fetch one of a video's files:
// with a URL signed for it, or with ?share_key= a key that lets anyone
// watch the video, for its cover and final video file only: what the
// link's viewers are handed signed URLs of anyway, with no view counted.
func (s *Server) mayFetch(c *gin.Context, id int64, file string) (bool, error) {
	key := c.Query("share_key")
	if key == "" {
		return s.Signer.Verify(mediaPath(id, file), c.Query("exp"), c.Query("sig")), nil
	}
	if file != media.CoverFile && file != media.VideoFile {
		return false, nil
	}
	err := s.Videos.CanView(c.Request.Context(), access.Actor{ShareKey: key}, id)
	if unwatchable(err) {
		return false, nil
	}
	return err == nil, err
}

// unwatchable reports whether err says a key reaches no video anyone may
// watch: no such video, or a link that does not reach it or is closed.
func unwatchable(err error) bool {
	return isNotFound(err) || errors.Is(err, domain.ErrShareClosed)
}

// liveFile serves a recording's upload while it is kept.
func (s *Server) liveFile(c *gin.Context, id int64) {
	uploadID, err := s.Videos.LiveUpload(c.Request.Context(), id)
	if err == nil {
		err = s.Uploads.ServeLocal(c.Writer, c.Request, uploadID, "video/mp4")
	}
	if errors.Is(err, upload.ErrNotLocal) || errors.Is(err, os.ErrNotExist) || isNotFound(err) {
		fail(c, api.Errorf(api.CodeNotFound, "File not found or link expired"))
		return
	}
	if err != nil {
		fail(c, err)
	}
}

// unservableRange reports a Range this service refuses: several ranges at
// once (players ask for one; a multipart answer of many small or
// overlapping ranges costs us far more than it costs the client to ask), and
// an empty suffix ("bytes=-0"), which no byte satisfies.
func unservableRange(h string) bool {
	spec, ok := strings.CutPrefix(h, "bytes=")
	if !ok {
		return false // not a byte range: ServeContent ignores it
	}
	if strings.Contains(spec, ",") {
		return true
	}
	suffix, ok := strings.CutPrefix(strings.TrimSpace(spec), "-")
	return ok && suffix != "" && strings.Trim(suffix, "0") == ""
}

func isNotFound(err error) bool {
	var ae *api.Error
	return errors.Is(err, store.ErrNotFound) || (errors.As(err, &ae) && ae.Code == api.CodeNotFound)
}
