package media

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"golang.org/x/sys/unix"
)

// moovAtEnd writes an H.264/AAC MP4 whose index follows its media, with a
// GPS tag, as phones write them.
func moovAtEnd(t *testing.T) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "phone.mp4")
	cmd := exec.Command("ffmpeg", "-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=30",
		"-f", "lavfi", "-i", "sine=frequency=440", "-t", "3", "-c:v", "libx264", "-preset", "ultrafast",
		"-pix_fmt", "yuv420p", "-c:a", "aac", "-metadata", "location=+48.8584+002.2945/", out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("ffmpeg: %v: %s", err, b)
	}
	return out
}

func frameHashes(t *testing.T, path string) string {
	t.Helper()
	b, err := exec.Command("ffmpeg", "-v", "error", "-i", path, "-map", "0:v", "-map", "0:a", "-f", "framemd5", "-").Output()
	if err != nil {
		t.Fatalf("framemd5 %s: %v", path, err)
	}
	return string(b)
}

func layoutOf(t *testing.T, path string) []string {
	t.Helper()
	f, _ := os.Open(path)
	defer f.Close()
	st, _ := f.Stat()
	boxes, err := topBoxes(f, st.Size())
	if err != nil {
		t.Fatalf("boxes of %s: %v", path, err)
	}
	var types []string
	for _, b := range boxes {
		types = append(types, b.typ)
	}
	return types
}

func TestFastPathKeepsEveryFrame(t *testing.T) {
	src := moovAtEnd(t)
	want := frameHashes(t, src)
	if l := layoutOf(t, src); l[len(l)-1] != "moov" {
		t.Fatalf("source layout %v", l)
	}
	dir := t.TempDir()
	res, err := NewToolbox("ffmpeg", "ffprobe").Process(context.Background(), src, dir)
	if err != nil || res.Transcoded || res.DurationMs < 2950 || res.DurationMs > 3100 {
		t.Fatalf("process: %+v, %v", res, err)
	}
	out := filepath.Join(dir, VideoFile)
	l := layoutOf(t, out)
	if l[0] != "ftyp" || l[1] != "moov" || l[2] != "free" {
		t.Fatalf("output layout %v, want ftyp moov free ...", l)
	}
	if got := frameHashes(t, out); got != want {
		t.Fatal("decoded frames differ from the source")
	}
	b, _ := os.ReadFile(out)
	if bytes.Contains(b, []byte("+48.8584")) {
		t.Fatal("the location tag survived")
	}
	var a, o unix.Stat_t
	unix.Stat(src, &a)
	unix.Stat(out, &o)
	if a.Ino != o.Ino {
		t.Fatal("the output is a copy, not the same file")
	}
}

// A run killed after any step of the rewrite is finished by the next one,
// with the same result as a run that was never interrupted.
func TestFastPathFinishesAfterAKill(t *testing.T) {
	clean := moovAtEnd(t)
	orig, _ := os.ReadFile(clean)
	if err := makeFaststart(clean, 2); err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile(clean)
	for _, step := range []string{"journal written", "blocks inserted", "front written", "index cut"} {
		t.Run(step, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "upload")
			os.WriteFile(p, orig, 0o644)
			crashAfter(t, p, step)
			if err := makeFaststart(p, 2); err != nil {
				t.Fatalf("second run: %v", err)
			}
			got, _ := os.ReadFile(p)
			if !bytes.Equal(got, want) {
				t.Fatalf("after a kill at %q the file differs from an uninterrupted run", step)
			}
			if _, err := os.Stat(journalFor(p)); !os.IsNotExist(err) {
				t.Fatal("journal left behind")
			}
		})
	}
}

// crashAfter does the rewrite's steps up to one and stops, as a kill would.
func crashAfter(t *testing.T, path, step string) {
	t.Helper()
	f, _ := os.OpenFile(path, os.O_RDWR, 0)
	defer f.Close()
	j, err := planFaststart(f, 2)
	if err != nil || j == nil {
		t.Fatalf("plan: %v", err)
	}
	if err := j.write(journalFor(path)); err != nil {
		t.Fatal(err)
	}
	if step == "journal written" {
		return
	}
	if err := unix.Fallocate(int(f.Fd()), unix.FALLOC_FL_INSERT_RANGE, 0, j.insert); err != nil {
		t.Skipf("filesystem cannot insert ranges: %v", err)
	}
	if step == "blocks inserted" {
		return
	}
	f.WriteAt(j.front, 0)
	if step == "front written" {
		return
	}
	f.Truncate(j.cut + j.insert)
}

// A kill between inserting the blocks and writing the front leaves a file
// that starts with zeros; processing finishes the rewrite before reading it.
func TestProcessFinishesAnInterruptedRewrite(t *testing.T) {
	src := moovAtEnd(t)
	want := frameHashes(t, src)
	crashAfter(t, src, "blocks inserted")
	if c, _ := Sniff(src); c != "" {
		t.Fatal("the interrupted file should not be readable as it is")
	}
	dir := t.TempDir()
	if _, err := NewToolbox("ffmpeg", "ffprobe").Process(context.Background(), src, dir); err != nil {
		t.Fatalf("process: %v", err)
	}
	if got := frameHashes(t, filepath.Join(dir, VideoFile)); got != want {
		t.Fatal("frames differ after recovery")
	}
}

func TestBoxParsingIsBounded(t *testing.T) {
	many := bytes.Repeat([]byte{0, 0, 0, 8, 'f', 'r', 'e', 'e'}, maxBoxes+1)
	if _, err := topBoxes(bytes.NewReader(many), int64(len(many))); err == nil {
		t.Fatal("a file of endless boxes was listed")
	}
	huge := []byte{0xff, 0xff, 0xff, 0xff, 'f', 't', 'y', 'p'}
	if _, err := topBoxes(bytes.NewReader(huge), int64(len(huge))); err == nil {
		t.Fatal("a box larger than its file was accepted")
	}
	wide := []byte{0, 0, 0, 1, 'm', 'd', 'a', 't', 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}
	if _, err := topBoxes(bytes.NewReader(wide), int64(len(wide))); err == nil {
		t.Fatal("a 64-bit size past the end was accepted")
	}
	big := append([]byte{0, 0, 0x20, 0, 'f', 't', 'y', 'p'}, make([]byte, 0x2000-8)...)
	big = append(big, 0, 0, 0, 8, 'm', 'd', 'a', 't', 0, 0, 0, 8, 'm', 'o', 'o', 'v')
	boxes, err := topBoxes(bytes.NewReader(big), int64(len(big)))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, ok := fastLayout(boxes); ok {
		t.Fatal("an 8 KiB ftyp took the fast path")
	}
}

func TestFastPathDeclines(t *testing.T) {
	tools := NewToolbox("ffmpeg", "ffprobe")
	cases := []struct {
		name string
		args []string
	}{
		{"fragmented", []string{"-movflags", "frag_keyframe+empty_moov"}},
		{"already faststart", []string{"-movflags", "+faststart"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := filepath.Join(t.TempDir(), "in.mp4")
			args := append([]string{"-v", "error", "-f", "lavfi", "-i", "testsrc=size=160x120:rate=30", "-t", "1",
				"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"}, append(tc.args, src)...)
			if b, err := exec.Command("ffmpeg", args...).CombinedOutput(); err != nil {
				t.Fatalf("%v: %s", err, b)
			}
			want := frameHashes0(t, src)
			dir := t.TempDir()
			if _, err := tools.Process(context.Background(), src, dir); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(dir, VideoFile)
			if l := layoutOf(t, out); l[1] != "moov" && l[2] != "moov" {
				t.Fatalf("output layout %v", l)
			}
			if frameHashes0(t, out) != want {
				t.Fatal("frames differ")
			}
		})
	}
}

func frameHashes0(t *testing.T, path string) string {
	t.Helper()
	b, err := exec.Command("ffmpeg", "-v", "error", "-i", path, "-map", "0:v", "-f", "framemd5", "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
