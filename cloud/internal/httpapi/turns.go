package httpapi

import (
	"runtime"

	"github.com/gin-gonic/gin"
)

// turns lets a few reads at a time do their work (the token lookup's
// leftovers, the statements, the conversion and the JSON) and keeps the
// others waiting in the order they came. Without it, every request in
// flight shares the cores at once: each takes as long as all of them
// together, and the ones the scheduler and the database pool pass over
// wait longest. Under the list benchmark's 32 connections on two cores the
// list's p99 was 48–70 ms with a p50 of 7–8 ms, and 15–22 ms with turns
// (bench/README.md); throughput is the same. A turn ends when the answer
// starts to go out, so a client that reads slowly holds none.
type turns chan struct{}

// readTurns is how many reads work at once: one per core on SQLite, in
// this process; twice that on PostgreSQL, whose statements leave the
// process waiting for another one's answer.
func readTurns(dialect string) turns {
	n := runtime.GOMAXPROCS(0)
	if dialect == "postgres" {
		n *= 2
	}
	return make(turns, n)
}

// take is the middleware: it waits for a turn, or for the client to go.
func (t turns) take(c *gin.Context) {
	select {
	case t <- struct{}{}:
	case <-c.Request.Context().Done():
		c.Abort()
		return
	}
	w := &turnWriter{ResponseWriter: c.Writer, t: t}
	c.Writer = w
	defer w.end()
	c.Next()
}

// turnWriter ends its request's turn when the first bytes are written.
type turnWriter struct {
	gin.ResponseWriter
	t     turns
	ended bool
}

func (w *turnWriter) end() {
	if !w.ended {
		w.ended = true
		<-w.t
	}
}

func (w *turnWriter) Write(b []byte) (int, error) {
	w.end()
	return w.ResponseWriter.Write(b)
}

func (w *turnWriter) WriteString(s string) (int, error) {
	w.end()
	return w.ResponseWriter.WriteString(s)
}

func (w *turnWriter) Flush() {
	w.end()
	w.ResponseWriter.Flush()
}
