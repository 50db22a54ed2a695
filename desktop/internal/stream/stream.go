// Package stream sends a recording's file to its resumable (tus) upload
// while the file is still being written: every second what was added goes
// up; after a failure (network, server restart) the server's offset is
// asked again and sending resumes from there. Finish sends the rest and
// declares the length.
package stream

import (
	"context"

	"fmt"
	"io"
	"os"
	"time"

	"github.com/reelroom/reelroom/shared/client"
)

// Every is how often Follow looks for new bytes.
const Every = time.Second

// maxChunk bounds one PATCH, so a long backlog goes up in pieces.
const maxChunk = 8 << 20

// Upload is one file's upload.
type Upload struct {
	Client   *client.Client
	Location string // the upload's tus URL
	Path     string
	// sent is what the server is known to hold; -1 until asked.
	sent int64
}

// New follows path into the upload at location.
func New(c *client.Client, location, path string) *Upload {
	return &Upload{Client: c, Location: location, Path: path, sent: -1}
}

// Sent is how many bytes the server is known to hold.
func (u *Upload) Sent() int64 { return max(u.sent, 0) }

// Follow sends new bytes every Every until ctx ends. Failures are retried
// at the next turn; onError hears of each.
func (u *Upload) Follow(ctx context.Context, onError func(error)) {
	t := time.NewTicker(Every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := u.sync(ctx, false); err != nil && ctx.Err() == nil && onError != nil {
				onError(err)
			}
		}
	}
}

// Finish sends what is left of the finished file and declares its length.
func (u *Upload) Finish(ctx context.Context) error { return u.sync(ctx, true) }

// sync sends the bytes past what the server holds; last declares the length.
func (u *Upload) sync(ctx context.Context, last bool) error {
	if u.sent < 0 {
		off, length, err := u.Client.UploadStatus(ctx, u.Location)
		if err != nil {
			return err
		}
		if length >= 0 && off == length {
			u.sent = off
			return nil // already complete
		}
		u.sent = off
	}
	f, err := os.Open(u.Path)
	if err != nil {
		return fmt.Errorf("stream: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("stream: %w", err)
	}
	size := st.Size()
	if size < u.sent {
		return fmt.Errorf("stream: the file (%d bytes) is shorter than what was sent (%d)", size, u.sent)
	}
	for {
		n := min(size-u.sent, maxChunk)
		final := last && u.sent+n == size
		if n == 0 && !final {
			return nil
		}
		if _, err := f.Seek(u.sent, io.SeekStart); err != nil {
			return fmt.Errorf("stream: %w", err)
		}
		if err := u.Client.Patch(ctx, u.Location, u.sent, io.LimitReader(f, n), n, final); err != nil {
			u.sent = -1 // ask the server where it stands before trying again
			return err
		}
		u.sent += n
		if final {
			return nil
		}
	}
}
