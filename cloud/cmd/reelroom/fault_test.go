package main_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"fmt"
	mrand "math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

var binary string

// pollEvery is how often the service looks for work: long enough for a
// second, wrong, run of the job to show.
const pollEvery = 6 * time.Second

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "reelroom-fault")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "reelroom")
	build := exec.Command("go", "build", "-o", binary, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build reelroom: %v\n%s", err, out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// server is the real binary, run, killed with SIGKILL and run again on the
// same port, data folder and database.
type server struct {
	t       *testing.T
	port    int
	env     []string
	logPath string
	mu      sync.Mutex
	cmd     *exec.Cmd
}

func newServer(t *testing.T) *server {
	cfg := apptest.Config(t)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	s := &server{t: t, port: port, logPath: filepath.Join(cfg.DataDir, "server.log"), env: append(os.Environ(),
		fmt.Sprint("PORT=", port), "DATA_DIR="+cfg.DataDir, "DATABASE_URL="+cfg.DatabaseURL,
		"SIGNING_KEY="+cfg.SigningKey, "BCRYPT_COST=10")}
	t.Cleanup(func() { s.kill() })
	if err := s.start(); err != nil {
		t.Fatal(err)
	}
	return s
}

func (s *server) url() string { return fmt.Sprint("http://127.0.0.1:", s.port) }

// start runs the binary and waits until it answers; it may be called from
// any goroutine, so it reports failure instead of ending the test.
func (s *server) start() error {
	log, err := os.OpenFile(s.logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	cmd := exec.Command(binary)
	cmd.Env, cmd.Stdout, cmd.Stderr = s.env, log, log
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { cmd.Wait(); log.Close() }()
	s.mu.Lock()
	s.cmd = cmd
	s.mu.Unlock()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(s.url() + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("server did not come up")
}

func (s *server) kill() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cmd != nil && s.cmd.Process != nil {
		s.cmd.Process.Kill() // SIGKILL: no clean shutdown
		s.cmd.Process.Wait()
	}
}

func (s *server) dataDir() string {
	for _, e := range s.env {
		if d, ok := strings.CutPrefix(e, "DATA_DIR="); ok {
			return d
		}
	}
	return ""
}

// retry repeats f until it succeeds, while the server is down or restarting.
func retry(t *testing.T, what string, f func() error) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		err := f()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %v", what, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// killMeter counts the bytes the client reads to send, and kills the server
// (then starts it again) when the count passes each kill point, so the
// kill lands in the middle of a request.
type killMeter struct {
	srv      *server
	points   []int64
	sent     int64
	kills    int
	restarts sync.WaitGroup
}

type meteredReader struct {
	*bytes.Reader
	m *killMeter
}

func (m *killMeter) wrap(data []byte) *meteredReader {
	return &meteredReader{Reader: bytes.NewReader(data), m: m}
}

func (r *meteredReader) Read(p []byte) (int, error) {
	n, err := r.Reader.Read(p)
	m := r.m
	m.sent += int64(n)
	if len(m.points) > 0 && m.sent >= m.points[0] {
		m.points = m.points[1:]
		m.kills++
		m.restarts.Wait() // one restart at a time
		m.restarts.Add(1)
		go func() {
			defer m.restarts.Done()
			m.srv.kill()
			if err := m.srv.start(); err != nil {
				m.srv.t.Error(err)
			}
		}()
	}
	return n, err
}

func TestKill9DuringUploadsLosesNoByte(t *testing.T) {
	srv := newServer(t)
	ctx := context.Background()
	c := client.New(srv.url())
	c.HTTP = &http.Client{Timeout: 10 * time.Second}
	if _, err := c.Register(ctx, api.RegisterRequest{Email: "ann@example.com", Password: "quiet harbor kettle 42", Nickname: "Ann"}); err != nil {
		t.Fatal(err)
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := mrand.New(mrand.NewPCG(seed, 1))
	sizes := make([]int, 20)
	total := 0
	for i := range sizes {
		sizes[i] = 1<<20 + rng.IntN(4<<20)
		total += sizes[i]
	}
	// Kill points: random positions in the stream of bytes the client sends.
	var points []int64
	for i := 0; i < 5; i++ {
		points = append(points, int64(rng.IntN(total)))
	}
	slices.Sort(points)
	meter := &killMeter{srv: srv, points: points}

	type sent struct {
		loc string
		sum [32]byte
	}
	var uploads []sent
	for i := 0; i < 20; i++ {
		data := make([]byte, sizes[i])
		rand.Read(data)
		var init api.RecordInitResponse
		retry(t, "init", func() (err error) {
			init, err = c.RecordInit(ctx, api.RecordInitRequest{Title: fmt.Sprint("upload ", i)})
			return err
		})
		var loc string
		retry(t, "create upload", func() (err error) {
			loc, err = c.CreateUpload(ctx, init.UploadURL, init.VideoID, int64(len(data)))
			return err
		})
		retry(t, "upload", func() error {
			return c.Resume(ctx, loc, meter.wrap(data), int64(len(data)), 256<<10)
		})
		uploads = append(uploads, sent{loc: loc, sum: sha256.Sum256(data)})
	}
	meter.restarts.Wait()
	if meter.kills != len(points) {
		t.Fatalf("%d of %d kills happened during the uploads", meter.kills, len(points))
	}
	t.Logf("20 uploads (%d MiB) survived %d kills at random points", total>>20, meter.kills)
	for i, u := range uploads {
		got, err := os.ReadFile(filepath.Join(srv.dataDir(), "uploads", filepath.Base(u.loc)))
		if err != nil || sha256.Sum256(got) != u.sum {
			t.Errorf("upload %d: server copy differs from the source: %v", i, err)
		}
	}
}

func TestKill9DuringProcessingFinishesOnce(t *testing.T) {
	srv := newServer(t)
	ctx := context.Background()
	c := client.New(srv.url())
	if _, err := c.Register(ctx, api.RegisterRequest{Email: "ann@example.com", Password: "quiet harbor kettle 42", Nickname: "Ann"}); err != nil {
		t.Fatal(err)
	}
	// MPEG-4 Part 2 must be transcoded: seconds of work to interrupt.
	src := apptest.MakeRaw(t, "-f", "lavfi", "-i", "testsrc2=size=1280x720:rate=30", "-t", "20",
		"-c:v", "mpeg4", "-q:v", "4", "slow.mov")
	videoID := apptest.UploadAndComplete(t, c, src, "interrupted")
	workDirs := filepath.Join(srv.dataDir(), "work", fmt.Sprint(videoID, "-*"))
	deadline := time.Now().Add(30 * time.Second)
	for {
		tmp, _ := filepath.Glob(filepath.Join(workDirs, ".tmp-*"))
		if len(tmp) > 0 {
			break // ffmpeg is writing
		}
		if time.Now().After(deadline) {
			t.Fatal("processing never started")
		}
		time.Sleep(20 * time.Millisecond)
	}
	srv.kill()
	if err := srv.start(); err != nil {
		t.Fatal(err)
	}

	var v api.Video
	retry(t, "processing after restart", func() (err error) {
		v, err = c.VideoDetail(ctx, videoID)
		if err == nil && v.Status != api.VideoOK {
			err = fmt.Errorf("status %d (%s)", v.Status, v.FailReason)
		}
		return err
	})
	if v.Duration < 19900 || v.Duration > 20100 || v.Width != 1280 {
		t.Fatalf("processed video: %+v", v)
	}
	processed := func() int {
		log, _ := os.ReadFile(srv.logPath)
		return strings.Count(string(log), fmt.Sprintf(`msg="video processed" video_id=%d `, videoID))
	}
	apptest.Eventually(t, "the finish is logged", func() bool { return processed() > 0 })
	time.Sleep(pollEvery)
	if n := processed(); n != 1 {
		t.Fatalf("video processed %d times", n)
	}
	apptest.Eventually(t, "work folders removed", func() bool {
		left, _ := filepath.Glob(workDirs)
		return len(left) == 0
	})
}
