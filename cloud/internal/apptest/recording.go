package apptest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// MakeRecording writes what a browser recorder streams: a fragmented MP4
// with H.264 and Opus and a fragment every second.
func MakeRecording(tb testing.TB, seconds int) string {
	tb.Helper()
	return MakeRaw(tb, "-f", "lavfi", "-i", "testsrc=size=640x360:rate=30",
		"-f", "lavfi", "-i", "sine=frequency=440", "-t", fmt.Sprint(seconds),
		"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-g", "30",
		"-c:a", "libopus", "-movflags", "frag_keyframe+empty_moov+default_base_moof",
		"-f", "mp4", fmt.Sprintf("recording-%ds.mp4", seconds))
}

// Recording is a recording started on the server with its upload created.
type Recording struct {
	api.RecordInitResponse
	Location string
}

// StartRecording starts a recording (status record_uploading) and creates
// its upload, with the length unknown.
func StartRecording(tb testing.TB, c *client.Client, title string) Recording {
	tb.Helper()
	ctx := context.Background()
	init, err := c.RecordInit(ctx, api.RecordInitRequest{Title: title, Client: "web", Record: true})
	if err != nil {
		tb.Fatalf("init recording: %v", err)
	}
	loc, err := c.CreateUpload(ctx, init.UploadURL, init.VideoID, -1)
	if err != nil {
		tb.Fatalf("create recording upload: %v", err)
	}
	return Recording{RecordInitResponse: init, Location: loc}
}

// StreamFile sends data to a recording's upload in pieces of chunk bytes, as
// a recorder does while recording; with last, the final piece declares the
// length.
func StreamFile(tb testing.TB, c *client.Client, r Recording, data []byte, chunk int, last bool) {
	tb.Helper()
	ctx := context.Background()
	for off := 0; off < len(data); off += chunk {
		n := min(chunk, len(data)-off)
		final := last && off+n == len(data)
		if err := c.Patch(ctx, r.Location, int64(off), bytes.NewReader(data[off:off+n]), int64(n), final); err != nil {
			tb.Fatalf("stream at %d: %v", off, err)
		}
	}
}

// ReadFile reads a file a test made.
func ReadFile(tb testing.TB, path string) []byte {
	tb.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}
