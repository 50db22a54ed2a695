package httpapi

import (
	"io"
	"net/http"
	"syscall"

	"github.com/gin-gonic/gin"
)

// fileWriter is gin's response writer with the io.ReaderFrom gin's own
// hides: http.ServeContent's body copy (io.CopyN) then reaches net/http's
// response, which hands a file to the connection's ReadFrom, and so to
// sendfile(2) on plain TCP, instead of copying every byte through a 32 KiB
// buffer. Status, headers (the security headers included: gin's Header is
// net/http's) and the byte count the request log shows stay gin's.
type fileWriter struct {
	gin.ResponseWriter
	conn syscall.RawConn // the request's socket, to cork around the file; nil if none
	sent int             // bytes sent by ReadFrom, which gin's count does not see
}

// sendFiles makes the rest of the chain write through a fileWriter.
func sendFiles(c *gin.Context) {
	c.Writer = &fileWriter{ResponseWriter: c.Writer, conn: rawConn(c.Request.Context())}
	c.Next()
}

// ReadFrom writes gin's pending status, then lets net/http's writer copy
// r, corked: net/http writes the header and r's first 512 bytes, then
// hands the rest to sendfile.
func (w *fileWriter) ReadFrom(r io.Reader) (int64, error) {
	w.WriteHeaderNow()
	var n int64
	var err error
	if rf, ok := w.netHTTP().(io.ReaderFrom); ok {
		uncork := corkFor(w.conn)
		n, err = rf.ReadFrom(r)
		uncork()
	} else {
		n, err = io.Copy(writeOnly{w.ResponseWriter}, r) // HTTP/2, or a writer tests wrap
	}
	w.sent += int(n)
	return n, err
}

// netHTTP is the writer gin wraps.
func (w *fileWriter) netHTTP() http.ResponseWriter {
	if u, ok := w.ResponseWriter.(interface{ Unwrap() http.ResponseWriter }); ok {
		return u.Unwrap()
	}
	return nil
}

// Size counts the bytes sent either way.
func (w *fileWriter) Size() int { return w.ResponseWriter.Size() + w.sent }

// Unwrap lets http.ResponseController reach net/http's writer (deadlines).
func (w *fileWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// writeOnly hides every method but Write, so io.Copy does not come back to ReadFrom.
type writeOnly struct{ io.Writer }
