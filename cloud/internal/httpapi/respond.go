package httpapi

import (
	"errors"
	"log/slog"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// ok sends data in a success envelope.
func ok(c *gin.Context, data any) {
	c.JSON(200, api.Envelope[any]{Code: api.CodeOK, Data: data})
}

// fail sends err in the envelope: an *api.Error as it is, anything else as
// an internal error that is logged and never shown.
func fail(c *gin.Context, err error) {
	var ae *api.Error
	if !errors.As(err, &ae) {
		slog.ErrorContext(c.Request.Context(), "request failed", "method", c.Request.Method,
			"path", c.FullPath(), "err", err)
		ae = &api.Error{Code: api.CodeInternal, Msg: "Internal error"}
	}
	c.AbortWithStatusJSON(ae.Code.HTTPStatus(), api.Envelope[any]{Code: ae.Code, Msg: ae.Msg, Reason: ae.Reason})
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
