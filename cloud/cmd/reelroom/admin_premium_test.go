package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// `reelroom admin grant-premium EMAIL [DAYS]` and `revoke-premium EMAIL`,
// run as a separate process against a running service's database, change
// the account's plan, and the running service tells the account's open
// page (action:plan_changed on its topic) through the job queue.
func TestAdminGrantPremiumReachesOpenPages(t *testing.T) {
	ctx := context.Background()
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	me, err := ann.UserInfo(ctx)
	if err != nil || me.IsVip || me.Entitlements.VideoLimit != api.BasicVideoLimit {
		t.Fatalf("before: %+v, %v", me, err)
	}
	sock := userSocket(t, env, ann.Token, me.ID)

	envVars := map[string]string{"DATA_DIR": t.TempDir(), "DATABASE_URL": env.DatabaseURL()}
	getenv := func(k string) string { return envVars[k] }
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := admin(ctx, args, getenv, &out)
		return out.String(), err
	}

	out, err := run("grant-premium", " ANN@example.com ", "30")
	if err != nil || !strings.Contains(out, "until") {
		t.Fatalf("grant: %q, %v", out, err)
	}
	ev := waitPlanChanged(t, sock)
	if ev.PlanType != api.PlanActivity || ev.Entitlements.VideoLimit != api.Unlimited || !ev.Entitlements.Download {
		t.Fatalf("event after the grant: %+v", ev)
	}
	if me, _ := ann.UserInfo(ctx); !me.IsVip || me.Entitlements.MaxHeight != api.PremiumMaxHeight || me.VideoLimit != api.Unlimited {
		t.Fatalf("user info after the grant: %+v", me)
	}

	if out, err := run("revoke-premium", "ann@example.com"); err != nil || !strings.Contains(out, "1 grant") {
		t.Fatalf("revoke: %q, %v", out, err)
	}
	if ev := waitPlanChanged(t, sock); ev.PlanType != api.PlanFree || ev.Entitlements.VideoLimit != api.BasicVideoLimit {
		t.Fatalf("event after the revoke: %+v", ev)
	}

	if out, err := run("grant-premium", "ann@example.com"); err != nil || !strings.Contains(out, "no end") {
		t.Fatalf("grant with no end: %q, %v", out, err)
	}
	if ev := waitPlanChanged(t, sock); ev.Entitlements.VideoLimit != api.Unlimited {
		t.Fatalf("event after the grant with no end: %+v", ev)
	}

	for name, args := range map[string][]string{
		"no e-mail":     {"grant-premium"},
		"zero days":     {"grant-premium", "ann@example.com", "0"},
		"bad days":      {"grant-premium", "ann@example.com", "many"},
		"too many args": {"revoke-premium", "ann@example.com", "3"},
		"unknown user":  {"grant-premium", "nobody@example.com"},
	} {
		if _, err := run(args...); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// userSocket opens the live socket signed in with token, subscribes to the
// user's own topic and answers the messages it then hears.
func userSocket(t *testing.T, env *apptest.Env, token string, userID int64) <-chan api.LiveServerMessage {
	t.Helper()
	c := env.Client()
	c.Token = token
	tk, err := c.NotifyTicket(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	u := "ws" + strings.TrimPrefix(env.URL, "http") + "/api/v2/notify?ticket=" + tk.Ticket
	sock, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPHeader: map[string][]string{"Origin": {env.URL}}})
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	t.Cleanup(func() { sock.CloseNow() })
	msgs := make(chan api.LiveServerMessage, 16)
	go func() {
		defer close(msgs)
		for {
			_, b, err := sock.Read(ctx)
			var m api.LiveServerMessage
			if err != nil || json.Unmarshal(b, &m) != nil {
				return
			}
			msgs <- m
		}
	}()
	b, _ := json.Marshal(api.LiveClientMessage{Op: "subscribe", Topic: "user:" + strconv.FormatInt(userID, 10)})
	if err := sock.Write(ctx, websocket.MessageText, b); err != nil {
		t.Fatal(err)
	}
	waitFor(t, msgs, "the subscription is accepted", func(m api.LiveServerMessage) bool { return m.Op == api.LiveSubscribed })
	return msgs
}

// waitFor waits for a message that is what, dropping the others.
func waitFor(t *testing.T, msgs <-chan api.LiveServerMessage, what string, is func(api.LiveServerMessage) bool) {
	t.Helper()
	apptest.Eventually(t, what, func() bool {
		for {
			select {
			case m, open := <-msgs:
				if !open {
					t.Fatalf("the socket closed before %s", what)
				}
				if is(m) {
					return true
				}
			default:
				return false
			}
		}
	})
}

// waitPlanChanged waits for the next action:plan_changed on the socket.
func waitPlanChanged(t *testing.T, msgs <-chan api.LiveServerMessage) api.PlanChangedEvent {
	t.Helper()
	var ev api.PlanChangedEvent
	waitFor(t, msgs, "action:plan_changed reaches the open page", func(m api.LiveServerMessage) bool {
		return m.Type == api.EventPlanChanged && json.Unmarshal(m.Data, &ev) == nil
	})
	return ev
}
