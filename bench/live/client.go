//go:build ignore

// The live benchmark's client: opens N sockets watching one video, reports
// the server's memory per idle socket, then publishes events through
// PostgreSQL NOTIFY (as any instance's hub does) stamped with the time they
// are sent, and reports how long they took to reach every socket.
//
// It uses the cloud module's dependencies (coder/websocket, pgx):
// run it from cloud/ with `go run ../bench/live/client.go`.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
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
	token := flag.String("token", "", "access token of the video's owner")
	video := flag.Int64("video", 0, "video id")
	n := flag.Int("n", 2000, "sockets")
	pid := flag.Int("pid", 0, "server process, for its memory")
	dsn := flag.String("dsn", "", "the service's PostgreSQL database")
	rounds := flag.Int("rounds", 5, "events published, one at a time")
	flag.Parse()
	debug.SetGCPercent(400) // the client's own garbage collection would show as delivery time
	ctx := context.Background()
	topic := fmt.Sprintf("video:%d", *video)

	// Tickets first, so the memory measured is the sockets' alone.
	tickets := parallel(*n, func(int) string { return ticket(*base, *token) })
	time.Sleep(2 * time.Second)
	before := rss(*pid)
	got := make(chan time.Duration, *n)
	conns := parallel(*n, func(i int) *websocket.Conn {
		c := open(ctx, *base, tickets[i], topic)
		go receive(c, got)
		return c
	})
	time.Sleep(2 * time.Second) // let the server's allocations settle
	after := rss(*pid)
	fmt.Printf("live: %d sockets open; server memory %d MiB -> %d MiB: %.1f KiB per idle socket\n",
		len(conns), before>>20, after>>20, float64(after-before)/float64(len(conns))/1024)

	db, err := pgx.Connect(ctx, *dsn)
	if err != nil {
		log.Fatal(err)
	}
	var worst time.Duration
	for r := 1; r <= *rounds; r++ {
		lat := publish(ctx, db, topic, got, len(conns))
		p50, p99, max := lat[len(lat)/2], lat[len(lat)*99/100], lat[len(lat)-1]
		fmt.Printf("live: round %d: %d deliveries, p50 %s p99 %s max %s\n", r, len(lat), ms(p50), ms(p99), ms(max))
		worst = maxDur(worst, p99)
		time.Sleep(500 * time.Millisecond)
	}
	verdict := "PASS"
	if worst >= 100*time.Millisecond {
		verdict = "FAIL"
	}
	fmt.Printf("live: worst p99 %s (target under 100 ms): %s\n", ms(worst), verdict)
	for _, c := range conns {
		c.Close(websocket.StatusNormalClosure, "")
	}
}

// publish sends one event stamped with its send time and collects the delay
// of its delivery to every socket, sorted.
func publish(ctx context.Context, db *pgx.Conn, topic string, got <-chan time.Duration, n int) []time.Duration {
	data, _ := json.Marshal(map[string]int64{"sent_ns": time.Now().UnixNano()})
	msg, _ := json.Marshal(map[string]any{"op": "event", "topic": topic, "type": "im:new", "data": json.RawMessage(data)})
	// The hub's notification: "id seq total topic\nmessage" (cloud/internal/live/chunk.go).
	payload := fmt.Sprintf("bench%d 0 1 %s\n%s", time.Now().UnixNano(), topic, msg)
	if _, err := db.Exec(ctx, "SELECT pg_notify('reelroom_live', $1)", payload); err != nil {
		log.Fatal(err)
	}
	lat := make([]time.Duration, 0, n)
	timeout := time.After(30 * time.Second)
	for len(lat) < n {
		select {
		case d := <-got:
			lat = append(lat, d)
		case <-timeout:
			log.Fatalf("only %d of %d deliveries within 30 s", len(lat), n)
		}
	}
	slices.Sort(lat)
	return lat
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

// ticket asks the service for a socket ticket.
func ticket(base, token string) string {
	req, _ := http.NewRequest("POST", base+"/api/v2/notify/ticket", bytes.NewReader([]byte("{}")))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	var env struct {
		Code int
		Msg  string
		Data struct{ Ticket string }
	}
	json.NewDecoder(res.Body).Decode(&env)
	res.Body.Close()
	if env.Code != 0 {
		log.Fatalf("ticket: %d %s", env.Code, env.Msg)
	}
	return env.Data.Ticket
}

// open dials a socket with a ticket and subscribes it to topic.
func open(ctx context.Context, base, ticket, topic string) *websocket.Conn {
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/api/v2/notify?ticket="+ticket, nil)
	if err != nil {
		log.Fatal(err)
	}
	c.Write(ctx, websocket.MessageText, []byte(`{"op":"subscribe","topic":"`+topic+`"}`))
	if _, b, err := c.Read(ctx); err != nil || !bytes.Contains(b, []byte(`"subscribed"`)) {
		log.Fatalf("subscribe: %s %v", b, err)
	}
	return c
}

func receive(c *websocket.Conn, got chan<- time.Duration) {
	for {
		_, b, err := c.Read(context.Background())
		if err != nil {
			return
		}
		now := time.Now()
		var m struct {
			Data struct {
				SentNs int64 `json:"sent_ns"`
			}
		}
		if json.Unmarshal(b, &m) == nil && m.Data.SentNs > 0 {
			got <- now.Sub(time.Unix(0, m.Data.SentNs))
		}
	}
}

// rss is a process's resident memory in bytes.
func rss(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		log.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			var kb int64
			fmt.Sscan(rest, &kb)
			return kb << 10
		}
	}
	log.Fatal("no VmRSS")
	return 0
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

func maxDur(a, b time.Duration) time.Duration {
	if a > b {
		return a
	}
	return b
}
