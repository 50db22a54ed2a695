package client

import (
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"strconv"
)

// Upload sends r (size bytes) to a tus creation endpoint for a video, in
// chunks, and returns the upload's URL.
func (c *Client) Upload(ctx context.Context, uploadURL string, videoID int64, r io.Reader, size, chunk int64) (string, error) {
	req, err := http.NewRequestWithContext(ctx, "POST", c.BaseURL+uploadURL, nil)
	if err != nil {
		return "", err
	}
	c.tusHeaders(req)
	req.Header.Set("Upload-Length", strconv.FormatInt(size, 10))
	req.Header.Set("Upload-Metadata", "video_id "+base64.StdEncoding.EncodeToString([]byte(strconv.FormatInt(videoID, 10))))
	res, err := c.HTTP.Do(req)
	if err != nil {
		return "", fmt.Errorf("client: create upload: %w", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		return "", fmt.Errorf("client: create upload: status %d", res.StatusCode)
	}
	loc := res.Header.Get("Location")
	for off := int64(0); off < size; off += chunk {
		n := min(chunk, size-off)
		if err := c.patch(ctx, loc, off, io.LimitReader(r, n), n); err != nil {
			return loc, err
		}
	}
	return loc, nil
}

func (c *Client) patch(ctx context.Context, loc string, off int64, body io.Reader, n int64) error {
	req, err := http.NewRequestWithContext(ctx, "PATCH", loc, body)
	if err != nil {
		return err
	}
	c.tusHeaders(req)
	req.ContentLength = n
	req.Header.Set("Content-Type", "application/offset+octet-stream")
	req.Header.Set("Upload-Offset", strconv.FormatInt(off, 10))
	res, err := c.HTTP.Do(req)
	if err != nil {
		return fmt.Errorf("client: upload at %d: %w", off, err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusNoContent {
		return fmt.Errorf("client: upload at %d: status %d", off, res.StatusCode)
	}
	return nil
}

func (c *Client) tusHeaders(req *http.Request) {
	req.Header.Set("Tus-Resumable", "1.0.0")
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
}
