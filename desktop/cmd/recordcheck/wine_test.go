//go:build linux

package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/cloudtest"
	"github.com/reelroom/reelroom/desktop/internal/mediatest"
	"github.com/reelroom/reelroom/desktop/internal/pulsetest"
	"github.com/reelroom/reelroom/desktop/internal/xvfbtest"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// The Windows build under Wine: scripts/test.sh builds bin/recordcheck.exe
// (make recordcheck-windows) and the DLLs Wine 8 lacks (scripts/windows-ffmpeg.sh
// --wine-shim, a folder) and names them here.
const (
	exeEnv  = "REELROOM_RECORDCHECK_EXE"
	shimEnv = "REELROOM_WINE_SHIM"
	wine    = "/usr/lib/wine/wine64"
)

func TestMain(m *testing.M) { cloudtest.Main(m) }

// winePrefix makes a Wine prefix of its own for the test, with the DLLs
// Go programs need under Wine 8 (scripts/wine), and gives the environment to
// run programs in it.
func winePrefix(t *testing.T) []string {
	t.Helper()
	exe, shim := os.Getenv(exeEnv), os.Getenv(shimEnv)
	if exe == "" || shim == "" {
		t.Skipf("%s and %s name the Windows build to try (scripts/test.sh sets them)", exeEnv, shimEnv)
	}
	prefix := t.TempDir()
	env := append(os.Environ(), "WINEPREFIX="+prefix, "WINEDEBUG="+cmp.Or(os.Getenv("REELROOM_WINEDEBUG"), "-all"), "WINEARCH=win64",
		// No Mono or Gecko: the recorder needs neither, and their installers would ask.
		"WINEDLLOVERRIDES=mscoree,mshtml=")
	boot := exec.Command(wine, "wineboot", "-i")
	boot.Env = env
	if out, err := boot.CombinedOutput(); err != nil {
		t.Fatalf("wineboot: %v\n%s", err, out)
	}
	t.Cleanup(func() {
		kill := exec.Command("/usr/lib/wine/wineserver", "-k")
		kill.Env = env
		kill.Run()
	})
	if err := copyShims(shim, prefix); err != nil {
		t.Fatal(err)
	}
	return env
}

// runExe runs the Windows build under Wine and decodes the JSON line it
// prints last into out.
func runExe(t *testing.T, env []string, out any, args ...string) {
	t.Helper()
	cmd := exec.Command(wine, append([]string{os.Getenv(exeEnv)}, args...)...)
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("recordcheck.exe %v: %v\n%s\n%s", args, err, stdout.String(), stderr.String())
	}
	var last string
	for sc := bufio.NewScanner(&stdout); sc.Scan(); {
		if line := strings.TrimSpace(sc.Text()); strings.HasPrefix(line, "{") {
			last = line
		}
	}
	if err := json.Unmarshal([]byte(last), out); err != nil {
		t.Fatalf("recordcheck.exe %v printed no result (%v):\n%s\n%s", args, err, stdout.String(), stderr.String())
	}
}

// runFailing runs the Windows build under Wine, expecting it to fail, and
// gives what it said on the way.
func runFailing(env []string, args ...string) string {
	cmd := exec.Command(wine, append([]string{os.Getenv(exeEnv)}, args...)...)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err == nil {
		return "it succeeded: " + string(out)
	}
	return string(out)
}

// TestWindowsBuildRecordsUnderWine records 10 s of a moving picture on the
// Xvfb screen with a 440 Hz tone from Wine's PulseAudio driver (as the
// microphone), with the Windows build of the recorder, streams it to a cloud
// service on this machine, and checks the video reaches ok as H.264 with the
// tone.
func TestWindowsBuildRecordsUnderWine(t *testing.T) {
	env := winePrefix(t)
	xvfbtest.Start(t, 1280, 720)
	xvfbtest.Pattern(t, 1280, 720)
	// The microphone: PulseAudio's default source, the monitor of the sink
	// playing the tone, through Wine's WASAPI over PulseAudio.
	pulsetest.Start(t)
	pulsetest.Play(t, 440, 3*time.Minute)
	server := cloudtest.Start(t)
	ctx := context.Background()
	c := client.New(server)
	pair, err := c.Register(ctx, api.RegisterRequest{Email: "wine-" + strconv.FormatInt(time.Now().UnixNano(), 36) + "@example.com",
		Password: "correct-horse-9", Nickname: "Wine"})
	if err != nil {
		t.Fatal(err)
	}
	c.Token = pair.Token
	env = append(env, "DISPLAY="+os.Getenv("DISPLAY"), "PULSE_SERVER="+os.Getenv("PULSE_SERVER"), "REELROOM_TOKEN="+pair.Token)

	var devices struct {
		Displays []struct{ Width, Height int }
		Sounds   []struct {
			ID       string
			Name     string
			Loopback bool
		}
	}
	runExe(t, env, &devices, "-list")
	if len(devices.Displays) == 0 || devices.Displays[0].Width != 1280 || devices.Displays[0].Height != 720 {
		t.Fatalf("displays under Wine: %+v, want the 1280x720 Xvfb screen", devices.Displays)
	}
	var loopback bool
	for _, d := range devices.Sounds {
		loopback = loopback || d.ID == "loopback:" && d.Loopback
	}
	if !loopback {
		t.Fatalf("no loopback of the default output among the sound devices under Wine: %+v", devices.Sounds)
	}
	// Wine 8 cannot record an output: its PulseAudio driver takes WASAPI's
	// loopback flag but opens a playback stream and has no capture client for
	// it. The recording says so instead of recording silence; a Wine that
	// learns loopback fails this line, and the computer's sound can join the
	// recording below.
	if err := runFailing(env, "-server", server, "-seconds", "2", "-sound", "none", "-system-sound", "loopback:"); !strings.Contains(err, "sound: open device") {
		t.Fatalf("recording the computer's sound under Wine: %q, want Wine 8's refusal", err)
	}

	// FFmpeg's input devices on Windows (the cameras' dshow has no device
	// under Wine): gdigrab through the same reader, 3 s of the screen.
	var grab Result
	// A Unix path: Wine runs the program in Z:, the root folder.
	grabbed := filepath.Join(t.TempDir(), "gdigrab.mp4")
	runExe(t, env, &grab, "-bench", "-source", "gdigrab", "-seconds", "3", "-out", grabbed)
	if g := mediatest.Probe(t, grabbed); grab.Frames < 30 || !slices.Contains(g.Codecs(), "h264") || g.Streams[0].Width != 1280 {
		t.Fatalf("gdigrab under Wine: %+v, file %+v", grab, g)
	}

	var res Result
	runExe(t, env, &res, "-server", server, "-seconds", "10")
	v, err := c.VideoDetail(ctx, res.VideoID)
	if err != nil || v.Status != api.VideoOK {
		t.Fatalf("video %d after stop: %+v, %v", res.VideoID, v, err)
	}
	play := v.PlayURL
	if strings.HasPrefix(play, "/") {
		play = server + play
	}
	m := mediatest.Probe(t, play)
	codecs := m.Codecs()
	if !slices.Contains(codecs, "h264") || !slices.Contains(codecs, "aac") {
		t.Fatalf("the video has %v, want H.264 and AAC", codecs)
	}
	if res.Seconds < 10 || math.Abs(m.Duration-res.Seconds) > 0.5 {
		t.Fatalf("the video lasts %.2f s, the recorder says it recorded %.2f s (asked for 10)", m.Duration, res.Seconds)
	}
	// The last three seconds: sound came for most of the recording.
	pcm := mediatest.Sound(t, play, m.Duration-3.5, 3, 48000)
	freq := pulsetest.DominantFrequency(pcm, 48000)
	if math.Abs(freq-440) > 5 {
		t.Fatalf("the recording's sound is at %v Hz, want the microphone's 440 Hz tone", freq)
	}
	dropped := 100 * float64(res.Dropped) / float64(max(1, res.Frames+res.Dropped))
	fmt.Printf("Windows build under Wine: %.2f s recorded (video %.2f s), %d frames, %d dropped (%.2f%%), "+
		"first sound after %.2f s, tone at %.0f Hz, %s, %.2f CPU s\n",
		res.Seconds, m.Duration, res.Frames, res.Dropped, dropped, res.FirstSoundSeconds, freq, strings.Join(codecs, "+"), res.CPUSeconds)
}

// copyShims copies the DLLs of folder dir into the system32 of the Wine
// prefix.
func copyShims(dir, prefix string) error {
	dlls, err := filepath.Glob(filepath.Join(dir, "*.dll"))
	if err != nil || len(dlls) == 0 {
		return fmt.Errorf("no DLLs in %s: %v", dir, err)
	}
	for _, dll := range dlls {
		b, err := os.ReadFile(dll)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(prefix, "drive_c", "windows", "system32", filepath.Base(dll)), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
