package webapp

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"sync"
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
	name     string
	variants map[string]*variant // by content coding
	offered  []string            // the variants' codings, in Encodings' order

	// The ETags are hashes of the bytes, made when the file is first asked
	// for: hashing every file of the build (about 2 MB) at start cost a
	// few milliseconds of every start, for files most starts never send.
	tags sync.Once
	etag string
}

type variant struct {
	name, etag string
	size       int64
}

// scan indexes every file of root with its precompressed siblings, from the
// names and sizes alone. A sibling is no file of its own: it is reached only
// through its original.
func scan(root fs.FS) (map[string]*file, error) {
	files := map[string]*file{}
	err := fs.WalkDir(root, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || variantOf(root, name) != "" {
			return err
		}
		f := &file{name: name, variants: map[string]*variant{}}
		for _, e := range Encodings {
			st, err := fs.Stat(root, name+e.Suffix)
			if err != nil || st.IsDir() {
				continue // no copy in this coding
			}
			f.variants[e.Name] = &variant{name: name + e.Suffix, size: st.Size()}
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

// hashTags makes the ETags of f and its copies, once; a file that cannot be
// read gets none (and fails when it is opened to be sent).
func (f *file) hashTags(root fs.FS) {
	f.tags.Do(func() {
		f.etag = hashFile(root, f.name)
		for _, v := range f.variants {
			v.etag = hashFile(root, v.name)
		}
	})
}

func hashFile(root fs.FS, name string) (etag string) {
	f, err := root.Open(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return `"` + hex.EncodeToString(h.Sum(nil)[:16]) + `"`
}

// serve sends f, in the coding the request accepts best when f has copies.
// A Range request gets the identity bytes, so its offsets are those of the
// file itself; Vary says the answer depends on Accept-Encoding either way.
func (f *file) serve(w http.ResponseWriter, r *http.Request, root fs.FS, name string) {
	f.hashTags(root)
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
	if etag != "" {
		w.Header().Set("ETag", etag)
	}
	// The type comes from the original's name, not the copy's.
	http.ServeContent(w, r, name, time.Time{}, rs)
}
