package httpapi

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
)

// /healthz answers from memory: the database is pinged at most once per
// recheck period however often it is called, and a failed ping makes it
// answer 503 until a later ping succeeds.
func TestHealthAsksTheDatabaseAtMostOncePerPeriod(t *testing.T) {
	now := time.Unix(1_800_000_000, 0)
	pings := 0
	var down error
	r := newReadiness(func(context.Context) error { pings++; return down }, 5*time.Second, func() time.Time { return now })
	gin.SetMode(gin.ReleaseMode)
	e := gin.New()
	e.GET("/healthz", r.handler)
	status := func() int {
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest("GET", "/healthz", nil))
		return rec.Code
	}
	check := func(step string, calls, wantStatus, wantPings int) {
		t.Helper()
		for range calls {
			if got := status(); got != wantStatus {
				t.Fatalf("%s: %d, want %d", step, got, wantStatus)
			}
		}
		if pings != wantPings {
			t.Fatalf("%s: %d pings, want %d", step, pings, wantPings)
		}
	}
	check("just opened", 100, http.StatusOK, 0)
	now = now.Add(5 * time.Second)
	check("period over", 100, http.StatusOK, 1)
	down = errors.New("connection refused")
	now = now.Add(4 * time.Second)
	check("database down, period not over", 100, http.StatusOK, 1)
	now = now.Add(time.Second)
	check("database down, period over", 100, http.StatusServiceUnavailable, 2)
	down = nil
	now = now.Add(5 * time.Second)
	check("database back", 100, http.StatusOK, 3)
}
