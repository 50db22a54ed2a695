package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/gin-gonic/gin"
)

// turnsRouter serves GET /r/:name through n turns, with handlers that
// report on started when they start and, for /r/hold and
// /r/answer-then-hold, wait for release before or after writing their
// answer.
func turnsRouter(n int) (tr turns, started chan string, release chan struct{}, r *gin.Engine) {
	tr, started, release = make(turns, n), make(chan string, 3), make(chan struct{})
	gin.SetMode(gin.ReleaseMode)
	r = gin.New()
	r.GET("/r/:name", tr.take, func(c *gin.Context) {
		started <- c.Param("name")
		switch c.Param("name") {
		case "hold":
			<-release
		case "answer-then-hold":
			c.String(http.StatusOK, "first bytes")
			<-release
		case "abort":
			c.AbortWithStatus(http.StatusNotFound)
		}
	})
	return tr, started, release, r
}

// allTurnsBack fails when a turn is still taken after every answer.
func allTurnsBack(t *testing.T, tr turns) {
	t.Helper()
	if len(tr) != 0 {
		t.Fatalf("%d turns still taken after every answer", len(tr))
	}
}

func serveAsync(r http.Handler, path string) <-chan *httptest.ResponseRecorder {
	done := make(chan *httptest.ResponseRecorder, 1)
	go func() {
		rec := httptest.NewRecorder()
		r.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		done <- rec
	}()
	return done
}

// No more than the turns' number of requests work at once; the next starts
// when one ends.
func TestTurnsBoundTheReadsAtWork(t *testing.T) {
	tr, started, release, r := turnsRouter(2)
	var dones []<-chan *httptest.ResponseRecorder
	for range 2 {
		dones = append(dones, serveAsync(r, "/r/hold"))
	}
	<-started
	<-started
	third := serveAsync(r, "/r/third")
	if len(tr) != 2 {
		t.Fatalf("%d turns taken, want 2", len(tr))
	}
	select {
	case name := <-started:
		t.Fatalf("%s started while two held the turns", name)
	default:
	}
	release <- struct{}{} // one of the two ends
	if name := <-started; name != "third" {
		t.Fatalf("%s started, want third", name)
	}
	<-third
	close(release)
	for _, d := range dones {
		if rec := <-d; rec.Code != http.StatusOK {
			t.Fatalf("answer %d", rec.Code)
		}
	}
	allTurnsBack(t, tr)
}

// A turn ends as soon as the answer starts to go out, so a client reading
// slowly (here, a handler still busy after its answer) holds none; one that
// aborts without a body ends its turn too.
func TestTurnEndsWithTheAnswersFirstBytes(t *testing.T) {
	tr, started, release, r := turnsRouter(1)
	holding := serveAsync(r, "/r/answer-then-hold")
	<-started
	if rec := <-serveAsync(r, "/r/abort"); rec.Code != http.StatusNotFound {
		t.Fatalf("abort answered %d", rec.Code)
	}
	<-started
	if rec := <-serveAsync(r, "/r/next"); rec.Code != http.StatusOK {
		t.Fatalf("next answered %d", rec.Code)
	}
	<-started
	close(release)
	if rec := <-holding; rec.Body.String() != "first bytes" {
		t.Fatalf("the held answer was %q", rec.Body.String())
	}
	allTurnsBack(t, tr)
}

// A request whose client has gone while it waited for a turn is dropped
// without running.
func TestTurnsDropAWaiterWhoseClientLeft(t *testing.T) {
	tr, started, release, r := turnsRouter(1)
	holding := serveAsync(r, "/r/hold")
	<-started
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		r.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/r/gone", nil).WithContext(ctx))
	}()
	cancel()
	wg.Wait()
	close(release)
	<-holding
	select {
	case name := <-started:
		t.Fatalf("%s ran after its client left", name)
	default:
	}
	allTurnsBack(t, tr)
}
