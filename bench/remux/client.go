//go:build ignore

// client is the remux benchmark's HTTP side, for what curl in a loop would
// measure badly: polling a video every few ms, reading an MP4's top-level
// boxes through Range requests, and timing many API calls. Standard library
// only, outside every module: bench/remux/run.sh builds it with GOWORK=off.
//
//	client wait   -base URL -token T -video ID   complete, then poll until ok
//	client boxes  -base URL -url PLAY_URL        top-level MP4 boxes, in order
//	client load   -base URL -token T -watch ID   latency of list + user info
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
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
	if len(os.Args) < 2 {
		fail(errors.New("usage: client wait|boxes|load [flags]"))
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	base := fs.String("base", "", "server address, http://127.0.0.1:PORT")
	token := fs.String("token", "", "access token")
	video := fs.Int64("video", 0, "wait: the video to complete")
	poll := fs.Duration("poll", 20*time.Millisecond, "wait: how often to read the video")
	timeout := fs.Duration("timeout", 5*time.Minute, "wait: give up after")
	playURL := fs.String("url", "", "boxes: the signed play URL")
	watch := fs.Int64("watch", 0, "load: the video that must stay processing (0: none)")
	n := fs.Int("n", 2000, "load: requests to send")
	conc := fs.Int("c", 4, "load: requests in flight at once")
	limit := fs.Duration("max", 60*time.Second, "load: stop sending after")
	fs.Parse(os.Args[2:])
	if !strings.HasPrefix(*base, "http://127.0.0.1:") {
		fail(errors.New("-base must be http://127.0.0.1:PORT: the benchmark targets loopback only"))
	}
	c := &client{base: *base, token: *token, http: &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConnsPerHost: *conc + 2},
	}}
	var err error
	switch os.Args[1] {
	case "wait":
		err = c.wait(*video, *poll, *timeout)
	case "boxes":
		err = c.boxes(*playURL)
	case "load":
		err = c.load(*watch, *n, *conc, *limit)
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "client:", err)
	os.Exit(1)
}

type client struct {
	base, token string
	http        *http.Client
}

type video struct {
	Status   int    `json:"status"`
	Duration int64  `json:"duration"`
	Width    int    `json:"width"`
	Height   int    `json:"height"`
	PlayURL  string `json:"play_url"`
}

// call sends one API request and decodes the envelope's data into out.
func (c *client) call(method, path string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.base+path, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var env struct {
		Code int             `json:"code"`
		Msg  string          `json:"msg"`
		Data json.RawMessage `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&env); err != nil {
		return fmt.Errorf("%s %s: HTTP %d: %w", method, path, resp.StatusCode, err)
	}
	if env.Code != 0 {
		return fmt.Errorf("%s %s: code %d: %s", method, path, env.Code, env.Msg)
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(env.Data, out)
}

func (c *client) detail(id int64) (video, error) {
	var v video
	err := c.call(http.MethodGet, fmt.Sprintf("/api/video/detail/%d", id), nil, &v)
	return v, err
}

// wait calls complete and polls the video until it is ok, printing the time
// from sending complete to the first answer saying ok, and the video.
func (c *client) wait(id int64, poll, timeout time.Duration) error {
	start := time.Now()
	if err := c.call(http.MethodPost, "/api/v2/record/local/complete", map[string]int64{"video_id": id}, nil); err != nil {
		return err
	}
	completed := time.Since(start)
	for polls := 1; ; polls++ {
		v, err := c.detail(id)
		if err != nil {
			return err
		}
		switch v.Status {
		case 1:
			took := time.Since(start)
			return json.NewEncoder(os.Stdout).Encode(map[string]any{
				"seconds": took.Seconds(), "complete_call_ms": completed.Milliseconds(), "polls": polls,
				"duration_ms": v.Duration, "width": v.Width, "height": v.Height, "play_url": v.PlayURL})
		case -1:
			return fmt.Errorf("video %d failed processing", id)
		}
		if time.Since(start) > timeout {
			return fmt.Errorf("video %d still in status %d after %s", id, v.Status, timeout)
		}
		time.Sleep(poll)
	}
}

// boxes walks the file's top-level boxes with small Range requests and
// prints them, "type offset size" a line, until mdat.
func (c *client) boxes(playURL string) error {
	if !strings.HasPrefix(playURL, "http") {
		playURL = c.base + playURL
	}
	for off := int64(0); ; {
		hdr, total, err := c.rangeGet(playURL, off, 16)
		if err != nil {
			return err
		}
		if len(hdr) < 8 {
			return fmt.Errorf("short box header at %d", off)
		}
		size := int64(binary.BigEndian.Uint32(hdr))
		typ := string(hdr[4:8])
		switch size {
		case 1:
			if len(hdr) < 16 {
				return fmt.Errorf("short large box header at %d", off)
			}
			size = int64(binary.BigEndian.Uint64(hdr[8:]))
		case 0:
			size = total - off
		}
		fmt.Println(typ, off, size)
		if typ == "mdat" || size < 8 || off+size >= total {
			return nil
		}
		off += size
	}
}

// rangeGet reads n bytes at off and the whole file's size; it insists on 206.
func (c *client) rangeGet(url string, off, n int64) ([]byte, int64, error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, 0, err
	}
	req.Header.Set("Range", fmt.Sprintf("bytes=%d-%d", off, off+n-1))
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusPartialContent {
		return nil, 0, fmt.Errorf("range %d-%d: HTTP %d, want 206", off, off+n-1, resp.StatusCode)
	}
	var total int64
	cr := resp.Header.Get("Content-Range")
	if i := strings.LastIndexByte(cr, '/'); i < 0 {
		return nil, 0, fmt.Errorf("range %d: no size in Content-Range %q", off, cr)
	} else if _, err := fmt.Sscan(cr[i+1:], &total); err != nil {
		return nil, 0, fmt.Errorf("range %d: Content-Range %q: %w", off, cr, err)
	}
	b, err := io.ReadAll(resp.Body)
	return b, total, err
}

// load sends n requests, alternating the video list and the user's info, with
// conc in flight, for at most limit. Meanwhile it reads the watched video
// every 250 ms and stops early if it leaves processing, so every timed
// request ran while the transcode did.
func (c *client) load(watch int64, n, conc int, limit time.Duration) error {
	if watch > 0 {
		v, err := c.detail(watch)
		if err != nil {
			return err
		}
		if v.Status != 5 {
			return fmt.Errorf("video %d is in status %d, not processing (5), before the load", watch, v.Status)
		}
	}
	paths := []string{"/api/video/list/0?_sort=created_at:desc", "/api/user/info"}
	var (
		next     atomic.Int64
		errCount atomic.Int64
		left     atomic.Bool // the watched video left processing
		mu       sync.Mutex
		lat      = make([]time.Duration, 0, n)
		wg       sync.WaitGroup
		stop     = make(chan struct{})
		start    = time.Now()
		deadline = start.Add(limit)
	)
	if watch > 0 {
		go func() {
			tick := time.NewTicker(250 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				if v, err := c.detail(watch); err != nil || v.Status != 5 {
					left.Store(true)
					return
				}
			}
		}()
	}
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := next.Add(1) - 1
				if i >= int64(n) || left.Load() || time.Now().After(deadline) {
					return
				}
				t0 := time.Now()
				err := c.call(http.MethodGet, paths[i%2], nil, nil)
				d := time.Since(t0)
				if err != nil {
					errCount.Add(1)
					continue
				}
				mu.Lock()
				lat = append(lat, d)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stop)
	stayed := !left.Load()
	if watch > 0 && stayed {
		v, err := c.detail(watch)
		if err != nil {
			return err
		}
		stayed = v.Status == 5
	}
	if len(lat) == 0 {
		return errors.New("no request succeeded")
	}
	slices.Sort(lat)
	pct := func(p float64) float64 {
		i := int(float64(len(lat))*p+0.999999) - 1 // nearest rank
		return ms(lat[max(i, 0)])
	}
	return json.NewEncoder(os.Stdout).Encode(map[string]any{
		"requests": len(lat), "errors": errCount.Load(), "concurrency": conc,
		"seconds": elapsed.Seconds(), "per_second": float64(len(lat)) / elapsed.Seconds(),
		"p50_ms": pct(0.50), "p95_ms": pct(0.95), "p99_ms": pct(0.99), "max_ms": ms(lat[len(lat)-1]),
		"stayed_processing": watch == 0 || stayed,
	})
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
