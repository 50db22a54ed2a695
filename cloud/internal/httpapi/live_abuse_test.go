package httpapi_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

func TestLiveRefusedBeforeUpgrade(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	used := ticket(t, env, ann.Token, nil)
	socket(t, env, used).Close(websocket.StatusNormalClosure, "")
	forged := ticket(t, env, ann.Token, nil)
	forged = forged[:len(forged)-3] + "abc"
	cases := []struct {
		name   string
		ticket string
		origin string
		status int
	}{
		{"no ticket", "", env.URL, http.StatusUnauthorized},
		{"bad ticket", "garbage", env.URL, http.StatusUnauthorized},
		{"forged ticket", forged, env.URL, http.StatusUnauthorized},
		{"replayed ticket", used, env.URL, http.StatusUnauthorized},
		{"foreign origin", ticket(t, env, ann.Token, nil), "https://evil.example", http.StatusForbidden},
		{"origin of another port", ticket(t, env, ann.Token, nil), "http://127.0.0.1:1", http.StatusForbidden},
		{"https origin for an http service", ticket(t, env, ann.Token, nil), "https" + env.URL[4:], http.StatusForbidden},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, res, err := dialLive(env, tc.ticket, tc.origin)
			if err == nil {
				c.CloseNow()
				t.Fatal("the socket opened")
			}
			if res == nil || res.StatusCode != tc.status {
				t.Fatalf("answer %v, want status %d (%v)", res, tc.status, err)
			}
		})
	}
	// A ticket refused for its origin was not used up.
	tk := ticket(t, env, ann.Token, nil)
	if _, _, err := dialLive(env, tk, "https://evil.example"); err == nil {
		t.Fatal("foreign origin accepted")
	}
	socket(t, env, tk)
}

// TestLiveFloodClosesOnlyTheFlooder: one client sending as fast as it can
// is closed with a policy violation; another on the same video is served.
func TestLiveFloodClosesOnlyTheFlooder(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "busy")
	topic := live.VideoTopic(v.ID)
	calm := socket(t, env, ticket(t, env, ann.Token, nil))
	mustSubscribe(t, calm, topic, "")
	flood := socket(t, env, ticket(t, env, ann.Token, nil))

	// Far more than the burst allowed, sent at once; the server may close
	// before all are written.
	ctx := context.Background()
	for i := 0; i < 2*live.DefaultLimits.MessageBurst+10; i++ {
		if flood.Write(ctx, websocket.MessageText, []byte(`{"op":"ping"}`)) != nil {
			break
		}
	}
	var err error
	for err == nil {
		_, _, err = flood.Read(ctx) // pongs, then the close
	}
	if websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
		t.Fatalf("flooder ended with %v, want a policy violation", err)
	}
	publish(t, env, topic, api.EventCommentNew, map[string]int{"id": 9})
	wantEvent(t, calm, topic, api.EventCommentNew, `{"id":9}`)
}

func TestLiveMessageTooBig(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	c := socket(t, env, ticket(t, env, ann.Token, nil))
	big := make([]byte, live.DefaultLimits.MaxMessageBytes+1)
	c.Write(context.Background(), websocket.MessageText, big)
	_, _, err := c.Read(context.Background())
	if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Fatalf("oversized message ended with %v", err)
	}
}

func TestLiveSubscriptionCap(t *testing.T) {
	env := newShareEnv(t)
	ann := env.SignUp(t, "ann@example.com")
	annInfo, _ := ann.UserInfo(context.Background())
	env.setLimit(t, annInfo.ID, 1000)
	init, err := ann.RecordInit(context.Background(), api.RecordInitRequest{Title: "one", Client: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c := socket(t, env.Env, ticket(t, env.Env, ann.Token, nil))
	mustSubscribe(t, c, live.UserTopic(annInfo.ID), "")
	mustSubscribe(t, c, live.VideoTopic(init.VideoID), "")
	// Subscribing again to the same topic takes no new place.
	mustSubscribe(t, c, live.VideoTopic(init.VideoID), "")
	for i := 2; i < live.DefaultLimits.MaxSubscriptions; i++ {
		v, err := ann.RecordInit(context.Background(), api.RecordInitRequest{Title: "more", Client: "test"})
		if err != nil {
			t.Fatal(err)
		}
		mustSubscribe(t, c, live.VideoTopic(v.VideoID), "")
	}
	last, _ := ann.RecordInit(context.Background(), api.RecordInitRequest{Title: "one too many", Client: "test"})
	if m := subscribe(t, c, live.VideoTopic(last.VideoID), ""); m.Op != api.LiveError || m.Msg != "Too many subscriptions" {
		t.Fatalf("subscription over the cap: %+v", m)
	}
}

// TestLiveConnectionCap opens as many idle sockets as the instance allows
// (a small cap stands for the default 20,000): the next is refused, the
// service still answers, and a place freed is taken again.
func TestLiveConnectionCap(t *testing.T) {
	cfg := apptest.Config(t)
	cfg.LiveMaxConns = 50
	env := apptest.Start(t, cfg)
	ann := env.SignUp(t, "ann@example.com")
	var open []*websocket.Conn
	for range cfg.LiveMaxConns {
		open = append(open, socket(t, env, ticket(t, env, ann.Token, nil)))
	}
	tk := ticket(t, env, ann.Token, nil)
	_, res, err := dialLive(env, tk, env.URL)
	if err == nil || res == nil || res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("socket over the cap: %v, %v", res, err)
	}
	if status, e := call(t, env, "GET", "/api/user/info", ann.Token, nil); status != 200 {
		t.Fatalf("service answered %d %+v with every socket open", status, e)
	}
	open[0].Close(websocket.StatusNormalClosure, "")
	apptest.Eventually(t, "a closed socket frees its place", func() bool {
		return env.App.Live.Open() < cfg.LiveMaxConns
	})
	socket(t, env, tk) // refused for the cap, the ticket was kept
}

func TestLivePerAddressCap(t *testing.T) {
	cfg := apptest.Config(t)
	cfg.LiveMaxPerAddr = 3
	env := apptest.Start(t, cfg)
	ann := env.SignUp(t, "ann@example.com")
	for range 3 {
		socket(t, env, ticket(t, env, ann.Token, nil))
	}
	_, res, err := dialLive(env, ticket(t, env, ann.Token, nil), env.URL)
	if err == nil || res == nil || res.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("socket over the address cap: %v, %v", res, err)
	}
}
