package blob

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLocal(t *testing.T) {
	ctx := context.Background()
	l := NewLocal(t.TempDir())
	src := filepath.Join(t.TempDir(), "v.mp4")
	os.WriteFile(src, []byte("0123456789"), 0o644)
	if err := l.Put(ctx, "videos/7/video.mp4", src); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(src); !os.IsNotExist(err) {
		t.Fatal("put copied instead of moving")
	}
	for _, bad := range []string{"", "../x", "/etc/passwd", "videos/../../x", "videos//x"} {
		if err := l.Put(ctx, bad, src); err == nil || !strings.Contains(err.Error(), "bad key") {
			t.Errorf("key %q: %v", bad, err)
		}
	}
	req := httptest.NewRequest("GET", "/x", nil)
	req.Header.Set("Range", "bytes=2-4")
	rec := httptest.NewRecorder()
	if err := l.Serve(rec, req, "videos/7/video.mp4", "video/mp4", "周会.mp4"); err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(rec.Body)
	if rec.Code != http.StatusPartialContent || string(body) != "234" || rec.Header().Get("Content-Type") != "video/mp4" ||
		!strings.Contains(rec.Header().Get("Content-Disposition"), "filename*=utf-8''%E5%91%A8") {
		t.Fatalf("serve: %d %q %v", rec.Code, body, rec.Header())
	}
	if err := l.Serve(httptest.NewRecorder(), req, "videos/8/video.mp4", "video/mp4", ""); err != ErrNotFound {
		t.Fatalf("missing file: %v", err)
	}
	if err := l.Delete(ctx, "videos/7/"); err != nil {
		t.Fatal(err)
	}
	if err := l.Serve(httptest.NewRecorder(), req, "videos/7/video.mp4", "video/mp4", ""); err != ErrNotFound {
		t.Fatalf("after delete: %v", err)
	}
}
