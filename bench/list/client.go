//go:build ignore

// client is the list benchmark's load: GET /api/video/list/0 with a bearer
// token on keep-alive connections for a fixed time. It prints one line:
//
//	requests N errors E seconds S rps R p50_ms A p99_ms B p90_ms C max_ms D
//
// By default a closed loop, as wrk: -c connections each send their next
// request as soon as the last is answered, and a latency runs from sending.
// With -rate an open loop, as wrk2: request i is due at start + i/rate
// whatever the answers take, up to -c are in flight, and a latency runs
// from when the request was due, so a server that falls behind is charged
// for the queue it builds.
//
// Standard library only, outside every module: bench/list/run.sh builds it
// with GOWORK=off (by hand: cd bench/list && GOWORK=off go build client.go).
package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"sync"
	"time"
)

func main() {
	base := flag.String("base", "", "server address, http://127.0.0.1:PORT")
	token := flag.String("token", "", "access token")
	path := flag.String("path", "/api/video/list/0", "what to ask for")
	conns := flag.Int("c", 32, "connections, each with one request in flight")
	dur := flag.Duration("d", 10*time.Second, "how long to load")
	rate := flag.Float64("rate", 0, "requests a second (an open loop); 0: a closed loop")
	flag.Parse()
	if *base == "" || *token == "" || *rate < 0 {
		fmt.Fprintln(os.Stderr, "client: -base and -token are needed, and -rate is not negative")
		os.Exit(2)
	}
	tr := &http.Transport{MaxIdleConnsPerHost: *conns, MaxConnsPerHost: *conns, DisableCompression: true}
	l := &load{cl: &http.Client{Transport: tr, Timeout: 30 * time.Second}, url: *base + *path, token: *token}
	start := time.Now()
	if *rate > 0 {
		l.open(*conns, *rate, *dur)
	} else {
		l.closed(*conns, *dur)
	}
	secs := time.Since(start).Seconds()
	if len(l.lat) == 0 {
		fmt.Fprintln(os.Stderr, "client: no request succeeded")
		os.Exit(1)
	}
	slices.Sort(l.lat)
	pct := func(p float64) float64 {
		return float64(l.lat[int(p*float64(len(l.lat)-1))]) / float64(time.Millisecond)
	}
	fmt.Printf("requests %d errors %d seconds %.2f rps %.0f p50_ms %.2f p99_ms %.2f p90_ms %.2f max_ms %.2f\n",
		len(l.lat), l.errs, secs, float64(len(l.lat))/secs, pct(0.50), pct(0.99), pct(0.90), pct(1))
}

// load sends the requests and keeps the successful ones' latencies.
type load struct {
	cl         *http.Client
	url, token string
	mu         sync.Mutex
	lat        []time.Duration
	errs       int
}

// closed keeps conns requests in flight for dur, each sent when the last
// on its connection is answered.
func (l *load) closed(conns int, dur time.Duration) {
	end := time.Now().Add(dur)
	var wg sync.WaitGroup
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for time.Now().Before(end) {
				l.send(time.Now())
			}
		}()
	}
	wg.Wait()
}

// open sends rate requests a second for dur, at most conns in flight.
func (l *load) open(conns int, rate float64, dur time.Duration) {
	n := int(rate * dur.Seconds())
	due := make(chan time.Time, n)
	var wg sync.WaitGroup
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range due {
				l.send(t)
			}
		}()
	}
	start := time.Now()
	for i := range n {
		t := start.Add(time.Duration(float64(i) / rate * float64(time.Second)))
		time.Sleep(time.Until(t))
		due <- t
	}
	close(due)
	wg.Wait()
}

// send asks once and reads the whole answer; a 200 counts its latency from
// since, anything else an error.
func (l *load) send(since time.Time) {
	ok := get(l.cl, l.url, l.token)
	took := time.Since(since)
	l.mu.Lock()
	defer l.mu.Unlock()
	if !ok {
		l.errs++
		return
	}
	l.lat = append(l.lat, took)
}

// get sends one request and reads the whole answer; false unless it was a 200.
func get(cl *http.Client, url, token string) bool {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return false
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := cl.Do(req)
	if err != nil {
		return false
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return err == nil && resp.StatusCode == http.StatusOK
}
