package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/shared/api"
)

// kinds is the events of a list, newest first.
func kinds(l api.NotificationList) []api.NotificationEvent {
	out := make([]api.NotificationEvent, len(l.Notices))
	for i, n := range l.Notices {
		out[i] = n.Event
	}
	return out
}

// A comment notifies each person once, of the first kind that applies
// (mention, reply, comment on their video), never its author; while
// unread, later comments on the same video grow the notification instead
// of adding one; a read one is never grown.
func TestNotificationsOfComments(t *testing.T) {
	w := newRoomWorld(t)
	ctx := context.Background()
	room := w.studioRoom(t, false)
	video := w.video(t, w.ids[rMember], room, "the cut")
	post := func(r string, parent int64, blocks ...api.CommentBlock) int64 {
		t.Helper()
		id, err := w.users[r].CommentPost(ctx, api.CommentPostRequest{VideoID: video, ChannelID: room, Blocks: blocks,
			ParentID: parent, PlayedTime: 500})
		if err != nil {
			t.Fatalf("post as %s: %v", r, err)
		}
		return id
	}
	text := func(s string) api.CommentBlock { return api.CommentBlock{Type: api.BlockText, Text: s} }
	mention := func(r string) api.CommentBlock { return api.CommentBlock{Type: api.BlockMention, UserID: w.ids[r]} }
	settleNotices(t, w.Env) // the video's arrival

	for _, r := range []string{rOwner, rMember, rVisitor} {
		change(t, w.Env, w.users[r].Token, "DELETE", "/api/notification/empty")
	}
	first := post(rOwner, 0, text("look "), mention(rVisitor), mention(rOwner))
	post(rVisitor, first, text("yes "), mention(rMember), mention(rMember))
	settleNotices(t, w.Env)

	member := unreadOf(t, w.Env, w.users[rMember].Token)
	if got := kinds(member); !slices.Equal(got, []api.NotificationEvent{api.NotifyMention, api.NotifyVideoComment}) {
		t.Fatalf("the video's owner got %v, want a mention then a comment", got)
	}
	m := member.Notices[0]
	if m.Subject.ID != w.ids[rVisitor] || m.Extra.VideoID != video || m.Extra.ChannelID != room || m.Extra.PlayedTime != 500 ||
		m.Extra.Content != "yes @Tester@Tester" || m.Extra.User.ID != w.ids[rVisitor] || m.Count != 1 || m.IsRead {
		t.Fatalf("mention %+v", m)
	}
	if got := kinds(unreadOf(t, w.Env, w.users[rVisitor].Token)); !slices.Equal(got, []api.NotificationEvent{api.NotifyMention}) {
		t.Fatalf("the one mentioned (and then replying) got %v", got)
	}
	owner := unreadOf(t, w.Env, w.users[rOwner].Token)
	if got := kinds(owner); !slices.Equal(got, []api.NotificationEvent{api.NotifyCommentReply}) || owner.Notices[0].Extra.CommentID == first {
		t.Fatalf("the one replied to (who mentioned themself) got %v", got)
	}

	// Grouped while unread: a second comment grows the comment notification
	// and moves it to the top.
	post(rOwner, 0, text("and again"))
	settleNotices(t, w.Env)
	member = unreadOf(t, w.Env, w.users[rMember].Token)
	if len(member.Notices) != 2 || member.UnreadCount != 2 || member.Notices[0].Event != api.NotifyVideoComment ||
		member.Notices[0].Count != 2 || member.Notices[0].Extra.Content != "and again" {
		t.Fatalf("grouped: %+v", member)
	}
	grouped := member.Notices[0].ID
	if code, n := change(t, w.Env, w.users[rMember].Token, "PUT", fmt.Sprintf("/api/notification/read/%d", grouped)); code != api.CodeOK || n != 1 {
		t.Fatalf("read: code %d unread %d", code, n)
	}
	post(rOwner, 0, text("a third"))
	post(rMember, 0, text("my own video, my own comment"))
	settleNotices(t, w.Env)
	member = unreadOf(t, w.Env, w.users[rMember].Token)
	if len(member.Notices) != 2 || member.Notices[0].ID == grouped || member.Notices[0].Count != 1 {
		t.Fatalf("a read one is not grown: %+v", member)
	}
	if l := unreadOf(t, w.Env, w.users[rVisitor].Token); l.UnreadCount != 1 {
		t.Fatalf("the member's comment on their own video notified the visitor: %+v", l)
	}
}

// A video arriving in a room notifies every member but its author, pushed
// on each one's topic; a second one grows the same notification.
func TestNotificationsOfARoomVideo(t *testing.T) {
	w := newRoomWorld(t)
	room := w.room(t, w.team, w.ids[rOwner], true, w.ids[rMember], w.ids[rVisitor])
	sock := socket(t, w.Env, ticket(t, w.Env, w.users[rMember].Token, nil))
	mustSubscribe(t, sock, live.UserTopic(w.ids[rMember]), "")

	var ids []int64
	for i := range 2 {
		v := w.video(t, w.ids[rOwner], 0, fmt.Sprintf("take %d", i))
		roomOK[api.ChannelVideoMoved](t, w, rOwner, "POST", "/api/channel/video/move", api.ChannelVideoRequest{ChannelID: room, VideoID: v})
		m := receive(t, sock)
		var n api.Notification
		if err := json.Unmarshal(m.Data, &n); err != nil || m.Type != api.EventNotificationNew {
			t.Fatalf("event %+v: %v", m, err)
		}
		if n.Event != api.NotifyChannelVideo || n.Extra.ChannelID != room || n.Extra.VideoID != v || n.Count != i+1 ||
			n.Subject.ID != w.ids[rOwner] || n.Extra.ChannelName == "" || n.Extra.TeamID != w.team {
			t.Fatalf("pushed %+v", n)
		}
		ids = append(ids, n.ID)
	}
	settleNotices(t, w.Env)
	if ids[0] != ids[1] {
		t.Fatalf("the second video made another notification: %v", ids)
	}
	if l := unreadOf(t, w.Env, w.users[rVisitor].Token); len(l.Notices) != 1 || l.Notices[0].Count != 2 {
		t.Fatalf("the visitor in the room: %+v", l)
	}
	for _, r := range []string{rOwner, rAdmin, rOutsider} {
		if l := unreadOf(t, w.Env, w.users[r].Token); l.UnreadCount != 0 {
			t.Fatalf("%s (the author, or not in the room) was notified: %+v", r, l)
		}
	}
}

// Joining through an invitation notifies the inviter (accepted) and the
// workspace's other owners and admins (joined), not the joiner.
func TestNotificationsOfAJoin(t *testing.T) {
	w := newRoomWorld(t)
	link := roomOK[api.TeamInviteLink](t, w, rAdmin, "POST", "/api/team/invite/link", api.TeamInviteLinkRequest{TeamID: w.team})
	joiner := w.SignUp(t, "joiner@example.com")
	if _, e := call(t, w.Env, "POST", "/api/team/invite/join", joiner.Token, api.TeamInviteJoinRequest{TeamID: w.team, Key: link.Key}); e.Code != api.CodeOK {
		t.Fatalf("join: %d %q", e.Code, e.Msg)
	}
	settleNotices(t, w.Env)
	want := map[string][]api.NotificationEvent{rAdmin: {api.NotifyInviteAccepted}, rOwner: {api.NotifyTeamJoin}, rMember: {}}
	for r, evs := range want {
		l := unreadOf(t, w.Env, w.users[r].Token)
		if !slices.Equal(kinds(l), evs) {
			t.Fatalf("%s got %v, want %v", r, kinds(l), evs)
		}
		if len(l.Notices) == 1 && (l.Notices[0].Extra.TeamID != w.team || l.Notices[0].Subject.Nickname == "") {
			t.Fatalf("%s: %+v", r, l.Notices[0])
		}
	}
	if l := unreadOf(t, w.Env, joiner.Token); l.UnreadCount != 0 {
		t.Fatalf("the joiner was notified of their own join: %+v", l)
	}
}

// The panel's loading (spec 9) through the calls: unread first, read ones
// only when fewer than ten are unread, pages of twenty until one is not
// full or is empty; unread ones at most 200 with the whole count.
func TestNotificationPaging(t *testing.T) {
	w := newRoomWorld(t)
	cases := []struct {
		name         string
		read, unread int
		wantUnread   int
		wantPages    []int
	}{
		{"nothing", 0, 0, 0, []int{0}},
		{"few unread, read in pages", 45, 3, 3, []int{20, 20, 5}},
		{"read a multiple of the page, ends on an empty page", 40, 9, 9, []int{20, 20, 0}},
		{"ten unread load no read", 30, 10, 10, nil},
		{"unread beyond the most listed", 0, 205, 200, nil},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := w.SignUp(t, fmt.Sprintf("pager%d@example.com", i))
			seedNotices(t, w, userIDOf(t, c), tc.read, tc.unread)
			unread, pages := panelLoad(t, w.Env, c.Token)
			if unread != tc.wantUnread || !slices.Equal(pages, tc.wantPages) {
				t.Fatalf("loaded %d unread and read pages %v, want %d and %v", unread, pages, tc.wantUnread, tc.wantPages)
			}
			if l := unreadOf(t, w.Env, c.Token); l.UnreadCount != tc.unread || l.HasMore != (tc.unread >= 200) {
				t.Fatalf("unread count %d has_more %v", l.UnreadCount, l.HasMore)
			}
		})
	}

	t.Run("list pages all of them, newest first; delete and empty", func(t *testing.T) {
		c := w.SignUp(t, "lister@example.com")
		seedNotices(t, w, userIDOf(t, c), 25, 3)
		var got []api.Notification
		for nid := int64(0); ; {
			p := notices(t, w.Env, c.Token, fmt.Sprintf("/api/notification/list?nid=%d", nid))
			got = append(got, p.Notices...)
			if !p.HasMore {
				break
			}
			nid = p.Notices[len(p.Notices)-1].ID
		}
		if len(got) != 28 || got[0].IsRead || !got[27].IsRead || got[0].CreatedAt < got[27].CreatedAt {
			t.Fatalf("listed %d", len(got))
		}
		if code, n := change(t, w.Env, c.Token, "DELETE", fmt.Sprintf("/api/notification/delete/%d", got[0].ID)); code != api.CodeOK || n != 2 {
			t.Fatalf("delete an unread one: code %d unread %d", code, n)
		}
		if code, n := change(t, w.Env, c.Token, "DELETE", fmt.Sprintf("/api/notification/delete/%d", got[0].ID)); code != api.CodeNotFound || n != -1 {
			t.Fatalf("delete again: code %d", code)
		}
		if code, n := change(t, w.Env, c.Token, "PUT", "/api/notification/read_all"); code != api.CodeOK || n != 0 {
			t.Fatalf("read all: code %d unread %d", code, n)
		}
		if _, pages := panelLoad(t, w.Env, c.Token); !slices.Equal(pages, []int{20, 7}) {
			t.Fatalf("after read all: %v", pages)
		}
		if code, n := change(t, w.Env, c.Token, "DELETE", "/api/notification/empty"); code != api.CodeOK || n != 0 {
			t.Fatalf("empty: code %d", code)
		}
		if l := notices(t, w.Env, c.Token, "/api/notification/list"); len(l.Notices) != 0 || l.HasMore {
			t.Fatalf("after empty: %+v", l)
		}
	})
}

// Every change of one's feed is pushed to one's topic with the unread
// count; nobody can read, toggle or delete someone else's notifications.
func TestNotificationChangesAndOwnership(t *testing.T) {
	w := newRoomWorld(t)
	seedNotices(t, w, w.ids[rMember], 1, 2)
	mine := unreadOf(t, w.Env, w.users[rMember].Token).Notices
	sock := socket(t, w.Env, ticket(t, w.Env, w.users[rMember].Token, nil))
	mustSubscribe(t, sock, live.UserTopic(w.ids[rMember]), "")
	token := w.users[rMember].Token
	steps := []struct {
		method, path, event string
		id                  int64
		unread              int
	}{
		{"PUT", fmt.Sprintf("/api/notification/read/%d", mine[0].ID), api.EventNotificationRead, mine[0].ID, 1},
		{"PUT", fmt.Sprintf("/api/notification/unread/%d", mine[0].ID), api.EventNotificationUnread, mine[0].ID, 2},
		{"PUT", "/api/notification/read_all", api.EventNotificationReadAll, 0, 0},
		{"DELETE", fmt.Sprintf("/api/notification/delete/%d", mine[1].ID), api.EventNotificationDelete, mine[1].ID, 0},
		{"DELETE", "/api/notification/empty", api.EventNotificationEmpty, 0, 0},
	}
	for _, s := range steps[:2] {
		// Someone else's answer not found and change nothing.
		for _, r := range []string{rOwner, rVisitor} {
			if code, _ := change(t, w.Env, w.users[r].Token, s.method, s.path); code != api.CodeNotFound {
				t.Fatalf("%s %s as %s: code %d", s.method, s.path, r, code)
			}
		}
	}
	if code, _ := change(t, w.Env, w.users[rOwner].Token, "DELETE", fmt.Sprintf("/api/notification/delete/%d", mine[1].ID)); code != api.CodeNotFound {
		t.Fatalf("deleting another's: code %d", code)
	}
	if l := unreadOf(t, w.Env, w.users[rOwner].Token); len(l.Notices) != 0 {
		t.Fatalf("another's notifications listed: %+v", l)
	}
	for _, s := range steps {
		if code, n := change(t, w.Env, token, s.method, s.path); code != api.CodeOK || n != s.unread {
			t.Fatalf("%s %s: code %d unread %d", s.method, s.path, code, n)
		}
		want, _ := json.Marshal(api.NotificationChange{ID: s.id, UnreadCount: s.unread})
		wantEvent(t, sock, live.UserTopic(w.ids[rMember]), s.event, string(want))
	}
	if code, _ := change(t, w.Env, token, "PUT", "/api/notification/read/0"); code != api.CodeNotFound {
		t.Fatalf("no such notification: code %d", code)
	}
}

// The e-mail setting, and unsubscribing without signing in: a forged
// token is refused; the one-click POST of RFC 8058 and the page's JSON
// call both turn the e-mail off.
func TestNotificationSettingsAndUnsubscribe(t *testing.T) {
	w := newRoomWorld(t)
	token := w.users[rMember].Token
	setting := func() bool {
		_, e := call(t, w.Env, "GET", "/api/notification/settings", token, nil)
		return decode[api.NotificationSettings](t, e.Data).EmailUnseen
	}
	if !setting() {
		t.Fatal("the e-mail is off by default")
	}
	good := w.App.Notify.UnsubscribeToken(w.ids[rMember])
	other := w.App.Notify.UnsubscribeToken(w.ids[rOwner])
	id, mac, _ := strings.Cut(other, ".")
	for _, forged := range []string{"", "x", fmt.Sprintf("%d.%s", w.ids[rMember], mac), id + ".", good + "x", "0" + good} {
		if _, e := call(t, w.Env, "POST", "/api/notification/unsubscribe", "", api.NotificationUnsubscribeRequest{Token: forged}); e.Code != api.CodeInvalidParam {
			t.Fatalf("forged %q: code %d", forged, e.Code)
		}
	}
	if !setting() {
		t.Fatal("a forged token turned the e-mail off")
	}
	res, err := http.Post(w.URL+"/api/notification/unsubscribe?token="+url.QueryEscape(good),
		"application/x-www-form-urlencoded", strings.NewReader("List-Unsubscribe=One-Click"))
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("one-click: %v %v", res, err)
	}
	res.Body.Close()
	if setting() {
		t.Fatal("one-click unsubscribe left the e-mail on")
	}
	if _, e := call(t, w.Env, "PUT", "/api/notification/settings", token, api.NotificationSettings{EmailUnseen: true}); e.Code != api.CodeOK || !setting() {
		t.Fatalf("turn on: %d", e.Code)
	}
	if _, e := call(t, w.Env, "POST", "/api/notification/unsubscribe", "", api.NotificationUnsubscribeRequest{Token: good}); e.Code != api.CodeOK || setting() {
		t.Fatalf("the page's unsubscribe: %d", e.Code)
	}
}
