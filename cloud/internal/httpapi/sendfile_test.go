package httpapi_test

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/httpapi"
)

// fileCountingListener's connections count the files handed to their
// ReadFrom, which net/http calls only when the handler's writer lets it
// reach the connection (and which sends the file with sendfile on TCP),
// and those handed over while the connection was not corked.
type fileCountingListener struct {
	net.Listener
	files, uncorked *atomic.Int64
	conns           chan *net.TCPConn
}

func (l fileCountingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	l.conns <- c.(*net.TCPConn)
	return fileCountingConn{c.(*net.TCPConn), l}, nil
}

type fileCountingConn struct {
	*net.TCPConn
	l fileCountingListener
}

func (c fileCountingConn) ReadFrom(r io.Reader) (int64, error) {
	src := r
	if l, ok := r.(*io.LimitedReader); ok {
		src = l.R
	}
	if _, ok := src.(*os.File); ok {
		c.l.files.Add(1)
		if !corked(c.TCPConn) {
			c.l.uncorked.Add(1)
		}
	}
	return c.TCPConn.ReadFrom(r)
}

// corked reads the connection's TCP_CORK.
func corked(c *net.TCPConn) bool {
	rc, err := c.SyscallConn()
	if err != nil {
		panic(err)
	}
	var v int
	rc.Control(func(fd uintptr) {
		v, err = syscall.GetsockoptInt(int(fd), syscall.IPPROTO_TCP, syscall.TCP_CORK)
	})
	if err != nil {
		panic(err)
	}
	return v != 0
}

// Media files and downloads reach the connection's ReadFrom with the file
// itself, whole or a range of it, corked, and the bytes, status and headers
// are those of the plain copy; HEAD and refused ranges send no file. No
// answer leaves its connection corked, which would hold the next answer's
// tail back for up to 200 ms.
func TestMediaFilesGoToTheConnection(t *testing.T) {
	env := apptest.New(t)
	if env.OnS3() {
		t.Skip("with S3 storage the media routes redirect to the bucket: no file is sent")
	}
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "sendfile")
	d, err := ann.VideoDownload(context.Background(), v.ID)
	if err != nil {
		t.Fatal(err)
	}
	var files, uncorked atomic.Int64
	conns := make(chan *net.TCPConn, 100)
	ts := httptest.NewUnstartedServer(env.App.Handler)
	ts.Config.ConnContext = httpapi.ConnContext
	ts.Listener = fileCountingListener{ts.Listener, &files, &uncorked, conns}
	ts.Start()
	defer ts.Close()
	var seen []*net.TCPConn
	noneCorked := func(t *testing.T) {
		t.Helper()
		for more := true; more; {
			select {
			case c := <-conns:
				seen = append(seen, c)
			default:
				more = false
			}
		}
		for _, c := range seen {
			if corked(c) {
				t.Fatal("a connection is still corked after its answer")
			}
		}
	}

	whole := readAll(t, get(t, env.URL+v.PlayURL, ""))
	if int64(len(whole)) != v.Size || v.Size < 4096 {
		t.Fatalf("video of %d bytes, %d read", v.Size, len(whole))
	}
	for _, tc := range []struct {
		name, url, rng string
		status         int
		body           []byte
	}{
		{"whole video", v.PlayURL, "", 200, whole},
		{"download", d.URL, "", 200, whole},
		{"range", v.PlayURL, "bytes=1000-2999", 206, whole[1000:3000]},
		{"open range", v.PlayURL, "bytes=1000-", 206, whole[1000:]},
		{"suffix", v.PlayURL, "bytes=-2000", 206, whole[len(whole)-2000:]},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := files.Load()
			res := get(t, ts.URL+tc.url, tc.rng)
			body := readAll(t, res)
			if res.StatusCode != tc.status || !bytes.Equal(body, tc.body) {
				t.Fatalf("%d with %d bytes, want %d with %d", res.StatusCode, len(body), tc.status, len(tc.body))
			}
			if res.Header.Get("Content-Length") != strconv.Itoa(len(tc.body)) ||
				res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Content-Security-Policy") == "" {
				t.Fatalf("headers: %v", res.Header)
			}
			if n := files.Load() - before; n != 1 {
				t.Fatalf("the connection's ReadFrom got the file %d times, want once", n)
			}
			if uncorked.Load() != 0 {
				t.Fatal("a file went to the connection uncorked")
			}
			noneCorked(t)
		})
	}
	for _, tc := range []struct {
		name, method, rng string
		status            int
	}{
		{"head", "HEAD", "", 200},
		{"refused range", "GET", "bytes=0-0,2-2", 416},
		{"range past the end", "GET", "bytes=" + strconv.FormatInt(v.Size, 10) + "-", 416},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := files.Load()
			req, _ := http.NewRequest(tc.method, ts.URL+v.PlayURL, nil)
			if tc.rng != "" {
				req.Header.Set("Range", tc.rng)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode != tc.status || files.Load() != before {
				t.Fatalf("%d, want %d; files sent %d", res.StatusCode, tc.status, files.Load()-before)
			}
			noneCorked(t)
		})
	}
}
