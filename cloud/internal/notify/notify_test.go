package notify_test

import (
	"context"
	"fmt"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/live"
	"github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/cloud/internal/notify"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/shared/api"
)

// rig is the notification service over its own database, with a job queue
// and a clock the test moves.
type rig struct {
	st   *store.Store
	q    *job.Queue
	svc  *notify.Service
	clk  *apptest.Clock
	tag  string // makes this run's addresses unique on a shared mail server
	ctx  context.Context
	hub  *live.Local
	mail mail.Sender
}

func newRig(t *testing.T, sender mail.Sender) *rig {
	t.Helper()
	return rigOn(t, apptest.DatabaseURL(t, t.TempDir()), sender)
}

// rigOn is a rig over the database at url.
func rigOn(t *testing.T, url string, sender mail.Sender) *rig {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	r := &rig{st: st, q: job.New(st), clk: apptest.NewClock(time.Now().UTC().Truncate(time.Millisecond)),
		tag: time.Now().Format("150405.000000000"), ctx: ctx, hub: live.NewLocal()}
	r.q.Now = r.clk.Now
	if sender == nil {
		sender = &mail.Outbox{Dir: t.TempDir(), From: &netmail.Address{Address: "noreply@reelroom.test"}}
	}
	r.q.Register(mail.Kind(sender))
	r.svc = notify.New(st, notify.Config{Jobs: r.q, SigningKey: []byte("test key"), PublicURL: "https://rr.example"})
	r.svc.Now = r.clk.Now
	r.svc.SetHub(r.hub)
	for _, k := range r.svc.Kinds() {
		r.q.Register(k)
	}
	if err := r.q.Schedule(ctx); err != nil {
		t.Fatal(err)
	}
	return r
}

// run runs the jobs due now, and those they queued.
func (r *rig) run(t *testing.T) {
	t.Helper()
	for range 3 {
		if _, err := r.q.RunDue(r.ctx); err != nil {
			t.Fatal(err)
		}
	}
}

func (r *rig) user(t *testing.T, name string) domain.User {
	t.Helper()
	u := domain.User{Email: fmt.Sprintf("%s-%s@example.com", name, r.tag), Nickname: name, VideoLimit: api.Unlimited,
		CreatedAt: r.clk.Now(), UpdatedAt: r.clk.Now()}
	if err := r.st.CreateUser(r.ctx, &u); err != nil {
		t.Fatal(err)
	}
	return u
}

func (r *rig) video(t *testing.T, owner int64, title string) domain.Video {
	t.Helper()
	now := r.clk.Now()
	v := domain.Video{UserID: owner, Title: title, Status: api.VideoOK, Version: 1, ShareKey: "key" + title,
		ShareScope: api.SharePublic, CanDownloadShare: true, CreatedAt: now, UpdatedAt: now}
	if err := r.st.CreateVideo(r.ctx, &v, api.Unlimited); err != nil {
		t.Fatal(err)
	}
	return v
}

// comment posts as the comment service stores one (it has validated the
// mentions), which queues its notifications.
func (r *rig) comment(t *testing.T, by int64, v domain.Video, parent int64, mentions ...domain.User) int64 {
	t.Helper()
	blocks := []api.CommentBlock{{Type: api.BlockText, Text: "see "}}
	for _, m := range mentions {
		blocks = append(blocks, api.CommentBlock{Type: api.BlockMention, UserID: m.ID, Text: m.Nickname})
	}
	now := r.clk.Now()
	c := domain.Comment{VideoID: v.ID, UserID: by, ParentID: parent, Blocks: blocks, PlayedMs: 61000, CreatedAt: now, UpdatedAt: now}
	if err := r.st.CreateComment(r.ctx, &c); err != nil {
		t.Fatal(err)
	}
	return c.ID
}

// A mention or reply still unread ten minutes after it happened is
// e-mailed once, all of a person's in one message with the unsubscribe
// headers and link; not before, not twice, not when read meanwhile or
// unsubscribed, and never a plain comment.
func TestNotificationEmailOfUnseen(t *testing.T) {
	mp := apptest.NewMailpit(t)
	from, _ := netmail.ParseAddress("Reelroom <noreply@reelroom.test>")
	r := newRig(t, &mail.SMTP{Host: mp.Host, Port: mp.Port, From: from, TLS: mail.TLSNone})
	ann, bob, carol, dan, eve := r.user(t, "ann"), r.user(t, "bob"), r.user(t, "carol"), r.user(t, "dan"), r.user(t, "eve")
	v1, v2 := r.video(t, ann.ID, "one"), r.video(t, ann.ID, "two")
	c1 := r.comment(t, bob.ID, v1, 0)
	r.clk.Add(time.Minute)
	r.comment(t, ann.ID, v1, c1, carol, dan, eve)
	r.comment(t, ann.ID, v2, 0, carol)
	r.run(t)

	r.clk.Add(5 * time.Minute)
	r.run(t)
	for _, u := range []domain.User{ann, bob, carol, dan, eve} {
		if ids := mp.Search(t, u.Email); len(ids) != 0 {
			t.Fatalf("%s was mailed before ten minutes", u.Nickname)
		}
	}
	if err := r.svc.Unsubscribe(r.ctx, r.svc.UnsubscribeToken(dan.ID)); err != nil {
		t.Fatal(err)
	}
	eves, err := r.svc.Unread(r.ctx, eve.ID)
	if err != nil || len(eves.Notices) != 1 {
		t.Fatalf("eve: %+v %v", eves, err)
	}
	if _, err := r.svc.SetRead(r.ctx, eve.ID, eves.Notices[0].ID, true); err != nil {
		t.Fatal(err)
	}

	r.clk.Add(5*time.Minute + time.Second)
	r.run(t)
	r.clk.Add(time.Hour)
	r.run(t)
	for _, u := range []domain.User{ann, dan, eve} {
		if ids := mp.Search(t, u.Email); len(ids) != 0 {
			t.Fatalf("%s was mailed (a plain comment, unsubscribed or read)", u.Nickname)
		}
	}
	bobs := mp.WaitFor(t, bob.Email, 1)
	carols := mp.WaitFor(t, carol.Email, 1)
	if len(bobs) != 1 || len(carols) != 1 {
		t.Fatalf("mailed bob %d and carol %d times", len(bobs), len(carols))
	}
	m := carols[0]
	for _, want := range []string{"https://rr.example/share/" + fmt.Sprint(v1.ID) + "/keyone?comment=", "t=61",
		"https://rr.example/share/" + fmt.Sprint(v2.ID) + "/keytwo", "ann mentioned you on “one”", "ann 在《two》中提到了您",
		"https://rr.example/unsubscribe?token=" + r.svc.UnsubscribeToken(carol.ID)} {
		if !strings.Contains(m.Text, want) {
			t.Fatalf("carol's mail lacks %q:\n%s", want, m.Text)
		}
	}
	if !strings.Contains(m.Subject, "2") || !strings.Contains(m.HTML, "Unsubscribe") {
		t.Fatalf("subject %q", m.Subject)
	}
	if got := m.Headers["List-Unsubscribe-Post"]; len(got) != 1 || got[0] != "List-Unsubscribe=One-Click" {
		t.Fatalf("List-Unsubscribe-Post %v", got)
	}
	if got := m.Headers["List-Unsubscribe"]; len(got) != 1 || got[0] != "<https://rr.example/api/notification/unsubscribe?token="+r.svc.UnsubscribeToken(carol.ID)+">" {
		t.Fatalf("List-Unsubscribe %v", got)
	}
	if !strings.Contains(bobs[0].Text, "ann replied to your comment") {
		t.Fatalf("bob's mail:\n%s", bobs[0].Text)
	}
}

// The mail round marks what it mails in the transaction that queues the
// mail: run twice, or after the person read some, nothing is queued again.
func TestNotificationEmailQueuedOnce(t *testing.T) {
	r := newRig(t, nil)
	ann, bob := r.user(t, "ann"), r.user(t, "bob")
	r.comment(t, ann.ID, r.video(t, ann.ID, "v"), 0, bob)
	r.run(t)
	r.clk.Add(api.NotificationEmailDelaySeconds * time.Second)
	for range 3 {
		if err := r.svc.MailUnseen(r.ctx); err != nil {
			t.Fatal(err)
		}
	}
	jobs, err := r.st.JobsOfKind(r.ctx, mail.JobKind)
	if err != nil || len(jobs) != 1 || !strings.Contains(string(jobs[0].Payload), bob.Email) {
		t.Fatalf("mail jobs %+v %v", jobs, err)
	}
}

// Grouping holds when events race: one unread notification per group.
func TestNotificationGroupingUnderConcurrency(t *testing.T) {
	r := newRig(t, nil)
	ann, bob := r.user(t, "ann"), r.user(t, "bob")
	const n = 8
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := r.st.WriteNotifications(r.ctx, store.NewNotification{Event: string(api.NotifyChannelVideo),
				SubjectID: ann.ID, Extra: "{}", GroupKey: "room:1", Source: fmt.Sprint("event ", i), At: r.clk.Now()},
				store.ToUsers([]int64{bob.ID}))
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	l, err := r.svc.Unread(r.ctx, bob.ID)
	if err != nil || len(l.Notices) != 1 || l.Notices[0].Count != n {
		t.Fatalf("%+v %v", l, err)
	}
	// The same event handled again (its job run twice in a row) is not
	// counted again.
	for range 2 {
		if _, err := r.st.WriteNotifications(r.ctx, store.NewNotification{Event: string(api.NotifyChannelVideo),
			SubjectID: ann.ID, Extra: "{}", GroupKey: "room:1", Source: "again", At: r.clk.Now()}, store.ToUsers([]int64{bob.ID})); err != nil {
			t.Fatal(err)
		}
	}
	if l, _ := r.svc.Unread(r.ctx, bob.ID); l.Notices[0].Count != n+1 {
		t.Fatalf("counted twice: %+v", l.Notices[0])
	}
}

// Read notifications older than the retention are removed by the periodic
// job; unread ones and recent read ones stay.
func TestNotificationRetention(t *testing.T) {
	r := newRig(t, nil)
	ann, bob := r.user(t, "ann"), r.user(t, "bob")
	write := func(source string, age time.Duration) int64 {
		w, err := r.st.WriteNotifications(r.ctx, store.NewNotification{Event: string(api.NotifyVideoComment), SubjectID: ann.ID,
			Extra: "{}", Source: source, At: r.clk.Now().Add(-age)}, store.ToUsers([]int64{bob.ID}))
		if err != nil || len(w) != 1 {
			t.Fatalf("%v %v", w, err)
		}
		return w[0].ID
	}
	old := write("old read", notify.Retention+time.Hour)
	oldUnread := write("old unread", notify.Retention+time.Hour)
	recent := write("recent read", notify.Retention-time.Hour)
	for _, id := range []int64{old, recent} {
		if _, err := r.svc.SetRead(r.ctx, bob.ID, id, true); err != nil {
			t.Fatal(err)
		}
	}
	r.run(t) // the retention job is due at the start
	l, err := r.svc.List(r.ctx, bob.ID, 0)
	if err != nil || len(l.Notices) != 2 || l.Notices[0].ID != recent || l.Notices[1].ID != oldUnread {
		t.Fatalf("left %+v %v", l, err)
	}
	jobs, err := r.st.JobsOfKind(r.ctx, notify.RetentionJobKind)
	if err != nil || len(jobs) != 1 || !jobs[0].RunAt.After(r.clk.Now()) {
		t.Fatalf("the retention job is not scheduled again: %+v %v", jobs, err)
	}
}

// A notification pushed to its person's topic as it is written.
func TestNotificationPushedOnWrite(t *testing.T) {
	r := newRig(t, nil)
	ann, bob := r.user(t, "ann"), r.user(t, "bob")
	got := make(chan string, 4)
	defer r.hub.Subscribe(live.UserTopic(bob.ID), func(msg []byte) { got <- string(msg) })()
	r.comment(t, ann.ID, r.video(t, bob.ID, "b"), 0)
	r.run(t)
	select {
	case m := <-got:
		if !strings.Contains(m, api.EventNotificationNew) || !strings.Contains(m, string(api.NotifyVideoComment)) {
			t.Fatalf("pushed %s", m)
		}
	default:
		t.Fatal("nothing pushed")
	}
}

// An event whose process dies right after its commit is not lost: its
// notification job was written with it, and the next process runs it.
func TestNotificationSurvivesARestart(t *testing.T) {
	url := apptest.DatabaseURL(t, t.TempDir())
	before := rigOn(t, url, nil)
	ann, bob := before.user(t, "ann"), before.user(t, "bob")
	before.comment(t, ann.ID, before.video(t, bob.ID, "b"), 0)
	before.st.Close() // dies before any worker ran

	after := rigOn(t, url, nil)
	after.run(t)
	l, err := after.svc.Unread(after.ctx, bob.ID)
	if err != nil || len(l.Notices) != 1 || l.Notices[0].Event != api.NotifyVideoComment || l.Notices[0].Subject.ID != ann.ID {
		t.Fatalf("after the restart: %+v %v", l, err)
	}
}

// Marking unread a read notification whose group has a newer unread one
// keeps both; later events grow the newer.
func TestNotificationUnreadAgainBesideItsGroup(t *testing.T) {
	r := newRig(t, nil)
	ann, bob := r.user(t, "ann"), r.user(t, "bob")
	write := func(source string) int64 {
		w, err := r.st.WriteNotifications(r.ctx, store.NewNotification{Event: string(api.NotifyChannelVideo),
			SubjectID: ann.ID, Extra: "{}", GroupKey: "room:1", Source: source, At: r.clk.Now()}, store.ToUsers([]int64{bob.ID}))
		if err != nil || len(w) != 1 {
			t.Fatalf("%v %v", w, err)
		}
		return w[0].ID
	}
	old := write("one")
	if _, err := r.svc.SetRead(r.ctx, bob.ID, old, true); err != nil {
		t.Fatal(err)
	}
	newer := write("two")
	if c, err := r.svc.SetRead(r.ctx, bob.ID, old, false); err != nil || c.UnreadCount != 2 {
		t.Fatalf("unread again: %+v %v", c, err)
	}
	if id := write("three"); id != newer {
		t.Fatalf("grew %d, want %d", id, newer)
	}
}

// A comment's notification for the video's owner leads to the owner's
// player page (no share link); the others' keep the link the video is
// shared by.
func TestNotificationOfTheOwnerNamesNoShareLink(t *testing.T) {
	r := newRig(t, nil)
	ann, bob, cai := r.user(t, "ann"), r.user(t, "bob"), r.user(t, "cai")
	v := r.video(t, bob.ID, "demo")
	r.comment(t, ann.ID, v, 0, bob, cai)
	r.run(t)
	for _, tc := range []struct {
		who domain.User
		key string
	}{{bob, ""}, {cai, v.ShareKey}} {
		l, err := r.svc.Unread(r.ctx, tc.who.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Notices) != 1 || l.Notices[0].Event != api.NotifyMention || l.Notices[0].Extra.VideoShareKey != tc.key {
			t.Fatalf("%s: %+v, want one mention with share key %q", tc.who.Nickname, l.Notices, tc.key)
		}
	}
}
