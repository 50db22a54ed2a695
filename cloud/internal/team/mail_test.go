package team_test

import (
	"context"
	"net"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	"github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/cloud/internal/store"
	"github.com/reelroom/reelroom/cloud/internal/team"
	"github.com/reelroom/reelroom/shared/api"
)

// TestInvitationWaitsForTheMailServer: with the mail server down the
// invitation is kept queued, and once the server is back it is delivered,
// once. The server being down is a port nobody listens on, then mailpit's.
func TestInvitationWaitsForTheMailServer(t *testing.T) {
	mp := apptest.NewMailpit(t)
	ctx := context.Background()
	st, err := store.Open(ctx, apptest.DatabaseURL(t, t.TempDir()))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	down := l.Addr().(*net.TCPAddr).Port
	l.Close()
	from, _ := netmail.ParseAddress("Reelroom <noreply@reelroom.test>")
	sender := &mail.SMTP{Host: mp.Host, Port: down, From: from, TLS: mail.TLSNone}
	clk := apptest.NewClock(time.Now().UTC().Truncate(time.Millisecond))
	q := job.New(st)
	q.Now = clk.Now
	q.Register(mail.Kind(sender))
	svc := team.New(st, team.Config{Jobs: q, SigningKey: []byte("k"), WorkDir: t.TempDir(), PublicURL: "https://rr.example"})

	u := domain.User{Email: "inviter-" + time.Now().Format("150405.000000000") + "@example.com", Nickname: "Ann",
		CreatedAt: clk.Now(), UpdatedAt: clk.Now()}
	if err := st.CreateUser(ctx, &u); err != nil {
		t.Fatal(err)
	}
	tm, err := svc.Create(ctx, u.ID, api.TeamCreateRequest{Name: "Queue"})
	if err != nil {
		t.Fatal(err)
	}
	to := "queued-" + time.Now().Format("150405.000000000") + "@example.com"
	if res, err := svc.Email(ctx, u.ID, api.TeamInviteEmailRequest{TeamID: tm.ID, Emails: []string{to}}); err != nil || len(res.Sent) != 1 {
		t.Fatalf("invite: %+v %v", res, err)
	}
	if n, err := q.RunDue(ctx); n != 1 || err != nil {
		t.Fatalf("ran %d: %v", n, err)
	}
	jobs, err := st.JobsOfKind(ctx, mail.JobKind)
	if err != nil || len(jobs) != 1 || jobs[0].Status != domain.JobQueued || jobs[0].Attempts != 1 {
		t.Fatalf("the undelivered invitation is not queued again: %+v %v", jobs, err)
	}
	if ids := mp.Search(t, to); len(ids) != 0 {
		t.Fatal("delivered while the server was down")
	}
	sender.Port = mp.Port // the server is back
	clk.Add(time.Hour)
	if n, err := q.RunDue(ctx); n != 1 || err != nil {
		t.Fatalf("retry ran %d: %v", n, err)
	}
	clk.Add(time.Hour)
	if n, _ := q.RunDue(ctx); n != 0 {
		t.Fatalf("%d more jobs ran after delivery", n)
	}
	msgs := mp.WaitFor(t, to, 1)
	if len(msgs) != 1 || !strings.Contains(msgs[0].Text, "https://rr.example/invite/t/") || !strings.Contains(msgs[0].Subject, "Ann") {
		t.Fatalf("messages %d: %+v", len(msgs), msgs)
	}
}
