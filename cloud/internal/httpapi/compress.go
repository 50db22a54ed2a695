package httpapi

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/klauspost/compress/gzhttp"
)

// compressMinSize is the smallest JSON answer worth compressing: below it the
// encoding's framing eats most of the gain.
const compressMinSize = 1024

// compressJSON compresses the JSON answers of the routes it is put on (gzip,
// or zstd when the client prefers it, by Accept-Encoding with its q-values)
// once they pass compressMinSize, and says Vary: Accept-Encoding on all of
// them. It is for the JSON calls only: media files, tus uploads and the
// socket are not behind it.
func compressJSON() gin.HandlerFunc {
	wrap, err := gzhttp.NewWrapper(
		gzhttp.MinSize(compressMinSize),
		gzhttp.ContentTypes([]string{"application/json"}),
	)
	if err != nil {
		panic(err) // the options are constants
	}
	return func(c *gin.Context) {
		orig := c.Writer
		// Put back also when a handler panics: recoverPanics answers through it.
		defer func() { c.Writer = orig }()
		wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			cw := &compressWriter{ResponseWriter: orig, out: w, status: http.StatusOK}
			c.Writer = cw
			c.Next()
			cw.WriteHeaderNow()
		})).ServeHTTP(orig, c.Request)
	}
}

// compressWriter is gin's writer for a handler behind gzhttp: the body and
// header go through gzhttp's writer, which decides on compression when it has
// seen enough of the body; the status is held back until the first write, as
// gin's own writer does, so a handler may still change it.
type compressWriter struct {
	gin.ResponseWriter // the connection's writer, for what gzhttp has no part in
	out                http.ResponseWriter
	status             int
	size               int
	wroteHeader        bool
}

func (w *compressWriter) Header() http.Header { return w.out.Header() }

func (w *compressWriter) WriteHeader(code int) {
	if code > 0 && !w.wroteHeader {
		w.status = code
	}
}

func (w *compressWriter) WriteHeaderNow() {
	if !w.wroteHeader {
		w.wroteHeader = true
		w.out.WriteHeader(w.status)
	}
}

func (w *compressWriter) Write(b []byte) (int, error) {
	w.WriteHeaderNow()
	n, err := w.out.Write(b)
	w.size += n
	return n, err
}

func (w *compressWriter) WriteString(s string) (int, error) { return w.Write([]byte(s)) }

func (w *compressWriter) Flush() {
	w.WriteHeaderNow()
	if f, ok := w.out.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *compressWriter) Status() int   { return w.status }
func (w *compressWriter) Size() int     { return w.size }
func (w *compressWriter) Written() bool { return w.wroteHeader }

func (w *compressWriter) Unwrap() http.ResponseWriter { return w.out }
