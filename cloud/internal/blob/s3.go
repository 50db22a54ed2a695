package blob

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
)

// S3Config names an S3-compatible bucket.
type S3Config struct {
	Endpoint  string // e.g. http://127.0.0.1:7070; empty for AWS itself
	Region    string
	Bucket    string
	AccessKey string
	SecretKey string
}

// NewS3Client makes a client of the configured service. Self-hosted
// servers get path-style addressing (bucket in the path, not the host).
func NewS3Client(c S3Config) *s3.Client {
	return s3.New(s3.Options{
		Region:       c.Region,
		Credentials:  credentials.NewStaticCredentialsProvider(c.AccessKey, c.SecretKey, ""),
		BaseEndpoint: endpoint(c.Endpoint),
		UsePathStyle: c.Endpoint != "",
		// Self-hosted servers differ in the checksums they accept; send one only where required.
		RequestChecksumCalculation: aws.RequestChecksumCalculationWhenRequired,
		ResponseChecksumValidation: aws.ResponseChecksumValidationWhenRequired,
	})
}

func endpoint(e string) *string {
	if e == "" {
		return nil
	}
	return aws.String(e)
}

// S3 keeps files as objects of one bucket and serves them by redirecting
// to short-lived presigned URLs, so video bytes never pass through us.
type S3 struct {
	client  *s3.Client
	presign *s3.PresignClient
	bucket  string
}

// NewS3 keeps files in c.Bucket.
func NewS3(client *s3.Client, bucket string) *S3 {
	return &S3{client: client, presign: s3.NewPresignClient(client), bucket: bucket}
}

// Put uploads src and removes it.
func (s *S3) Put(ctx context.Context, key, src string) error {
	f, err := os.Open(src)
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	_, err = s.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: &s.bucket, Key: &key, Body: f, ContentLength: aws.Int64(st.Size()),
	})
	if err != nil {
		return fmt.Errorf("blob: put %s: %w", key, err)
	}
	return os.Remove(src)
}

// Serve redirects to a presigned GET that answers Range requests itself.
func (s *S3) Serve(w http.ResponseWriter, r *http.Request, key, contentType, download string) error {
	if _, err := s.client.HeadObject(r.Context(), &s3.HeadObjectInput{Bucket: &s.bucket, Key: &key}); err != nil {
		var nf *types.NotFound
		if errors.As(err, &nf) {
			return ErrNotFound
		}
		return fmt.Errorf("blob: head %s: %w", key, err)
	}
	in := &s3.GetObjectInput{Bucket: &s.bucket, Key: &key, ResponseContentType: aws.String(contentType)}
	if download != "" {
		in.ResponseContentDisposition = aws.String(mime.FormatMediaType("attachment", map[string]string{"filename": download}))
	}
	req, err := s.presign.PresignGetObject(r.Context(), in, s3.WithPresignExpires(15*time.Minute))
	if err != nil {
		return fmt.Errorf("blob: presign %s: %w", key, err)
	}
	w.Header().Set("Cache-Control", "private, max-age=600")
	http.Redirect(w, r, req.URL, http.StatusFound)
	return nil
}

// Origin is the scheme and host of the presigned URLs Serve redirects to,
// which the web app's Content-Security-Policy must allow for media.
func (s *S3) Origin(ctx context.Context) (string, error) {
	req, err := s.presign.PresignGetObject(ctx, &s3.GetObjectInput{Bucket: &s.bucket, Key: aws.String("origin")})
	if err != nil {
		return "", fmt.Errorf("blob: presign: %w", err)
	}
	u, err := url.Parse(req.URL)
	if err != nil {
		return "", fmt.Errorf("blob: presigned URL: %w", err)
	}
	return u.Scheme + "://" + u.Host, nil
}

// Delete removes the objects under prefix.
func (s *S3) Delete(ctx context.Context, prefix string) error {
	pages := s3.NewListObjectsV2Paginator(s.client, &s3.ListObjectsV2Input{Bucket: &s.bucket, Prefix: &prefix})
	for pages.HasMorePages() {
		page, err := pages.NextPage(ctx)
		if err != nil {
			return fmt.Errorf("blob: list %s: %w", prefix, err)
		}
		for _, o := range page.Contents {
			if _, err := s.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: &s.bucket, Key: o.Key}); err != nil {
				return fmt.Errorf("blob: delete %s: %w", *o.Key, err)
			}
		}
	}
	return nil
}

// EnsureBucket creates the bucket when it does not exist yet, as the service
// creates its data folder.
func EnsureBucket(ctx context.Context, client *s3.Client, bucket string) error {
	if _, err := client.HeadBucket(ctx, &s3.HeadBucketInput{Bucket: &bucket}); err == nil {
		return nil
	}
	if _, err := client.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: &bucket}); err != nil {
		var owned *types.BucketAlreadyOwnedByYou
		if errors.As(err, &owned) {
			return nil
		}
		return fmt.Errorf("blob: create bucket %s: %w", bucket, err)
	}
	return nil
}
