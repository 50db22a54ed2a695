package httpapi_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"io"
	"os"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// cutReader gives n bytes and then fails, like a connection that drops.
type cutReader struct {
	r io.Reader
	n int
}

func (c *cutReader) Read(p []byte) (int, error) {
	if c.n <= 0 {
		return 0, errors.New("connection lost")
	}
	if len(p) > c.n {
		p = p[:c.n]
	}
	k, err := c.r.Read(p)
	c.n -= k
	return k, err
}

// A recording streams with its length unknown; a chunk is cut off half-way;
// the client asks where to go on and finishes; the server's copy is exact.
func TestDeferredLengthAndByteExactResume(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	c := env.SignUp(t, "ann@example.com")
	data := make([]byte, 3<<20+12345)
	rand.Read(data)
	init, err := c.RecordInit(ctx, api.RecordInitRequest{Title: "recording"})
	if err != nil {
		t.Fatal(err)
	}
	loc, err := c.CreateUpload(ctx, init.UploadURL, init.VideoID, -1)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Patch(ctx, loc, 0, bytes.NewReader(data[:1<<20]), 1<<20, false); err != nil {
		t.Fatal(err)
	}
	c.Patch(ctx, loc, 1<<20, &cutReader{r: bytes.NewReader(data[1<<20 : 2<<20]), n: 300000}, 1<<20, false)
	runCases(t, env, []apiCase{
		{"complete while the length is unknown", "POST", "/api/v2/record/local/complete", c.Token, api.RecordCompleteRequest{VideoID: init.VideoID}, 409, api.CodeUploadIncomplete},
	})
	// As tus clients do: ask where the upload stands, send from there, declare
	// the length while it is still deferred, and ask again if the server was
	// still saving the cut request's bytes (409).
	// A try refused part-way (tusd hands the upload's lock from the cut request
	// to the new one) may have saved some of its bytes, so later tries may start
	// further on.
	most := int64(1<<20 + 300000)
	for try := 0; ; try++ {
		off, length, err := c.UploadStatus(ctx, loc)
		if err != nil || off < 1<<20 || off > most || length != -1 && length != int64(len(data)) {
			t.Fatalf("status after the cut: offset %d length %d, %v", off, length, err)
		}
		err = c.Patch(ctx, loc, off, bytes.NewReader(data[off:]), int64(len(data))-off, length == -1)
		if err == nil {
			break
		}
		if try == 20 {
			t.Fatalf("final chunk: %v", err)
		}
		most = int64(len(data))
		time.Sleep(50 * time.Millisecond)
	}
	if got := env.UploadBytes(t, path.Base(loc)); sha256.Sum256(got) != sha256.Sum256(data) {
		t.Fatalf("server copy differs from the source (%d of %d bytes)", len(got), len(data))
	}
}

// A client that lost everything but the video ID learns where to resume.
func TestCredentialsAfterLostState(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	init, _ := ann.RecordInit(ctx, api.RecordInitRequest{Title: "crashed"})
	cr, err := ann.RecordCredentials(ctx, init.VideoID)
	want := map[bool]string{false: "local", true: "s3"}[env.OnS3()]
	if err != nil || cr.Location != "" || cr.UploadURL != init.UploadURL || cr.Storage != want {
		t.Fatalf("before any upload: %+v, %v", cr, err)
	}
	src := apptest.MakeVideo(t, 1, "64x64")
	data, _ := os.ReadFile(src)
	loc, _ := ann.CreateUpload(ctx, init.UploadURL, init.VideoID, int64(len(data)))
	ann.Patch(ctx, loc, 0, bytes.NewReader(data[:1000]), 1000, false)

	cr, err = ann.RecordCredentials(ctx, init.VideoID)
	if err != nil || cr.Offset != 1000 || !strings.HasSuffix(loc, cr.Location) {
		t.Fatalf("after 1000 bytes: %+v, %v (upload at %s)", cr, err, loc)
	}
	runCases(t, env, []apiCase{
		{"someone else's video", "POST", "/api/v2/record/credentials", bob.Token, api.RecordCredentialsRequest{VideoID: init.VideoID}, 404, api.CodeNotFound},
		{"no token", "POST", "/api/v2/record/credentials", "", api.RecordCredentialsRequest{VideoID: init.VideoID}, 401, api.CodeLoginOutdated},
	})
	if err := ann.Resume(ctx, env.URL+cr.Location, bytes.NewReader(data), int64(len(data)), 1<<20); err != nil {
		t.Fatal(err)
	}
	if _, err := ann.RecordComplete(ctx, init.VideoID); err != nil {
		t.Fatal(err)
	}
	if v := env.WaitProcessed(t, ann, init.VideoID); v.Status != api.VideoOK {
		t.Fatalf("resumed video ended as %+v", v)
	}
	runCases(t, env, []apiCase{
		{"after completion", "POST", "/api/v2/record/credentials", ann.Token, api.RecordCredentialsRequest{VideoID: init.VideoID}, 409, api.CodeConflict},
	})
}
