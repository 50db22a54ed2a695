// Package upload receives video bytes over tus (resumable uploads, with the
// length allowed to be unknown at first) into files on local disk.
package upload

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/tus/tusd/v2/pkg/filestore"
	tusd "github.com/tus/tusd/v2/pkg/handler"
	"github.com/tus/tusd/v2/pkg/memorylocker"
	"github.com/tus/tusd/v2/pkg/s3store"
	xslog "golang.org/x/exp/slog"

	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/shared/api"
)

// ClaimFunc binds a new upload to the video named in its metadata, after
// checking the signed-in user may upload to it.
type ClaimFunc func(ctx context.Context, userID, videoID int64, uploadID string) error

// Uploads is the tus endpoint and where it keeps the bytes: files on local
// disk, or objects in an S3 bucket (tusd's s3store, which sends parts to the
// bucket as they arrive, buffering each part in a temporary file).
type Uploads struct {
	dir     string
	base    string
	public  string // PUBLIC_URL, or "" for relative upload URLs
	store   tusd.DataStore
	s3      *s3store.S3Store // nil on local disk
	handler *tusd.Handler
}

// S3 names the bucket uploads go to; nil keeps them on local disk.
type S3 struct {
	Client *s3.Client
	Bucket string
}

// s3Prefix is where upload objects go in the bucket.
const s3Prefix = "uploads/"

// State is how far an upload got.
type State struct {
	Offset   int64
	Size     int64
	Deferred bool // the client has not said the size yet
}

// Done reports whether every byte arrived.
func (s State) Done() bool { return !s.Deferred && s.Offset == s.Size }

// ReadTimeout is how long one read of an upload's body may wait for bytes
// (tusd's NetworkTimeout, extended after every read): an upload may take
// hours while bytes flow, and a stalled one is cut after this.
const ReadTimeout = time.Minute

// New serves tus at basePath, keeping the bytes in dir, or in the bucket
// when bucket is not nil (dir then holds the parts being sent). Upload URLs
// start with publicURL, or are paths when it is empty.
func New(dir, basePath, publicURL string, maxSize int64, claim ClaimFunc, bucket *S3) (*Uploads, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("upload: create %s: %w", dir, err)
	}
	u := &Uploads{dir: dir, base: strings.TrimSuffix(basePath, "/"), public: publicURL}
	composer := tusd.NewStoreComposer()
	if bucket != nil {
		st := s3store.New(bucket.Bucket, bucket.Client)
		st.ObjectPrefix, st.TemporaryDirectory = s3Prefix, dir
		useExtensions(composer, st, st, st)
		u.store, u.s3 = st, &st
	} else {
		st := filestore.New(dir)
		useExtensions(composer, st, st, st)
		u.store = st
	}
	memorylocker.New().UseIn(composer)
	h, err := tusd.NewHandler(tusd.Config{
		BasePath:           basePath,
		StoreComposer:      composer,
		MaxSize:            maxSize,
		DisableDownload:    true,
		DisableTermination: true,
		NetworkTimeout:     ReadTimeout,
		Cors:               &tusd.CorsConfig{Disable: true},
		// tusd logs every request and chunk at info; our request log covers those.
		Logger: xslog.New(xslog.NewTextHandler(os.Stderr, &xslog.HandlerOptions{Level: xslog.LevelWarn})),
		PreUploadCreateCallback: func(hook tusd.HookEvent) (tusd.HTTPResponse, tusd.FileInfoChanges, error) {
			return u.create(hook, claim)
		},
	})
	if err != nil {
		return nil, fmt.Errorf("upload: tus handler: %w", err)
	}
	u.handler = h
	return u, nil
}

func (u *Uploads) create(hook tusd.HookEvent, claim ClaimFunc) (tusd.HTTPResponse, tusd.FileInfoChanges, error) {
	videoID, err := strconv.ParseInt(hook.Upload.MetaData["video_id"], 10, 64)
	if err != nil || videoID <= 0 {
		return tusd.HTTPResponse{}, tusd.FileInfoChanges{}, tusd.NewError("ERR_VIDEO_ID", "metadata video_id is missing", http.StatusBadRequest)
	}
	id := newID()
	if err := claim(hook.Context, domain.UserID(hook.Context), videoID, id); err != nil {
		var ae *api.Error
		if errors.As(err, &ae) {
			return tusd.HTTPResponse{}, tusd.FileInfoChanges{}, tusd.NewError("ERR_VIDEO", ae.Msg, ae.Code.HTTPStatus())
		}
		return tusd.HTTPResponse{}, tusd.FileInfoChanges{}, err
	}
	meta := tusd.MetaData{"video_id": hook.Upload.MetaData["video_id"]}
	return tusd.HTTPResponse{}, tusd.FileInfoChanges{ID: id, MetaData: meta}, nil
}

// useExtensions registers only what our clients use: creation, deferred
// length and (for cleanup) termination; not concatenation, which would let
// an upload read other uploads by ID.
func useExtensions(c *tusd.StoreComposer, core tusd.DataStore, term tusd.TerminaterDataStore, deferrer tusd.LengthDeferrerDataStore) {
	c.UseCore(core)
	c.UseTerminater(term)
	c.UseLengthDeferrer(deferrer)
}

// newID is 128 random bits: upload URLs cannot be guessed.
func newID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// Handler serves the tus protocol under the base path; the caller
// authenticates first and puts the user in the request context.
func (u *Uploads) Handler() http.Handler {
	inner := http.StripPrefix(u.base, u.handler)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		inner.ServeHTTP(&locationWriter{ResponseWriter: w, public: u.public, base: u.base + "/"}, r)
	})
}

// locationWriter rewrites the Location tusd builds from the request's Host
// header (which a client can forge, e.g. to have a victim's resume go to
// another server) into the configured public URL or a plain path.
type locationWriter struct {
	http.ResponseWriter
	public, base string
}

func (w *locationWriter) WriteHeader(status int) {
	// An upload ID never holds a slash: it is what follows the last one.
	if loc := w.Header().Get("Location"); loc != "" {
		w.Header().Set("Location", w.public+w.base+loc[strings.LastIndex(loc, "/")+1:])
	}
	w.ResponseWriter.WriteHeader(status)
}

// Unwrap lets tusd's http.ResponseController reach the connection to
// extend its read deadline while an upload's bytes flow.
func (w *locationWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// State reads how far an upload got.
func (u *Uploads) State(ctx context.Context, id string) (State, error) {
	up, err := u.store.GetUpload(ctx, id)
	if err != nil {
		return State{}, fmt.Errorf("upload: %s: %w", id, err)
	}
	info, err := up.GetInfo(ctx)
	if err != nil {
		return State{}, fmt.Errorf("upload: %s info: %w", id, err)
	}
	return State{Offset: info.Offset, Size: info.Size, Deferred: info.SizeIsDeferred}, nil
}

// LocalPath is the file holding an upload on local disk; ok is false when
// uploads go to a bucket.
func (u *Uploads) LocalPath(id string) (path string, ok bool) {
	if u.s3 != nil {
		return "", false
	}
	return filepath.Join(u.dir, filepath.Base(id)), true
}

// ErrNotLocal means uploads are in a bucket, not on local disk.
var ErrNotLocal = errors.New("upload: not on local disk")

// ServeLocal sends an upload's bytes, answering Range requests.
func (u *Uploads) ServeLocal(w http.ResponseWriter, r *http.Request, id, contentType string) error {
	p, ok := u.LocalPath(id)
	if !ok {
		return ErrNotLocal
	}
	f, err := os.Open(p)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Cache-Control", "private, max-age=600")
	http.ServeContent(w, r, "", st.ModTime(), f)
	return nil
}

// Path is the local file holding an upload's bytes, fetching them from the
// bucket into fetchTo first when they are there.
func (u *Uploads) Path(ctx context.Context, id, fetchTo string) (string, error) {
	if p, ok := u.LocalPath(id); ok {
		return p, nil
	}
	object, _, _ := strings.Cut(id, "+")
	out, err := u.s3.Service.GetObject(ctx, &s3.GetObjectInput{Bucket: &u.s3.Bucket, Key: aws.String(s3Prefix + object)})
	if err != nil {
		return "", fmt.Errorf("upload: fetch %s: %w", id, err)
	}
	defer out.Body.Close()
	f, err := os.Create(fetchTo)
	if err != nil {
		return "", err
	}
	if _, err := io.Copy(f, out.Body); err != nil {
		f.Close()
		return "", fmt.Errorf("upload: fetch %s: %w", id, err)
	}
	return fetchTo, f.Close()
}

// Remove deletes an upload once its bytes have been processed.
func (u *Uploads) Remove(ctx context.Context, id string) error {
	if id == "" {
		return nil
	}
	if u.s3 != nil {
		up, err := u.s3.GetUpload(ctx, id)
		if err != nil {
			return fmt.Errorf("upload: remove %s: %w", id, err)
		}
		return u.s3.AsTerminatableUpload(up).Terminate(ctx)
	}
	p := filepath.Join(u.dir, filepath.Base(id))
	// The bytes and the files beside them: tusd's record, processing's journal.
	sidecars, _ := filepath.Glob(p + ".*")
	for _, name := range append(sidecars, p) {
		if err := os.Remove(name); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return nil
}
