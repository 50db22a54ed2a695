//go:build linux && cgo && gtk3

package inbox_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wailsapp/wails/v3/pkg/application"
	"github.com/wailsapp/wails/v3/pkg/services/notifications"

	"github.com/reelroom/reelroom/desktop/internal/cloudtest"
	"github.com/reelroom/reelroom/desktop/internal/dbustest"
	"github.com/reelroom/reelroom/desktop/internal/inbox"
	"github.com/reelroom/reelroom/desktop/internal/xvfbtest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

func TestMain(m *testing.M) { cloudtest.Main(m) }

// wait is how long any one step may take: generous, never measured.
const wait = 30 * time.Second

// startNotifications starts the app's Wails notification service as the
// app does (application.New, then the service's startup) on the test's
// session bus, without a window.
func startNotifications(t *testing.T) *notifications.NotificationService {
	t.Helper()
	svc := notifications.New()
	application.New(application.Options{Name: "Reelroom"})
	if err := svc.ServiceStartup(context.Background(), application.ServiceOptions{}); err != nil {
		t.Fatalf("notification service: %v", err)
	}
	t.Cleanup(func() { svc.ServiceShutdown() })
	return svc
}

func register(t *testing.T, ctx context.Context, server, email, nickname string) (*client.Client, api.User) {
	t.Helper()
	c := client.New(server)
	if _, err := c.Register(ctx, api.RegisterRequest{Email: email, Password: "correct-horse-9", Nickname: nickname}); err != nil {
		t.Fatalf("register %s: %v", email, err)
	}
	u, err := c.UserInfo(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return c, u
}

// upload records a three-second video as c's, waits until it is ready
// and shares it by link.
func upload(t *testing.T, ctx context.Context, c *client.Client, title string) api.RecordInitResponse {
	t.Helper()
	path := filepath.Join(t.TempDir(), "clip.mp4")
	if out, err := exec.Command("ffmpeg", "-v", "error", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=15",
		"-t", "3", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", path).CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v: %s", err, out)
	}
	init, err := c.RecordInit(ctx, api.RecordInitRequest{Title: title, Client: "desktop"})
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Upload(ctx, init.UploadURL, init.VideoID, f, st.Size(), 1<<20); err != nil {
		t.Fatalf("upload: %v", err)
	}
	if _, err := c.RecordComplete(ctx, init.VideoID); err != nil {
		t.Fatalf("complete: %v", err)
	}
	for deadline := time.Now().Add(2 * wait); ; time.Sleep(50 * time.Millisecond) {
		v, err := c.VideoDetail(ctx, init.VideoID)
		if err != nil {
			t.Fatal(err)
		}
		if v.Status == api.VideoOK {
			share, err := c.ShareCreate(ctx, v.ID, api.SharePublic)
			if err != nil {
				t.Fatalf("share: %v", err)
			}
			init.ShareKey = share.ShareKey
			return init
		}
		if v.Status == api.VideoFail || time.Now().After(deadline) {
			t.Fatalf("video %d: status %d", v.ID, v.Status)
		}
	}
}

// waitCount waits for the inbox to report want.
func waitCount(t *testing.T, counts <-chan int, want int) {
	t.Helper()
	deadline := time.After(wait)
	for {
		select {
		case n := <-counts:
			if n == want {
				return
			}
		case <-deadline:
			t.Fatalf("the unread count did not become %d within %s", want, wait)
		}
	}
}

// A mentions B on B's video: B's desktop app shows a native notification,
// captured by the notification daemon on the test's D-Bus, in B's language
// and leading to the video at the comment's moment; the tray's count goes
// to 1, and back to 0 when B marks everything read.
func TestMentionShowsNativeNotification(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	xvfbtest.Start(t, 640, 480)
	dbustest.StartBus(t)
	daemon := dbustest.StartDaemon(t)
	svc := startNotifications(t)
	server := cloudtest.Start(t)
	ctx := context.Background()

	ann, _ := register(t, ctx, server, "ann@example.com", "Ann")
	bo, boUser := register(t, ctx, server, "bo@example.com", "Bo")
	video := upload(t, ctx, bo, "Quarterly demo")

	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	toasts := inbox.Notifier{Log: log, Service: svc}
	clicked := make(chan string, 1)
	toasts.OnClick(func(page string) { clicked <- page })
	counts := make(chan int, 64)
	box := inbox.New(inbox.Deps{
		Log:      log,
		Client:   func() (*client.Client, error) { c := client.New(server); c.Token = bo.Token; return c, nil },
		Language: func() string { return "zh-CN" },
		Show:     toasts.Show,
		Count:    func(n int) { counts <- n },
	})
	run, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { box.Run(run); close(done) }()
	t.Cleanup(func() { stop(); <-done })
	waitCount(t, counts, 0) // subscribed and counted

	posted := time.Now()
	if _, err := ann.CommentPost(ctx, api.CommentPostRequest{VideoID: video.VideoID, ShareKey: video.ShareKey, PlayedTime: 1500,
		Blocks: []api.CommentBlock{{Type: api.BlockText, Text: "Look here "}, {Type: api.BlockMention, UserID: boUser.ID}}}); err != nil {
		t.Fatalf("comment: %v", err)
	}
	got := daemon.Next(t, wait)
	t.Logf("the notification daemon got it %s after the comment was sent", time.Since(posted).Round(time.Millisecond))
	if got.App != "Reelroom" || got.Summary != "Ann 提到了你" || !strings.HasPrefix(got.Body, "Quarterly demo\nLook here") {
		t.Fatalf("notification %q from %q: %q", got.Summary, got.App, got.Body)
	}
	var data map[string]string
	if err := json.Unmarshal([]byte(got.Hints["x-user-data"].Value().(string)), &data); err != nil {
		t.Fatalf("notification data %v: %v", got.Hints["x-user-data"], err)
	}
	// Bo owns the video: the notification opens Bo's own player page.
	page := fmt.Sprintf("/video/%d?t=1.5", video.VideoID)
	if data["page"] != page {
		t.Fatalf("the notification leads to %q, want %q", data["page"], page)
	}
	waitCount(t, counts, 1)

	if err := daemon.Click(got.ID); err != nil {
		t.Fatal(err)
	}
	select {
	case p := <-clicked:
		if p != page {
			t.Fatalf("the click opened %q, want %q", p, page)
		}
	case <-time.After(wait):
		t.Fatal("the click opened nothing")
	}

	if _, err := bo.NotificationReadAll(ctx); err != nil {
		t.Fatal(err)
	}
	waitCount(t, counts, 0)
	if box.Unread() != 0 {
		t.Fatalf("unread %d after reading all", box.Unread())
	}
	if !daemon.None() {
		t.Fatalf("a notification for marking all read: %+v", daemon.Next(t, wait))
	}
}
