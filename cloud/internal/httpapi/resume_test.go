package httpapi_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

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
	off, err := c.Offset(ctx, loc)
	if err != nil || off < 1<<20 || off > 1<<20+300000 {
		t.Fatalf("offset after the cut: %d, %v", off, err)
	}
	runCases(t, env, []apiCase{
		{"complete while the length is unknown", "POST", "/api/v2/record/local/complete", c.Token, api.RecordCompleteRequest{VideoID: init.VideoID}, 409, api.CodeUploadIncomplete},
	})
	if err := c.Patch(ctx, loc, off, bytes.NewReader(data[off:]), int64(len(data))-off, true); err != nil {
		t.Fatalf("final chunk: %v", err)
	}
	got, err := os.ReadFile(filepath.Join(env.DataDir, "uploads", filepath.Base(loc)))
	if err != nil || sha256.Sum256(got) != sha256.Sum256(data) {
		t.Fatalf("server copy differs from the source (%d of %d bytes): %v", len(got), len(data), err)
	}
}
