package httpapi_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// Every bad file ends failed with a reason its owner can read, and leaves
// nothing behind: no upload bytes, no output, nothing stuck in processing.
func TestBadFilesAreRefusedAndLeaveNothing(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	dir := t.TempDir()
	secret := apptest.MakeVideo(t, 1, "64x64")
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(body), 0o644)
		return p
	}
	cutSound := apptest.MakeRaw(t, "-f", "lavfi", "-i", "sine", "-t", "10", "-c:a", "aac", "-movflags", "+faststart", "memo.m4a")
	b, _ := os.ReadFile(cutSound)
	os.WriteFile(cutSound, b[:len(b)/2], 0o644) // the index promises sound that is not there
	truncated := apptest.MakeVideo(t, 2, "160x120")
	b, _ = os.ReadFile(truncated)
	os.WriteFile(truncated, b[:len(b)/2], 0o644) // moov is at the end: lost
	cases := []struct {
		name       string
		path       string
		wantReason string
	}{
		{"zero bytes", write("empty.mp4", ""), "Wrong format"},
		{"text named .mp4", write("notes.mp4", "these are meeting notes, not a video"), "Wrong format"},
		{"HLS playlist pointing at a local file", write("list.mp4", "#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n"+secret+"\n#EXT-X-ENDLIST\n"), "Wrong format"},
		{"ffconcat pointing at a local file", write("concat.mp4", "ffconcat version 1.0\nfile '"+secret+"'\n"), "Wrong format"},
		{"truncated MP4, moov lost", truncated, "Invalid video"},
		{"16384x16384 frame declared", apptest.MakeHugeFrameVideo(t), "Invalid video"},
		{"sound cut short", cutSound, "Invalid video: the file is incomplete"},
		{"header of an m4a only", write("header.m4a", "\x00\x00\x00\x1cftypM4A \x00\x00\x00\x00M4A mp42isom"), "Invalid video"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := env.Upload(t, c, tc.path, "bad")
			if v.Status != api.VideoFail || v.FailReason != tc.wantReason || v.PlayURL != "" || v.Cover != "" {
				t.Fatalf("ended as status %d reason %q", v.Status, v.FailReason)
			}
			apptest.Eventually(t, "output removed", func() bool { return len(env.Stored(t, "videos/"+itoa(v.ID)+"/")) == 0 })
		})
	}
	apptest.Eventually(t, "uploads removed", func() bool { return len(env.Stored(t, "uploads/")) == 0 })
	apptest.Eventually(t, "work folders removed", func() bool {
		left, _ := filepath.Glob(filepath.Join(env.DataDir, "work", "*"))
		return len(left) == 0
	})
	// Nothing of the local file the playlists named reached any output.
	secretBytes, _ := os.ReadFile(secret)
	filepath.Walk(env.DataDir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && info.Size() >= int64(len(secretBytes)) {
			if b, _ := os.ReadFile(p); bytes.Contains(b, secretBytes[len(secretBytes)-512:]) {
				t.Errorf("%s holds the referenced file's bytes", p)
			}
		}
		return nil
	})
}

func TestBadNamesAreRefused(t *testing.T) {
	env := apptest.New(t)
	c := env.SignUp(t, "ann@example.com")
	init := func(title string) api.RecordInitRequest { return api.RecordInitRequest{Title: title} }
	runCases(t, env, []apiCase{
		{"NUL", "POST", "/api/v2/record/local/init", c.Token, init("demo\x00.mp4"), 400, api.CodeInvalidParam},
		{"1000 characters", "POST", "/api/v2/record/local/init", c.Token, init(strings.Repeat("x", 1000)), 400, api.CodeInvalidParam},
		{"right-to-left override", "POST", "/api/v2/record/local/init", c.Token, init("clip\u202E4pm.exe"), 400, api.CodeInvalidParam},
		{"right-to-left mark", "POST", "/api/v2/record/local/init", c.Token, init("\u200Fclip"), 400, api.CodeInvalidParam},
	})
	l, _ := c.VideoList(context.Background(), 0, "")
	if len(l.Videos) != 0 {
		t.Fatalf("refused names created videos: %+v", l.Videos)
	}
	// "../" is only text in a title: accepted, and never a path.
	v := env.Upload(t, c, apptest.MakeVideo(t, 1, "64x64"), "../../etc/passwd")
	d, err := c.VideoDownload(context.Background(), v.ID)
	if err != nil || d.FileName != "_.._etc_passwd.mp4" {
		t.Fatalf("download name %q, %v", d.FileName, err)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(env.DataDir), "etc")); !os.IsNotExist(err) {
		t.Fatal("a title became a path")
	}
}
