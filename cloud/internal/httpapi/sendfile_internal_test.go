package httpapi

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

// A body sent through the fileWriter's ReadFrom keeps gin's books: the
// status set before it, and its bytes in the size the request log shows,
// also when the writer below has no ReadFrom (HTTP/2, recorders).
func TestFileWriterKeepsGinsStatusAndSize(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	var status, size int
	r := gin.New()
	r.Use(func(c *gin.Context) {
		c.Next()
		status, size = c.Writer.Status(), c.Writer.Size()
	})
	body := strings.Repeat("reelroom ", 1000)
	r.GET("/f", sendFiles, func(c *gin.Context) {
		if _, ok := c.Writer.(io.ReaderFrom); !ok {
			t.Error("the handler's writer has no ReadFrom")
		}
		c.Writer.Header().Set("Content-Type", "text/plain")
		c.Writer.WriteHeader(http.StatusPartialContent)
		io.Copy(c.Writer, strings.NewReader(body))
	})
	rec := httptest.NewRecorder()
	r.ServeHTTP(rec, httptest.NewRequest("GET", "/f", nil))
	if rec.Code != http.StatusPartialContent || !bytes.Equal(rec.Body.Bytes(), []byte(body)) {
		t.Fatalf("answer %d with %d bytes", rec.Code, rec.Body.Len())
	}
	if status != http.StatusPartialContent || size != len(body) {
		t.Fatalf("gin saw status %d and %d bytes, want 206 and %d", status, size, len(body))
	}
}
