package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"sync"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// ok sends data in a success envelope.
func ok(c *gin.Context, data any) {
	writeJSON(c, http.StatusOK, api.Envelope[any]{Code: api.CodeOK, Data: data})
}

// jsonBuffers hold answers being encoded; one grown past maxPooledJSON is
// left to the collector rather than kept.
var jsonBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

const maxPooledJSON = 256 << 10

// writeJSON sends v as JSON, the bytes gin's c.JSON sends (json.Marshal's),
// with a Content-Length: the answer then goes out in one piece, without
// chunked encoding and the chunk that ends it (a write and a TCP segment
// less, and less for the client to read), and is encoded into a pooled
// buffer instead of a new one per answer.
func writeJSON(c *gin.Context, status int, v any) {
	buf := jsonBuffers.Get().(*bytes.Buffer)
	buf.Reset()
	defer func() {
		if buf.Cap() <= maxPooledJSON {
			jsonBuffers.Put(buf)
		}
	}()
	if err := json.NewEncoder(buf).Encode(v); err != nil {
		slog.ErrorContext(c.Request.Context(), "encode answer", "path", c.FullPath(), "err", err)
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	body := bytes.TrimSuffix(buf.Bytes(), []byte{'\n'}) // Encode ends with one, Marshal does not
	h := c.Writer.Header()
	h["Content-Type"] = jsonContentType
	h.Set("Content-Length", strconv.Itoa(len(body)))
	c.Status(status)
	c.Writer.Write(body)
}

var jsonContentType = []string{"application/json; charset=utf-8"}

// abortJSON stops the handler chain and sends v as writeJSON does: gin's
// AbortWithStatusJSON, with the length.
func abortJSON(c *gin.Context, status int, v any) {
	c.Abort()
	writeJSON(c, status, v)
}

// fail sends err in the envelope: an *api.Error as it is, anything else as
// an internal error that is logged and never shown.
func fail(c *gin.Context, err error) {
	var ae *api.Error
	if !errors.As(err, &ae) {
		ae = sentinelError(err)
	}
	if ae == nil {
		slog.ErrorContext(c.Request.Context(), "request failed", "method", c.Request.Method,
			"path", c.FullPath(), "err", err)
		ae = &api.Error{Code: api.CodeInternal, Msg: "Internal error"}
	}
	abortJSON(c, ae.Code.HTTPStatus(), api.Envelope[any]{Code: ae.Code, Msg: ae.Msg, Reason: ae.Reason})
}

// failWithData is fail for an answer whose error carries data too (create's
// 600001 carries the payment to confirm).
func failWithData(c *gin.Context, err error, data any) {
	var ae *api.Error
	if !errors.As(err, &ae) {
		fail(c, err)
		return
	}
	abortJSON(c, ae.Code.HTTPStatus(), api.Envelope[any]{Code: ae.Code, Msg: ae.Msg, Reason: ae.Reason, Data: data})
}

var errBadBody = api.Errorf(api.CodeInvalidParam, "The request body is not valid JSON for this call")

// bind decodes a JSON body into v, answering bad input itself.
func bind(c *gin.Context, v any) bool {
	if err := c.ShouldBindJSON(v); err != nil {
		fail(c, errBadBody)
		return false
	}
	return true
}

// respond sends data, or err when there is one.
func respond(c *gin.Context, data any, err error) {
	if err != nil {
		fail(c, err)
		return
	}
	ok(c, data)
}

// sentinels is the one table from the domain's sentinel errors to the
// spec's codes, with the message a user reads when the service gave none.
var sentinels = []struct {
	err  error
	code api.Code
	msg  string
}{
	{domain.ErrNotFound, api.CodeNotFound, "Not found"},
	{domain.ErrShareClosed, api.CodeShareClosed, "The author has turned off this sharing feature"},
	{domain.ErrNameTaken, api.CodeNameTaken, "This name has been used. Please try another."},
	{domain.ErrBadMove, api.CodeBadMove, "It cannot be moved there"},
	{domain.ErrLimit, api.CodeVideoLimit, "Your plan has no room for another video"},
	{domain.ErrConflict, api.CodeConflict, "It changed meanwhile; try again"},
	{domain.ErrForbidden, api.CodeForbidden, "You are not allowed to do this"},
}

// sentinelError maps err by the table; nil when err is none of them.
func sentinelError(err error) *api.Error {
	for _, s := range sentinels {
		if errors.Is(err, s.err) {
			return &api.Error{Code: s.code, Msg: s.msg}
		}
	}
	return nil
}
