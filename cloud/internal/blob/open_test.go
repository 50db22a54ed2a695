package blob

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestLocalOpen(t *testing.T) {
	ctx := context.Background()
	l := NewLocal(t.TempDir())
	src := filepath.Join(t.TempDir(), "i.png")
	os.WriteFile(src, []byte("icon"), 0o644)
	if err := l.Put(ctx, "team-icons/3/a.png", src); err != nil {
		t.Fatal(err)
	}
	rc, err := l.Open(ctx, "team-icons/3/a.png")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(rc)
	rc.Close()
	if string(b) != "icon" {
		t.Fatalf("read %q", b)
	}
	if _, err := l.Open(ctx, "team-icons/3/b.png"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing file: %v", err)
	}
	if _, err := l.Open(ctx, "../x"); err == nil {
		t.Fatal("opened a key outside the store")
	}
}
