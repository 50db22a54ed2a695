package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
)

// Open reads the file under key.
func (l *Local) Open(_ context.Context, key string) (io.ReadCloser, error) {
	p, err := l.file(key)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if os.IsNotExist(err) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("blob: open %s: %w", key, err)
	}
	return f, nil
}

// Open reads the object under key.
func (s *S3) Open(ctx context.Context, key string) (io.ReadCloser, error) {
	out, err := s.client.GetObject(ctx, &s3.GetObjectInput{Bucket: &s.bucket, Key: &key})
	if err != nil {
		var nk *types.NoSuchKey
		var status interface{ HTTPStatusCode() int }
		if errors.As(err, &nk) || (errors.As(err, &status) && status.HTTPStatusCode() == 404) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("blob: get %s: %w", key, err)
	}
	return out.Body, nil
}
