package apptest

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// SignUp registers an account and returns a client signed in as it.
func (e *Env) SignUp(tb testing.TB, email string) *client.Client {
	tb.Helper()
	c := e.Client()
	if _, err := c.Register(context.Background(), api.RegisterRequest{
		Email: email, Password: "quiet harbor kettle 42", Nickname: "Tester"}); err != nil {
		tb.Fatalf("register %s: %v", email, err)
	}
	return c
}

// Upload sends a file as a new video, completes it and waits until
// processing ends; it returns the video as it then is.
func (e *Env) Upload(tb testing.TB, c *client.Client, path, title string) api.Video {
	tb.Helper()
	return e.WaitProcessed(tb, c, UploadAndComplete(tb, c, path, title))
}

// UploadAndComplete sends a file as a new video and completes it, without
// waiting for processing; it returns the video's ID.
func UploadAndComplete(tb testing.TB, c *client.Client, path, title string) int64 {
	tb.Helper()
	ctx := context.Background()
	init, err := c.RecordInit(ctx, api.RecordInitRequest{Title: title, Client: "test"})
	if err != nil {
		tb.Fatalf("init: %v", err)
	}
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	if _, err := c.Upload(ctx, init.UploadURL, init.VideoID, f, st.Size(), 1<<20); err != nil {
		tb.Fatalf("upload: %v", err)
	}
	if _, err := c.RecordComplete(ctx, init.VideoID); err != nil {
		tb.Fatalf("complete: %v", err)
	}
	return init.VideoID
}

// WaitProcessed polls a video until it is ok or failed.
func (e *Env) WaitProcessed(tb testing.TB, c *client.Client, id int64) api.Video {
	tb.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		v, err := c.VideoDetail(context.Background(), id)
		if err != nil {
			tb.Fatalf("detail %d: %v", id, err)
		}
		if v.Status == api.VideoOK || v.Status == api.VideoFail {
			return v
		}
		if time.Now().After(deadline) {
			tb.Fatalf("video %d still in status %d after 60 s", id, v.Status)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Eventually waits for cond, for what the service finishes just after a
// status change (removing files, logging). The minute it allows is only a
// guard against a hang: on a busy machine background work can take many
// seconds, and a pass never waits longer than it must.
func Eventually(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("after a minute: %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
