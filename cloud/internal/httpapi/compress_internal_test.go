package httpapi

import (
	"compress/gzip"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/reelroom/reelroom/shared/api"
)

// Behind compressJSON a handler may still set its status before writing,
// and a panic is still answered by recoverPanics with the error envelope.
func TestCompressJSONKeepsGinSemantics(t *testing.T) {
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.Use(recoverPanics)
	big := strings.Repeat("x", 4000)
	g := r.Group("", compressJSON())
	g.GET("/created", func(c *gin.Context) {
		c.Status(http.StatusCreated)
		c.JSON(http.StatusCreated, gin.H{"data": big})
	})
	g.GET("/panic", func(*gin.Context) { panic("boom") })

	for _, tc := range []struct {
		path, acceptEncoding string
		wantStatus           int
		wantEncoding         string
	}{
		{"/created", "gzip", http.StatusCreated, "gzip"},
		{"/created", "", http.StatusCreated, ""},
		{"/panic", "gzip", http.StatusInternalServerError, ""},
		{"/panic", "", http.StatusInternalServerError, ""},
	} {
		req := httptest.NewRequest(http.MethodGet, tc.path, nil)
		if tc.acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", tc.acceptEncoding)
		}
		w := httptest.NewRecorder()
		r.ServeHTTP(w, req)
		if w.Code != tc.wantStatus || w.Header().Get("Content-Encoding") != tc.wantEncoding {
			t.Fatalf("%s (%q): %d, Content-Encoding %q", tc.path, tc.acceptEncoding, w.Code, w.Header().Get("Content-Encoding"))
		}
		body := w.Body
		var dec *json.Decoder
		if tc.wantEncoding == "gzip" {
			zr, err := gzip.NewReader(body)
			if err != nil {
				t.Fatal(err)
			}
			dec = json.NewDecoder(zr)
		} else {
			dec = json.NewDecoder(body)
		}
		if tc.path == "/panic" {
			var e api.Envelope[json.RawMessage]
			if err := dec.Decode(&e); err != nil || e.Code != api.CodeInternal {
				t.Errorf("%s: %v %+v", tc.path, err, e)
			}
			continue
		}
		var got struct{ Data string }
		if err := dec.Decode(&got); err != nil || got.Data != big {
			t.Errorf("%s (%q): %v, %d bytes of data", tc.path, tc.acceptEncoding, err, len(got.Data))
		}
	}
}
