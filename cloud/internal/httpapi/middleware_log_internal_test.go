package httpapi

import (
	"bytes"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"
)

// logLines runs one request of each status through logRequests with the
// default logger at level and returns what it wrote.
func logLines(t *testing.T, level slog.Level, statuses ...int) string {
	t.Helper()
	var buf bytes.Buffer
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: level})))
	t.Cleanup(func() { slog.SetDefault(old) })
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(logRequests)
	r.GET("/s/:code", func(c *gin.Context) {
		code, _ := strconv.Atoi(c.Param("code"))
		c.Status(code)
	})
	for _, st := range statuses {
		w := httptest.NewRecorder()
		r.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/s/"+strconv.Itoa(st), nil))
		if w.Code != st {
			t.Fatalf("status %d, want %d", w.Code, st)
		}
	}
	return buf.String()
}

func TestLogRequestsInfoOnlyForFailures(t *testing.T) {
	out := logLines(t, slog.LevelInfo, 200, 304, 404, 500)
	if n := strings.Count(out, "msg=http"); n != 2 {
		t.Fatalf("%d lines at info, want 2 (the 404 and the 500):\n%s", n, out)
	}
	for _, want := range []string{"level=INFO", "status=404", "status=500", "path=/s/404", "method=GET", "took="} {
		if !strings.Contains(out, want) {
			t.Errorf("log lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "status=200") || strings.Contains(out, "status=304") {
		t.Errorf("a fast success logged at info:\n%s", out)
	}
}

func TestLogRequestsDebugHasEveryRequest(t *testing.T) {
	out := logLines(t, slog.LevelDebug, 200, 304, 404)
	if n := strings.Count(out, "msg=http"); n != 3 {
		t.Fatalf("%d lines at debug, want 3:\n%s", n, out)
	}
	if !strings.Contains(out, "level=DEBUG msg=http method=GET path=/s/200 status=200") {
		t.Errorf("the 200 is not at debug:\n%s", out)
	}
}

func TestLogRequestsSlowSuccessAtInfo(t *testing.T) {
	old := slowRequest
	slowRequest = 0 // every request is slow
	t.Cleanup(func() { slowRequest = old })
	out := logLines(t, slog.LevelInfo, 200)
	if !strings.Contains(out, "level=INFO msg=http method=GET path=/s/200 status=200") {
		t.Fatalf("a slow success is not at info:\n%s", out)
	}
}
