package httpapi_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// settleNotices waits until every queued notification job has run (the
// service's workers run them; the kick saves waiting for their poll when
// the event was made straight in the store).
func settleNotices(t *testing.T, env *apptest.Env) {
	t.Helper()
	env.App.Notify.Kick()
	apptest.Eventually(t, "the notification jobs ran", func() bool {
		jobs, err := env.App.Store.JobsOfKind(context.Background(), domain.NotifyJobKind)
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range jobs {
			if j.Status == domain.JobFailed {
				t.Fatalf("notification job failed: %s", j.LastError)
			}
		}
		return len(jobs) == 0
	})
}

// notices answers GET path (a notification list call) as token.
func notices(t *testing.T, env *apptest.Env, token, path string) api.NotificationList {
	t.Helper()
	_, e := call(t, env, "GET", path, token, nil)
	if e.Code != api.CodeOK {
		t.Fatalf("GET %s: code %d %q", path, e.Code, e.Msg)
	}
	return decode[api.NotificationList](t, e.Data)
}

// unreadOf is token's unread notifications.
func unreadOf(t *testing.T, env *apptest.Env, token string) api.NotificationList {
	t.Helper()
	return notices(t, env, token, "/api/notification/unread")
}

// change sends a notification call that answers the unread count.
func change(t *testing.T, env *apptest.Env, token, method, path string) (api.Code, int) {
	t.Helper()
	_, e := call(t, env, method, path, token, nil)
	if e.Code != api.CodeOK {
		return e.Code, -1
	}
	return e.Code, decode[api.NotificationCount](t, e.Data).UnreadCount
}

// seedNotices gives userID read notifications and then newer unread ones,
// written straight in the store, each its own (not grouped).
func seedNotices(t *testing.T, w *roomWorld, userID int64, read, unread int) {
	t.Helper()
	ctx := context.Background()
	at := time.Now().UTC().Add(-time.Hour)
	for i := range read + unread {
		n := store.NewNotification{Event: string(api.NotifyVideoComment), SubjectID: w.ids[rOwner], Extra: "{}",
			Source: fmt.Sprintf("seed %d", i), At: at.Add(time.Duration(i) * time.Second)}
		if _, err := w.App.Store.WriteNotifications(ctx, n, store.ToUsers([]int64{userID})); err != nil {
			t.Fatal(err)
		}
	}
	if read > 0 {
		w.exec(t, `UPDATE notifications SET is_read = TRUE WHERE recipient_id = ? AND id IN
			(SELECT id FROM notifications WHERE recipient_id = ? ORDER BY created_at, id LIMIT ?)`, userID, userID, read)
	}
}

// panelLoad loads the feed as the panel does (spec 9): the unread ones,
// and when fewer than api.NotificationFewUnread, pages of read ones until
// one is not full or is empty. It answers the unread count loaded and the
// size of each read page.
func panelLoad(t *testing.T, env *apptest.Env, token string) (int, []int) {
	t.Helper()
	u := unreadOf(t, env, token)
	if len(u.Notices) >= api.NotificationFewUnread {
		return len(u.Notices), nil
	}
	var pages []int
	var nid int64
	for {
		p := notices(t, env, token, fmt.Sprintf("/api/notification/read?nid=%d", nid))
		pages = append(pages, len(p.Notices))
		for _, n := range p.Notices {
			if !n.IsRead {
				t.Fatalf("an unread one in a read page: %+v", n)
			}
		}
		if len(p.Notices) == 0 || !p.HasMore {
			return len(u.Notices), pages
		}
		nid = p.Notices[len(p.Notices)-1].ID
	}
}
