//go:build ignore

// fixedrate asks for GET /api/video/list/0 at a fixed rate whatever the
// server's answers take (an open loop, as wrk2 does): request i is due at
// start + i/rate, and its latency runs from when it was due, so a server
// that falls behind is charged for the queue it builds. Up to -c requests
// are in flight on keep-alive connections. It prints one line:
//
//	rate R requests N errors E p50_ms A p90_ms B p99_ms C max_ms D
//
// Standard library only, outside every module: build it with
// `cd bench/list && GOWORK=off go build -o /tmp/fixedrate fixedrate.go`.
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
	rate := flag.Float64("rate", 1000, "requests a second")
	dur := flag.Duration("d", 5*time.Second, "how long to load")
	inFlight := flag.Int("c", 64, "requests in flight at most (connections)")
	flag.Parse()
	if *base == "" || *rate <= 0 {
		fmt.Fprintln(os.Stderr, "fixedrate: -base and a positive -rate are needed")
		os.Exit(2)
	}
	tr := &http.Transport{MaxIdleConnsPerHost: *inFlight, DisableCompression: true}
	n := int(*rate * dur.Seconds())
	due := make(chan time.Time, n)
	var mu sync.Mutex
	lat := make([]time.Duration, 0, n)
	errs := 0
	var wg sync.WaitGroup
	for range *inFlight {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range due {
				req, _ := http.NewRequest(http.MethodGet, *base+*path, nil)
				req.Header.Set("Authorization", "Bearer "+*token)
				res, err := tr.RoundTrip(req)
				failed := err != nil
				if err == nil {
					_, _ = io.Copy(io.Discard, res.Body)
					res.Body.Close()
					failed = res.StatusCode != http.StatusOK
				}
				took := time.Since(t)
				mu.Lock()
				lat = append(lat, took)
				if failed {
					errs++
				}
				mu.Unlock()
			}
		}()
	}
	start := time.Now()
	for i := range n {
		t := start.Add(time.Duration(float64(i) / *rate * float64(time.Second)))
		if wait := time.Until(t); wait > 0 {
			time.Sleep(wait)
		}
		due <- t
	}
	close(due)
	wg.Wait()
	slices.Sort(lat)
	q := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))]) / 1e6 }
	fmt.Printf("rate %.0f requests %d errors %d p50_ms %.2f p90_ms %.2f p99_ms %.2f max_ms %.2f\n",
		*rate, len(lat), errs, q(0.5), q(0.9), q(0.99), q(1))
}
