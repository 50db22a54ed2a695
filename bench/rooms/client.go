//go:build ignore

// client is the rooms benchmark's load: CONNS keep-alive connections, each
// asking for one path after another (taking the paths in turn, so every
// room is read) with a bearer token, for a fixed time. It prints one line:
//
//	requests N errors E rps R p50_ms A p95_ms B p99_ms C
//
// A request counts as an error unless it answers 200 with code 0.
// Standard library only, outside every module: run.sh builds it with
// GOWORK=off.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	base := flag.String("base", "", "server address, http://127.0.0.1:PORT")
	token := flag.String("token", "", "access token")
	paths := flag.String("paths", "", "comma-separated paths to ask for in turn")
	conns := flag.Int("c", 8, "connections, each with one request in flight")
	dur := flag.Duration("d", 10*time.Second, "how long to load")
	flag.Parse()
	list := strings.Split(*paths, ",")
	if *base == "" || *token == "" || *paths == "" {
		fmt.Fprintln(os.Stderr, "client: -base, -token and -paths are needed")
		os.Exit(2)
	}
	tr := &http.Transport{MaxIdleConnsPerHost: *conns, MaxConnsPerHost: *conns}
	cl := &http.Client{Transport: tr, Timeout: 30 * time.Second}

	var next, errs atomic.Int64
	per := make([][]time.Duration, *conns)
	done := make(chan struct{})
	var wg sync.WaitGroup
	began := time.Now()
	for i := range *conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var own []time.Duration
			defer func() { per[i] = own }()
			for {
				select {
				case <-done:
					return
				default:
				}
				p := list[int(next.Add(1))%len(list)]
				t0 := time.Now()
				if !fetch(cl, *base+p, *token) {
					errs.Add(1)
				}
				own = append(own, time.Since(t0))
			}
		}()
	}
	time.Sleep(*dur)
	close(done)
	wg.Wait()
	took := time.Since(began).Seconds()
	var all []time.Duration
	for _, p := range per {
		all = append(all, p...)
	}
	slices.Sort(all)
	at := func(q float64) float64 {
		if len(all) == 0 {
			return 0
		}
		return float64(all[int(q*float64(len(all)-1))].Microseconds()) / 1000
	}
	fmt.Printf("requests %d errors %d rps %.0f p50_ms %.2f p95_ms %.2f p99_ms %.2f\n",
		len(all), errs.Load(), float64(len(all))/took, at(0.50), at(0.95), at(0.99))
}

// fetch sends one GET and reports whether it answered 200 with code 0.
func fetch(cl *http.Client, url, token string) bool {
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := cl.Do(req)
	if err != nil {
		return false
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	return err == nil && res.StatusCode == 200 && bytes.HasPrefix(body, []byte(`{"code":0`))
}
