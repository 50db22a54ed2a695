package httpapi

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// A success answer is json.Marshal's bytes (HTML characters escaped, no
// newline at the end), with its length, so it needs no chunked encoding.
func TestOKSendsMarshalsBytesWithTheirLength(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	data := map[string]any{"title": "<b>Tom & Jerry</b>", "n": 3, "list": []string{"a", "é"}}
	want, err := json.Marshal(api.Envelope[any]{Code: api.CodeOK, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	for range 2 { // the second from a pooled buffer
		rec := httptest.NewRecorder()
		c, _ := gin.CreateTestContext(rec)
		c.Request = httptest.NewRequest(http.MethodGet, "/", nil)
		ok(c, data)
		if rec.Code != http.StatusOK || rec.Body.String() != string(want) {
			t.Fatalf("answer %d %q, want %q", rec.Code, rec.Body.String(), want)
		}
		if got := rec.Header().Get("Content-Length"); got != strconv.Itoa(len(want)) {
			t.Fatalf("Content-Length %q, want %d", got, len(want))
		}
		if got := rec.Header().Get("Content-Type"); got != "application/json; charset=utf-8" {
			t.Fatalf("Content-Type %q", got)
		}
	}
}
