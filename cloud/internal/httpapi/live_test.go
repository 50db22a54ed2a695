package httpapi_test

import (
	"context"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

func TestLiveSubscribeAndReceive(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "watched")
	topic := live.VideoTopic(v.ID)
	c := socket(t, env, ticket(t, env, ann.Token, nil))
	send(t, c, api.LiveClientMessage{Op: api.LivePing})
	if m := receive(t, c); m.Op != api.LivePong {
		t.Fatalf("ping answered %+v", m)
	}
	mustSubscribe(t, c, topic, "")
	publish(t, env, topic, api.EventCommentNew, map[string]int64{"id": 1})
	wantEvent(t, c, topic, api.EventCommentNew, `{"id":1}`)

	send(t, c, api.LiveClientMessage{Op: api.LiveUnsubscribe, Topic: topic})
	send(t, c, api.LiveClientMessage{Op: api.LivePing})
	if m := receive(t, c); m.Op != api.LivePong { // messages are handled in order: unsubscribed now
		t.Fatalf("ping answered %+v", m)
	}
	publish(t, env, topic, api.EventCommentEdit, map[string]int64{"id": 1})
	send(t, c, api.LiveClientMessage{Op: api.LivePing})
	if m := receive(t, c); m.Op != api.LivePong {
		t.Fatalf("after unsubscribing got %+v", m) // the edit would have come before the pong
	}
}

func TestLiveSubscribeRefused(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "private")
	annInfo, _ := ann.UserInfo(context.Background())
	c := socket(t, env, ticket(t, env, bob.Token, nil))
	for _, topic := range []string{live.VideoTopic(v.ID), live.UserTopic(annInfo.ID), "video:424242", "room:1", "video:x"} {
		if m := subscribe(t, c, topic, ""); m.Op != api.LiveError {
			t.Fatalf("bob subscribed to %s: %+v", topic, m)
		}
	}
	publish(t, env, live.VideoTopic(v.ID), api.EventCommentNew, 1)
	send(t, c, api.LiveClientMessage{Op: api.LivePing})
	if m := receive(t, c); m.Op != api.LivePong {
		t.Fatalf("refused subscriber got %+v", m)
	}
}

func TestLiveAnonymousWithShareKey(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	ctx := context.Background()
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "shared")
	other := env.Upload(t, ann, apptest.MakeVideo(t, 1, "160x120"), "not shared")
	share, err := ann.ShareCreate(ctx, v.ID, api.SharePublic)
	if err != nil {
		t.Fatal(err)
	}
	runCases(t, env, []apiCase{
		{"no key", "POST", "/api/v2/notify/ticket", "", api.NotifyTicketRequest{VideoID: v.ID}, 400, api.CodeInvalidParam},
		{"wrong key", "POST", "/api/v2/notify/ticket", "", api.NotifyTicketRequest{VideoID: v.ID, ShareKey: "nope"}, 404, api.CodeNotFound},
		{"key of another video", "POST", "/api/v2/notify/ticket", "", api.NotifyTicketRequest{VideoID: other.ID, ShareKey: share.ShareKey}, 404, api.CodeNotFound},
		{"bad token", "POST", "/api/v2/notify/ticket", "nope", nil, 401, api.CodeLoginOutdated},
	})
	c := socket(t, env, ticket(t, env, "", api.NotifyTicketRequest{VideoID: v.ID, ShareKey: share.ShareKey}))
	if m := subscribe(t, c, live.VideoTopic(v.ID), ""); m.Op != api.LiveError {
		t.Fatalf("subscribed without the key: %+v", m)
	}
	if m := subscribe(t, c, live.VideoTopic(other.ID), share.ShareKey); m.Op != api.LiveError {
		t.Fatalf("subscribed to a video the ticket was not for: %+v", m)
	}
	mustSubscribe(t, c, live.VideoTopic(v.ID), share.ShareKey)
	publish(t, env, live.VideoTopic(v.ID), api.EventCommentDelete, map[string]int64{"id": 3})
	wantEvent(t, c, live.VideoTopic(v.ID), api.EventCommentDelete, `{"id":3}`)

	// A ticket issued before the link closed opens a socket, whose
	// subscriptions are decided anew.
	late := ticket(t, env, "", api.NotifyTicketRequest{VideoID: v.ID, ShareKey: share.ShareKey})
	if err := ann.ShareRevoke(ctx, v.ID); err != nil {
		t.Fatal(err)
	}
	runCases(t, env, []apiCase{
		{"revoked link", "POST", "/api/v2/notify/ticket", "", api.NotifyTicketRequest{VideoID: v.ID, ShareKey: share.ShareKey}, 404, api.CodeNotFound},
	})
	if m := subscribe(t, socket(t, env, late), live.VideoTopic(v.ID), share.ShareKey); m.Op != api.LiveError {
		t.Fatalf("subscribed through a closed link: %+v", m)
	}
}
