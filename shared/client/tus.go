package client

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
)

// Upload sends r (size bytes) to a tus creation endpoint for a video, in
// chunks, and returns the upload's URL (kept by the caller to resume).
func (c *Client) Upload(ctx context.Context, uploadURL string, videoID int64, r io.ReadSeeker, size, chunk int64) (string, error) {
	loc, err := c.CreateUpload(ctx, uploadURL, videoID, size)
	if err != nil {
		return "", err
	}
	return loc, c.Resume(ctx, loc, r, size, chunk)
}

// CreateUpload creates a tus upload for a video. A negative size defers the
// length (Upload-Defer-Length), for a recording whose size is not known yet.
func (c *Client) CreateUpload(ctx context.Context, uploadURL string, videoID, size int64) (string, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", c.BaseURL+uploadURL, nil)
	if err != nil {
		return "", err
	}
	if size < 0 {
		req.Header.Set("Upload-Defer-Length", "1")
	} else {
		req.Header.Set("Upload-Length", strconv.FormatInt(size, 10))
	}
	req.Header.Set("Upload-Metadata", "video_id "+base64.StdEncoding.EncodeToString([]byte(strconv.FormatInt(videoID, 10))))
	res, err := c.tusDo(req)
	if err != nil {
		return "", fmt.Errorf("client: create upload: %w", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		return "", fmt.Errorf("client: create upload: status %d", res.StatusCode)
	}
	// The server may answer with a path: resolved against where we asked.
	loc, err := res.Request.URL.Parse(res.Header.Get("Location"))
	if err == nil && res.Header.Get("Location") == "" {
		err = errors.New("no Location")
	}
	if err != nil {
		return "", fmt.Errorf("client: create upload: location: %w", err)
	}
	return loc.String(), nil
}

// Offset asks the server how many bytes of an upload it has.
func (c *Client) Offset(ctx context.Context, loc string) (int64, error) {
	off, _, err := c.UploadStatus(ctx, loc)
	return off, err
}

// UploadStatus asks the server how many bytes of an upload it has and its
// length, -1 while the length is still deferred (then the last chunk must
// declare it).
func (c *Client) UploadStatus(ctx context.Context, loc string) (offset, length int64, err error) {
	req, err := http.NewRequestWithContext(ctx, "HEAD", loc, nil)
	if err != nil {
		return 0, 0, err
	}
	res, err := c.tusDo(req)
	if err != nil {
		return 0, 0, fmt.Errorf("client: upload status: %w", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return 0, 0, fmt.Errorf("client: upload status: status %d", res.StatusCode)
	}
	if offset, err = strconv.ParseInt(res.Header.Get("Upload-Offset"), 10, 64); err != nil {
		return 0, 0, fmt.Errorf("client: upload status: %w", err)
	}
	if res.Header.Get("Upload-Defer-Length") == "1" {
		return offset, -1, nil
	}
	length, err = strconv.ParseInt(res.Header.Get("Upload-Length"), 10, 64)
	return offset, length, err
}

// Resume sends the rest of r from where the server's copy ends.
func (c *Client) Resume(ctx context.Context, loc string, r io.ReadSeeker, size, chunk int64) error {
	off, err := c.Offset(ctx, loc)
	if err != nil {
		return err
	}
	if _, err := r.Seek(off, io.SeekStart); err != nil {
		return err
	}
	for off < size {
		n := min(chunk, size-off)
		if err := c.Patch(ctx, loc, off, io.LimitReader(r, n), n, false); err != nil {
			return err
		}
		off += n
	}
	return nil
}

// Patch appends n bytes at offset off; last declares the length of a
// deferred-length upload (off+n) with this final chunk.
func (c *Client) Patch(ctx context.Context, loc string, off int64, body io.Reader, n int64, last bool) error {
	req, err := http.NewRequestWithContext(ctx, "PATCH", loc, body)
	if err != nil {
		return err
	}
	req.ContentLength = n
	req.Header.Set("Content-Type", "application/offset+octet-stream")
	req.Header.Set("Upload-Offset", strconv.FormatInt(off, 10))
	if last {
		req.Header.Set("Upload-Length", strconv.FormatInt(off+n, 10))
	}
	res, err := c.tusDo(req)
	if err != nil {
		return fmt.Errorf("client: upload at %d: %w", off, err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusNoContent {
		return fmt.Errorf("client: upload at %d: status %d", off, res.StatusCode)
	}
	return nil
}

// tusDo sends a tus request with its headers. When the server refuses the
// token (401) it is renewed; a request without a body is sent once more,
// one with a body fails and its caller's next try carries the new token.
func (c *Client) tusDo(req *http.Request) (*http.Response, error) {
	c.tusHeaders(req)
	res, err := c.HTTP.Do(req)
	if err != nil || res.StatusCode != http.StatusUnauthorized || !c.renew(req.Context()) {
		return res, err
	}
	if req.Body != nil && req.Body != http.NoBody {
		return res, nil
	}
	res.Body.Close()
	c.tusHeaders(req)
	return c.HTTP.Do(req)
}

func (c *Client) tusHeaders(req *http.Request) {
	req.Header.Set("Tus-Resumable", "1.0.0")
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
}
