package mail_test

import (
	"context"
	"errors"
	"net"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/domain"
	"github.com/reelroom/reelroom/cloud/internal/job"
	rrmail "github.com/reelroom/reelroom/cloud/internal/mail"
	"github.com/reelroom/reelroom/cloud/internal/store"
)

// A message queued while the mail server is down is kept and retried after
// the backoff, and arrives once the server is back.
func TestQueuedMailIsRetriedUntilDelivered(t *testing.T) {
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
	sender := &rrmail.SMTP{Host: mp.Host, Port: down, From: from(), TLS: rrmail.TLSNone}
	clk := apptest.NewClock(time.Now().UTC().Truncate(time.Millisecond)) // PostgreSQL keeps microseconds
	q := job.New(st)
	q.Now = clk.Now
	q.Register(rrmail.Kind(sender))
	to := "retry-" + time.Now().Format("150405.000000000") + "@example.com"
	if err := (rrmail.Queue{Jobs: q}).Send(ctx, rrmail.VerificationCode(rrmail.LocaleEN, to, "Ann", "314159", 15*time.Minute)); err != nil {
		t.Fatal(err)
	}
	if n, err := q.RunDue(ctx); n != 1 || err != nil {
		t.Fatalf("ran %d: %v", n, err)
	}
	ids, err := st.DueJobs(ctx, []string{rrmail.JobKind}, clk.Now().Add(time.Hour), 10)
	if err != nil || len(ids) != 1 {
		t.Fatalf("the failed message is not queued again: %v %v", ids, err)
	}
	j, _ := st.JobByID(ctx, ids[0])
	if j.Status != domain.JobQueued || j.Attempts != 1 || j.LastError == "" || !j.RunAt.Equal(clk.Now().Add(30*time.Second)) {
		t.Fatalf("after a failed delivery: %+v", j)
	}
	sender.Port = mp.Port // the server is back
	clk.Add(30 * time.Second)
	if n, err := q.RunDue(ctx); n != 1 || err != nil {
		t.Fatalf("retry ran %d: %v", n, err)
	}
	if _, err := st.JobByID(ctx, j.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a delivered message is still queued: %v", err)
	}
	if got := mp.WaitFor(t, to, 1)[0]; got.Subject != "Your Reelroom verification code: 314159" {
		t.Fatalf("subject %q", got.Subject)
	}
}
