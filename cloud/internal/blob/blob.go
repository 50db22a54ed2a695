// Package blob keeps finished files (processed videos, covers) under keys
// the server builds, never from user input: on local disk now, behind an
// interface an object store can implement.
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// ErrNotFound means no file is stored under the key.
var ErrNotFound = errors.New("blob: not found")

// Store keeps files by key ("videos/12/video.mp4").
type Store interface {
	// Put moves the finished local file at src under key; it appears whole.
	Put(ctx context.Context, key, src string) error
	// Serve answers a GET or HEAD for key (with Range), as an attachment
	// named download when that is not empty.
	Serve(w http.ResponseWriter, r *http.Request, key, contentType, download string) error
	// Delete removes every file whose key starts with prefix.
	Delete(ctx context.Context, prefix string) error
	// Open reads the file under key, for small files the service sends
	// itself (workspace icons); ErrNotFound when there is none.
	Open(ctx context.Context, key string) (io.ReadCloser, error)
}

// Local keeps files below a folder.
type Local struct{ root string }

// NewLocal keeps files below root.
func NewLocal(root string) *Local { return &Local{root: root} }

func (l *Local) file(key string) (string, error) {
	if key == "" || path.Clean(key) != strings.TrimSuffix(key, "/") || strings.HasPrefix(key, "/") || strings.HasPrefix(key, "..") {
		return "", fmt.Errorf("blob: bad key %q", key)
	}
	return filepath.Join(l.root, filepath.FromSlash(key)), nil
}

// Put renames src into place: atomic on one file system.
func (l *Local) Put(_ context.Context, key, src string) error {
	dst, err := l.file(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	if err := os.Rename(src, dst); err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	return nil
}

// Serve sends the file with http.ServeContent, which answers Range requests.
func (l *Local) Serve(w http.ResponseWriter, r *http.Request, key, contentType, download string) error {
	p, err := l.file(key)
	if err != nil {
		return err
	}
	f, err := os.Open(p)
	if os.IsNotExist(err) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("blob: open %s: %w", key, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("blob: stat %s: %w", key, err)
	}
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Cache-Control", "private, max-age=3600")
	if download != "" {
		w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": download}))
	}
	http.ServeContent(w, r, path.Base(key), st.ModTime(), f)
	return nil
}

// Delete removes the files under prefix.
func (l *Local) Delete(_ context.Context, prefix string) error {
	p, err := l.file(prefix)
	if err != nil {
		return err
	}
	if err := os.RemoveAll(p); err != nil {
		return fmt.Errorf("blob: delete %s: %w", prefix, err)
	}
	return nil
}
