//go:build ignore

// client is the list benchmark's load: CONNS keep-alive connections, each
// sending GET /api/video/list/0 with a bearer token one after another for a
// fixed time, as wrk would. It prints one line:
//
//	requests N errors E seconds S rps R p50_ms A p99_ms B
//
// Standard library only, outside every module: bench/list/run.sh builds it
// with GOWORK=off.
package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	base := flag.String("base", "", "server address, http://127.0.0.1:PORT")
	token := flag.String("token", "", "access token")
	path := flag.String("path", "/api/video/list/0", "what to ask for")
	conns := flag.Int("c", 32, "connections, each with one request in flight")
	dur := flag.Duration("d", 10*time.Second, "how long to load")
	flag.Parse()
	if *base == "" || *token == "" {
		fmt.Fprintln(os.Stderr, "client: -base and -token are needed")
		os.Exit(2)
	}
	tr := &http.Transport{MaxIdleConnsPerHost: *conns, MaxConnsPerHost: *conns, DisableCompression: true}
	cl := &http.Client{Transport: tr, Timeout: 30 * time.Second}
	url := *base + *path

	var errs atomic.Int64
	lat := make([][]time.Duration, *conns)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	start := time.Now()
	for i := range *conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := make([]time.Duration, 0, 1<<16)
			for {
				select {
				case <-stop:
					lat[i] = mine
					return
				default:
				}
				t0 := time.Now()
				if !get(cl, url, *token) {
					errs.Add(1)
					continue
				}
				mine = append(mine, time.Since(t0))
			}
		}()
	}
	time.Sleep(*dur)
	close(stop)
	wg.Wait()
	secs := time.Since(start).Seconds()

	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	slices.Sort(all)
	if len(all) == 0 {
		fmt.Fprintln(os.Stderr, "client: no request succeeded")
		os.Exit(1)
	}
	pct := func(p float64) float64 {
		return float64(all[int(p*float64(len(all)-1))]) / float64(time.Millisecond)
	}
	fmt.Printf("requests %d errors %d seconds %.2f rps %.0f p50_ms %.2f p99_ms %.2f\n",
		len(all), errs.Load(), secs, float64(len(all))/secs, pct(0.50), pct(0.99))
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
