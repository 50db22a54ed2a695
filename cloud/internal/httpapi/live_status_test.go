package httpapi_test

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

// TestLiveVideoStatusPushed: a page watching a video learns it is ready
// the moment processing ends, without polling.
func TestLiveVideoStatusPushed(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	ctx := context.Background()
	init, err := ann.RecordInit(ctx, api.RecordInitRequest{Title: "on its way", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	topic := live.VideoTopic(init.VideoID)
	c := socket(t, env, ticket(t, env, ann.Token, nil))
	mustSubscribe(t, c, topic, "")
	f, err := os.Open(apptest.MakeVideo(t, 1, "160x120"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	if _, err := ann.Upload(ctx, init.UploadURL, init.VideoID, f, st.Size(), 1<<20); err != nil {
		t.Fatal(err)
	}
	if _, err := ann.RecordComplete(ctx, init.VideoID); err != nil {
		t.Fatal(err)
	}
	wantEvent(t, c, topic, api.EventVideoStatus, fmt.Sprintf(`{"id":%d,"status":1}`, init.VideoID))
	if v, _ := ann.VideoDetail(ctx, init.VideoID); v.Status != api.VideoOK {
		t.Fatalf("after the event the video is in status %d", v.Status)
	}
}

// TestLiveAcrossInstances runs two instances on one PostgreSQL database,
// as behind a load balancer: a client on each receives what either
// publishes, and a ticket from one opens a socket on the other.
func TestLiveAcrossInstances(t *testing.T) {
	if os.Getenv("TEST_PG_DSN") == "" {
		t.Skip("TEST_PG_DSN not set")
	}
	cfg := apptest.Config(t)
	one := apptest.Start(t, cfg)
	cfg.DataDir = t.TempDir()
	two := apptest.Start(t, cfg)
	ann := one.SignUp(t, "ann@example.com")
	init, err := ann.RecordInit(context.Background(), api.RecordInitRequest{Title: "everywhere", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	topic := live.VideoTopic(init.VideoID)
	onOne := socket(t, one, ticket(t, one, ann.Token, nil))
	onTwo := socket(t, two, ticket(t, one, ann.Token, nil))
	mustSubscribe(t, onOne, topic, "")
	mustSubscribe(t, onTwo, topic, "")
	for i, from := range []*apptest.Env{one, two} {
		publish(t, from, topic, api.EventCommentNew, map[string]int{"id": i})
		for _, c := range []*websocket.Conn{onOne, onTwo} {
			wantEvent(t, c, topic, api.EventCommentNew, fmt.Sprintf(`{"id":%d}`, i))
		}
	}
}
