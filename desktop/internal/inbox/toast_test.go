package inbox

import (
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/locale"
	"github.com/reelroom/reelroom/shared/api"
)

func TestCommentPage(t *testing.T) {
	for _, c := range []struct {
		event api.NotificationEvent
		extra api.NotificationExtra
		want  string
	}{
		{api.NotifyMention, api.NotificationExtra{VideoID: 7, ChannelID: 3, VideoShareKey: "k", PlayedTime: 12500}, "/roomDetail/3/7?t=12.5"},
		{api.NotifyVideoComment, api.NotificationExtra{VideoID: 7, VideoShareKey: "k", PlayedTime: 4000}, "/video/7?t=4"},
		{api.NotifyMention, api.NotificationExtra{VideoID: 7, PlayedTime: api.NoPlayedTime}, "/video/7"},
		{api.NotifyCommentReply, api.NotificationExtra{VideoID: 7, VideoShareKey: "a/b", PlayedTime: 0}, "/share/7/a%2Fb"},
	} {
		if got := CommentPage(api.Notification{Event: c.event, Extra: c.extra}); got != c.want {
			t.Errorf("%s %+v: %q, want %q", c.event, c.extra, got, c.want)
		}
	}
}

func TestToastOnlyForUnreadMentionsAndReplies(t *testing.T) {
	zh := locale.InboxFor("zh-CN")
	n := api.Notification{ID: 9, Event: api.NotifyCommentReply, Subject: api.NotificationSubject{Nickname: "安"},
		Extra: api.NotificationExtra{VideoID: 2, VideoTitle: "演示", Content: "好的", PlayedTime: 1000}}
	got, ok := ToastFor(n, zh)
	if want := (Toast{ID: "notification-9", Title: "安 回复了你", Body: "演示\n好的", Page: "/video/2?t=1"}); !ok || got != want {
		t.Fatalf("toast %+v %v, want %+v", got, ok, want)
	}
	n.IsRead = true
	if _, ok := ToastFor(n, zh); ok {
		t.Fatal("a read notification got a toast")
	}
	n.IsRead, n.Event = false, api.NotifyChannelVideo
	if _, ok := ToastFor(n, zh); ok {
		t.Fatal("a room video got a toast")
	}
}
