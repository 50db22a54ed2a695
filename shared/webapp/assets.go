package webapp

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Encodings are the content codings a build may hold precompressed copies
// in, as siblings named with the suffix (app.js.br beside app.js), in the
// order they are preferred when a client accepts several equally.
var Encodings = []struct{ Name, Suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// file is one file of the build and its precompressed copies.
type file struct {
	etag     string
	variants map[string]variant // by content coding
	offered  []string           // the variants' codings, in Encodings' order
}

type variant struct {
	name, etag string
	size       int64
}

// scan indexes every file of root with its ETag (a hash of its bytes, so
// each encoding has its own) and precompressed siblings. A sibling is no file
// of its own: it is reached only through its original.
func scan(root fs.FS) (map[string]*file, error) {
	files := map[string]*file{}
	err := fs.WalkDir(root, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || variantOf(root, name) != "" {
			return err
		}
		etag, _, err := hashFile(root, name)
		if err != nil {
			return err
		}
		f := &file{etag: etag, variants: map[string]variant{}}
		for _, e := range Encodings {
			etag, size, err := hashFile(root, name+e.Suffix)
			if err != nil {
				continue // no copy in this coding
			}
			f.variants[e.Name] = variant{name: name + e.Suffix, etag: etag, size: size}
			f.offered = append(f.offered, e.Name)
		}
		files[name] = f
		return nil
	})
	return files, err
}

// variantOf is the original a precompressed sibling belongs to, "" for a
// file that is not one.
func variantOf(root fs.FS, name string) string {
	for _, e := range Encodings {
		if orig, ok := strings.CutSuffix(name, e.Suffix); ok {
			if st, err := fs.Stat(root, orig); err == nil && !st.IsDir() {
				return orig
			}
		}
	}
	return ""
}

func hashFile(root fs.FS, name string) (etag string, size int64, err error) {
	f, err := root.Open(name)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	h := sha256.New()
	size, err = io.Copy(h, f)
	if err != nil {
		return "", 0, err
	}
	return `"` + hex.EncodeToString(h.Sum(nil)[:16]) + `"`, size, nil
}

// serve sends f, in the coding the request accepts best when f has copies.
// A Range request gets the identity bytes, so its offsets are those of the
// file itself; Vary says the answer depends on Accept-Encoding either way.
func (f *file) serve(w http.ResponseWriter, r *http.Request, root fs.FS, name string) {
	open, etag := name, f.etag
	if len(f.offered) > 0 {
		w.Header().Add("Vary", "Accept-Encoding")
		if r.Header.Get("Range") == "" {
			if enc := negotiate(r.Header.Get("Accept-Encoding"), f.offered); enc != "" {
				v := f.variants[enc]
				open, etag = v.name, v.etag
				w.Header().Set("Content-Encoding", enc)
				// ServeContent leaves the length out when an encoding is set.
				w.Header().Set("Content-Length", strconv.FormatInt(v.size, 10))
			}
		}
	}
	body, err := root.Open(open)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer body.Close()
	rs, ok := body.(io.ReadSeeker)
	if !ok {
		http.Error(w, "unreadable file", http.StatusInternalServerError)
		return
	}
	w.Header().Set("ETag", etag)
	// The type comes from the original's name, not the copy's.
	http.ServeContent(w, r, name, time.Time{}, rs)
}
