package apptest

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/reelroom/reelroom/cloud/internal/blob"
	"github.com/reelroom/reelroom/cloud/internal/config"
)

// s3Config is a fresh bucket on the server TEST_S3_ENDPOINT names, or
// ok=false when tests run on local disk.
func s3Config(tb testing.TB) (config.S3, bool) {
	endpoint := os.Getenv("TEST_S3_ENDPOINT")
	if endpoint == "" {
		return config.S3{}, false
	}
	c := config.S3{Endpoint: endpoint, Region: "us-east-1", Bucket: "rr-test-" + randomHex(6),
		AccessKey: os.Getenv("TEST_S3_ACCESS_KEY"), SecretKey: os.Getenv("TEST_S3_SECRET_KEY")}
	return c, true // the service creates the bucket
}

// OnS3 reports whether the service keeps its files in a bucket.
func (e *Env) OnS3() bool { return e.cfg.Storage == "s3" }

func (e *Env) s3() *s3.Client { return blob.NewS3Client(blob.S3Config(e.cfg.S3)) }

// UploadBytes is what the service holds of a finished upload (by its ID).
func (e *Env) UploadBytes(tb testing.TB, id string) []byte {
	tb.Helper()
	if !e.OnS3() {
		b, err := os.ReadFile(filepath.Join(e.DataDir, "uploads", id))
		if err != nil {
			tb.Fatal(err)
		}
		return b
	}
	object, _, _ := strings.Cut(id, "+")
	out, err := e.s3().GetObject(context.Background(), &s3.GetObjectInput{
		Bucket: &e.cfg.S3.Bucket, Key: aws.String("uploads/" + object)})
	if err != nil {
		tb.Fatalf("get upload %s: %v", id, err)
	}
	defer out.Body.Close()
	b, err := io.ReadAll(out.Body)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// Stored lists what the service keeps under a prefix ("uploads/",
// "videos/12/"): files below DATA_DIR/uploads or DATA_DIR/media, or objects.
func (e *Env) Stored(tb testing.TB, prefix string) []string {
	tb.Helper()
	if !e.OnS3() {
		dir := filepath.Join(e.DataDir, "media")
		if strings.HasPrefix(prefix, "uploads/") {
			dir = e.DataDir
		}
		var out []string
		filepath.Walk(filepath.Join(dir, filepath.FromSlash(prefix)), func(p string, info os.FileInfo, err error) error {
			if err == nil && !info.IsDir() {
				out = append(out, p)
			}
			return nil
		})
		return out
	}
	var out []string
	pages := s3.NewListObjectsV2Paginator(e.s3(), &s3.ListObjectsV2Input{Bucket: &e.cfg.S3.Bucket, Prefix: &prefix})
	for pages.HasMorePages() {
		page, err := pages.NextPage(context.Background())
		if err != nil {
			tb.Fatalf("list %s: %v", prefix, err)
		}
		for _, o := range page.Contents {
			out = append(out, *o.Key)
		}
	}
	return out
}
