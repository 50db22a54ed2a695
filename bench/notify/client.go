//go:build ignore

// The notification benchmark's client: makes a room of N members (the
// signed-up owner and N-1 people made straight in the database, each with
// an access token), opens one socket per member subscribed to their own
// topic (user:{id}), then posts a video into the room ROUNDS times and
// measures, for every member but the author, the time from the post to
// the arrival of their notification:new.
//
// It uses the cloud module's dependencies (coder/websocket, pgx): run it
// from cloud/ with `go run ../bench/notify/client.go`.
package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
	"github.com/jackc/pgx/v5"
)

func main() {
	base := flag.String("base", "", "service URL")
	token := flag.String("token", "", "access token of the room's creator, who posts the videos")
	dsn := flag.String("dsn", "", "the service's PostgreSQL database")
	n := flag.Int("n", 500, "room members, the creator included")
	rounds := flag.Int("rounds", 5, "videos posted, one at a time")
	flag.Parse()
	debug.SetGCPercent(400) // the client's own garbage collection would show as delivery time
	ctx := context.Background()

	var me struct{ ID int64 }
	call(*base, *token, "GET", "/api/user/info", nil, &me)
	db, err := pgx.Connect(ctx, *dsn)
	if err != nil {
		log.Fatal(err)
	}
	room, members := seed(ctx, db, me.ID, *n)
	fmt.Printf("notify: room %d of %d members\n", room, len(members)+1)

	tickets := parallel(len(members), func(i int) string {
		var t struct{ Ticket string }
		call(*base, members[i].token, "POST", "/api/v2/notify/ticket", map[string]any{}, &t)
		return t.Ticket
	})
	got := make(chan time.Time, len(members)*2)
	conns := parallel(len(members), func(i int) *websocket.Conn {
		c := open(ctx, *base, tickets[i], fmt.Sprintf("user:%d", members[i].id))
		go receive(c, got)
		return c
	})
	fmt.Printf("notify: %d sockets open, each on its member's topic\n", len(conns))

	post(*base, *token, room, "warm-up")
	collect(got, len(members), time.Now())
	var worst time.Duration
	for r := 1; r <= *rounds; r++ {
		time.Sleep(500 * time.Millisecond)
		t0 := time.Now()
		post(*base, *token, room, fmt.Sprintf("round %d", r))
		answered := time.Since(t0)
		lat := collect(got, len(members), t0)
		p50, p99, top := lat[len(lat)/2], lat[len(lat)*99/100], lat[len(lat)-1]
		fmt.Printf("notify: round %d: post answered in %s; %d notifications, p50 %s p99 %s max %s\n",
			r, ms(answered), len(lat), ms(p50), ms(p99), ms(top))
		worst = max(worst, p99)
	}
	verdict := "PASS"
	if worst > time.Second {
		verdict = "FAIL"
	}
	fmt.Printf("notify: worst p99 %s (target at most 1 s): %s\n", ms(worst), verdict)
	for _, c := range conns {
		c.Close(websocket.StatusNormalClosure, "")
	}
}

type member struct {
	id    int64
	token string
}

// seed makes n-1 people with access tokens, a workspace of theirs owned by
// owner, and a room of it with everyone in it; it answers the room and the
// people.
func seed(ctx context.Context, db *pgx.Conn, owner int64, n int) (int64, []member) {
	tx, err := db.Begin(ctx)
	if err != nil {
		log.Fatal(err)
	}
	defer tx.Rollback(ctx)
	var team, room int64
	must(tx.QueryRow(ctx, `INSERT INTO teams (name, owner_id, created_at, updated_at) VALUES ('Bench', $1, now(), now())
		RETURNING id`, owner).Scan(&team))
	must(tx.QueryRow(ctx, `INSERT INTO channels (team_id, name, is_private, creator_id, created_at, updated_at)
		VALUES ($1, 'Everyone', false, $2, now(), now()) RETURNING id`, team, owner).Scan(&room))
	exec(ctx, tx, `INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES ($1, $2, 1, now())`, team, owner)
	exec(ctx, tx, `INSERT INTO channel_members (channel_id, user_id, role, joined_at) VALUES ($1, $2, 1, now())`, room, owner)
	out := make([]member, n-1)
	for i := range out {
		must(tx.QueryRow(ctx, `INSERT INTO users (email, password_hash, nickname, created_at, updated_at)
			VALUES ($1, '-', $2, now(), now()) RETURNING id`, fmt.Sprintf("member%d@bench.invalid", i),
			fmt.Sprintf("Member %d", i)).Scan(&out[i].id))
		out[i].token = random()
		exec(ctx, tx, `INSERT INTO auth_tokens (user_id, family, access_hash, refresh_hash, access_expires_at,
			refresh_expires_at, created_at, successor_sealed) VALUES ($1, $2, $3, $4, now() + interval '1 day',
			now() + interval '1 day', now(), '')`, out[i].id, random(), hash(out[i].token), hash(random()))
		exec(ctx, tx, `INSERT INTO team_members (team_id, user_id, role, joined_at) VALUES ($1, $2, 3, now())`, team, out[i].id)
		exec(ctx, tx, `INSERT INTO channel_members (channel_id, user_id, role, joined_at) VALUES ($1, $2, 2, now())`, room, out[i].id)
	}
	must(tx.Commit(ctx))
	return room, out
}

// post records a video into the room (POST /api/v2/record/local/init with
// its channel_id): the video arrives in the room with the answer.
func post(base, token string, room int64, title string) {
	call(base, token, "POST", "/api/v2/record/local/init", map[string]any{"title": title, "channel_id": room}, nil)
}

// collect waits for n notifications and answers their delays from t0,
// sorted.
func collect(got <-chan time.Time, n int, t0 time.Time) []time.Duration {
	lat := make([]time.Duration, 0, n)
	timeout := time.After(30 * time.Second)
	for len(lat) < n {
		select {
		case at := <-got:
			lat = append(lat, at.Sub(t0))
		case <-timeout:
			log.Fatalf("only %d of %d notifications within 30 s", len(lat), n)
		}
	}
	slices.Sort(lat)
	return lat
}

func receive(c *websocket.Conn, got chan<- time.Time) {
	for {
		_, b, err := c.Read(context.Background())
		if err != nil {
			return
		}
		if bytes.Contains(b, []byte(`"notification:new"`)) {
			got <- time.Now()
		}
	}
}

// open dials a socket with a ticket and subscribes it to topic.
func open(ctx context.Context, base, ticket, topic string) *websocket.Conn {
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/api/v2/notify?ticket="+ticket, nil)
	if err != nil {
		log.Fatal(err)
	}
	c.Write(ctx, websocket.MessageText, []byte(`{"op":"subscribe","topic":"`+topic+`"}`))
	if _, b, err := c.Read(ctx); err != nil || !bytes.Contains(b, []byte(`"subscribed"`)) {
		log.Fatalf("subscribe %s: %s %v", topic, b, err)
	}
	return c
}

// call sends one API call and decodes its data into out (when not nil).
func call(base, token, method, path string, body, out any) {
	var rd *bytes.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	} else {
		rd = bytes.NewReader(nil)
	}
	req, _ := http.NewRequest(method, base+path, rd)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer res.Body.Close()
	var env struct {
		Code int
		Msg  string
		Data json.RawMessage
	}
	if err := json.NewDecoder(res.Body).Decode(&env); err != nil || env.Code != 0 {
		log.Fatalf("%s %s: %d %s %v", method, path, env.Code, env.Msg, err)
	}
	if out != nil {
		must(json.Unmarshal(env.Data, out))
	}
}

// parallel makes n things with f, 50 at a time.
func parallel[T any](n int, f func(i int) T) []T {
	out := make([]T, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = f(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

func exec(ctx context.Context, tx pgx.Tx, q string, args ...any) {
	if _, err := tx.Exec(ctx, q, args...); err != nil {
		log.Fatal(err)
	}
}

func must(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

func random() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func hash(t string) string {
	sum := sha256.Sum256([]byte(t))
	return hex.EncodeToString(sum[:])
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
