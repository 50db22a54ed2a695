//go:build linux && cgo

// Command capturebench measures the desktop recorder's capture and encoding
// against ffmpeg's x11grab with libx264 at the same preset (see
// bench/desktop-capture/run.sh). For each size it starts Xvfb with a moving
// test pattern, then runs, each as a child process for the same time, our
// recorder (`capturebench -record`) and ffmpeg, and reports achieved frame
// rate, dropped frames, CPU seconds per recorded second, RSS at 10 s and at
// the end, and the CPU ratio. Video only: both record the same pictures.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/jezek/xgb"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/recording"
	"github.com/reelroom/reelroom/desktop/internal/xvfbtest"
)

// The Windows build to measure under Wine too, when set.
var windowsExe, wineShim string

// Targets of the desktop-recording issue.
const (
	maxDroppedPercent = 1.0
	maxCPURatio       = 1.3
	maxRSSGrowthMB    = 20.0
	fps               = 30
	preset            = "ultrafast"
)

// result is one program's run.
type result struct {
	Frames        int     `json:"frames"`
	Dropped       int     `json:"dropped"`
	Seconds       float64 `json:"seconds"`
	CPUSeconds    float64 `json:"cpu_seconds"`
	RSS10MB       float64 `json:"rss_10s_mb"`
	RSSEndMB      float64 `json:"rss_end_mb"`
	DroppedPct    float64 `json:"dropped_pct"`
	FPS           float64 `json:"fps"`
	CPUPerSecond  float64 `json:"cpu_per_recorded_second"`
	RSSGrowthMB   float64 `json:"rss_growth_mb"`
	OutputSeconds float64 `json:"output_seconds"`
}

func main() {
	record := flag.Bool("record", false, "child mode: record $DISPLAY for -seconds into -out and print stats as JSON")
	seconds := flag.Int("seconds", 60, "seconds to record at each size")
	sizes := flag.String("sizes", "1280x720,1920x1080", "screen sizes to measure")
	out := flag.String("out", "", "child mode: the MP4 to write")
	flag.StringVar(&windowsExe, "windows-exe", "", "also measure this Windows build of cmd/recordcheck under Wine, with its GDI and gdigrab capture")
	flag.StringVar(&wineShim, "wine-shim", "", "with -windows-exe: the folder of the DLLs Wine lacks (scripts/windows-ffmpeg.sh --wine-shim)")
	flag.Parse()
	xgb.Logger = log.New(io.Discard, "", 0) // the pattern's connection ends with Xvfb
	if *record {
		if err := recordChild(*out, time.Duration(*seconds)*time.Second); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	pass := true
	for _, size := range strings.Split(*sizes, ",") {
		var w, h int
		if _, err := fmt.Sscanf(size, "%dx%d", &w, &h); err != nil {
			fail("bad size %q", size)
		}
		ok, err := measure(w, h, time.Duration(*seconds)*time.Second)
		if err != nil {
			fail("%dx%d: %v", w, h, err)
		}
		pass = pass && ok
	}
	if !pass {
		fmt.Println("RESULT: FAIL")
		os.Exit(1)
	}
	fmt.Println("RESULT: PASS")
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "capturebench: "+format+"\n", args...)
	os.Exit(1)
}

// recordChild records the whole display without sound, as the app does.
func recordChild(out string, d time.Duration) error {
	displays, err := capture.Displays()
	if err != nil {
		return err
	}
	s, err := recording.Start(recording.Options{Display: displays[0], Sound: recording.NoSound, Path: out,
		MaxHeight: displays[0].Height, FPS: fps, Preset: preset})
	if err != nil {
		return err
	}
	time.Sleep(d)
	stats, err := s.Stop()
	if err != nil {
		return err
	}
	return json.NewEncoder(os.Stdout).Encode(result{Frames: stats.Frames, Dropped: stats.Dropped, Seconds: stats.Duration.Seconds()})
}

func measure(w, h int, d time.Duration) (bool, error) {
	display, stopX, err := xvfbtest.Run(w, h)
	if err != nil {
		return false, err
	}
	defer stopX()
	os.Setenv("DISPLAY", display)
	stopPattern, err := xvfbtest.DrawPattern(w, h)
	if err != nil {
		return false, err
	}
	defer stopPattern()
	dir, err := os.MkdirTemp("", "capturebench-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(dir)

	self, _ := os.Executable()
	ours, err := run(exec.Command(self, "-record", "-seconds", strconv.Itoa(int(d.Seconds())), "-out", filepath.Join(dir, "ours.mp4")), d)
	if err != nil {
		return false, fmt.Errorf("our recorder: %w", err)
	}
	ffOut := filepath.Join(dir, "ffmpeg.mp4")
	ff, err := run(exec.Command("ffmpeg", "-v", "error", "-y", "-f", "x11grab", "-framerate", strconv.Itoa(fps),
		"-video_size", fmt.Sprintf("%dx%d", w, h), "-i", display, "-t", strconv.Itoa(int(d.Seconds())),
		"-c:v", "libx264", "-preset", preset, "-tune", "zerolatency", "-crf", "26", "-g", strconv.Itoa(fps), "-pix_fmt", "yuv420p",
		"-movflags", "frag_keyframe+empty_moov+default_base_moof", ffOut), d)
	if err != nil {
		return false, fmt.Errorf("ffmpeg: %w", err)
	}
	var windows []row
	if windowsExe != "" {
		if windows, err = measureWindows(dir, d); err != nil {
			return false, fmt.Errorf("the Windows build under Wine: %w", err)
		}
	}
	ff.Frames = countFrames(ffOut)
	ff.Seconds = d.Seconds()
	ff.Dropped = max(0, int(d.Seconds()*fps)-ff.Frames)
	ours.OutputSeconds = probeSeconds(filepath.Join(dir, "ours.mp4"))
	ff.OutputSeconds = probeSeconds(ffOut)
	rows := append([]row{{"reelroom", ours}, {"ffmpeg", ff}}, windows...)
	for _, r := range []*result{ours, ff} {
		r.FPS = float64(r.Frames) / r.Seconds
		r.DroppedPct = 100 * float64(r.Dropped) / float64(r.Frames+r.Dropped)
		r.CPUPerSecond = r.CPUSeconds / r.Seconds
		r.RSSGrowthMB = r.RSSEndMB - r.RSS10MB
	}
	ratio := ours.CPUPerSecond / ff.CPUPerSecond
	fmt.Printf("\n%dx%d, %d fps, libx264 %s, %.0f s each\n", w, h, fps, preset, d.Seconds())
	fmt.Printf("  %-20s %8s %9s %12s %10s %10s %9s\n", "", "fps", "dropped", "CPU s/rec s", "RSS@10s", "RSS@end", "output")
	for _, row := range rows {
		fmt.Printf("  %-20s %8.2f %8.2f%% %12.3f %8.1fMB %8.1fMB %8.1fs\n", row.name, row.r.FPS, row.r.DroppedPct,
			row.r.CPUPerSecond, row.r.RSS10MB, row.r.RSSEndMB, row.r.OutputSeconds)
	}
	ok := ours.DroppedPct < maxDroppedPercent && ratio <= maxCPURatio && ours.RSSGrowthMB < maxRSSGrowthMB
	fmt.Printf("  CPU ratio reelroom/ffmpeg %.2f (target <= %.1f); dropped %.2f%% (target < %.0f%%); RSS growth %.1f MB (target < %.0f MB): %s\n",
		ratio, maxCPURatio, ours.DroppedPct, maxDroppedPercent, ours.RSSGrowthMB, maxRSSGrowthMB, verdict(ok))
	return ok, nil
}

// row is one recorder's line in the table.
type row struct {
	name string
	r    *result
}

// measureWindows runs the Windows build under Wine for d with each of its
// screen sources, on the same display and pattern.
func measureWindows(dir string, d time.Duration) ([]row, error) {
	w, err := startWine(dir, windowsExe, wineShim)
	if err != nil {
		return nil, err
	}
	defer w.stop()
	var rows []row
	for _, source := range []string{"screen", "gdigrab"} {
		out := filepath.Join(dir, "windows-"+source+".mp4")
		r, err := w.measure(source, out, d)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", source, err)
		}
		r.OutputSeconds = probeSeconds(out)
		r.FPS = float64(r.Frames) / r.Seconds
		r.DroppedPct = 100 * float64(r.Dropped) / float64(r.Frames+r.Dropped)
		r.CPUPerSecond = r.CPUSeconds / r.Seconds
		r.RSSGrowthMB = r.RSSEndMB - r.RSS10MB
		name := map[string]string{"screen": "win GDI (Wine)", "gdigrab": "win gdigrab (Wine)"}[source]
		rows = append(rows, row{name, r})
	}
	return rows, nil
}

func verdict(ok bool) string {
	if ok {
		return "PASS"
	}
	return "FAIL"
}

// run runs cmd, samples its RSS at 10 s and just before it ends (d), and
// takes its CPU time from the kernel's account of the child. A JSON line on
// its stdout, if any, fills the rest.
func run(cmd *exec.Cmd, d time.Duration) (*result, error) {
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	r := &result{}
	lines := make(chan string, 16)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	time.Sleep(10 * time.Second)
	r.RSS10MB = rssMB(cmd.Process.Pid)
	time.Sleep(d - 10*time.Second - 500*time.Millisecond)
	r.RSSEndMB = rssMB(cmd.Process.Pid)
	var last string
	for l := range lines {
		last = l
	}
	if err := cmd.Wait(); err != nil {
		return nil, err
	}
	if strings.HasPrefix(last, "{") {
		var child result
		if err := json.Unmarshal([]byte(last), &child); err != nil {
			return nil, err
		}
		r.Frames, r.Dropped, r.Seconds = child.Frames, child.Dropped, child.Seconds
	}
	usage := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	r.CPUSeconds = tv(usage.Utime) + tv(usage.Stime)
	return r, nil
}

func tv(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }

var rssLine = regexp.MustCompile(`VmRSS:\s+(\d+) kB`)

func rssMB(pid int) float64 {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	m := rssLine.FindSubmatch(b)
	if m == nil {
		return 0
	}
	kb, _ := strconv.ParseFloat(string(m[1]), 64)
	return kb / 1024
}

func countFrames(path string) int {
	out, _ := exec.Command("ffprobe", "-v", "error", "-select_streams", "v:0", "-count_packets",
		"-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", path).Output()
	n, _ := strconv.Atoi(strings.TrimSpace(string(out)))
	return n
}

func probeSeconds(path string) float64 {
	out, _ := exec.Command("ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path).Output()
	s, _ := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	return s
}
