// Command recordcheck records with the desktop app's own recorder, without
// its windows: the same capture, sound, encoder, streaming upload and
// recovery notes as the app, for trying a build where no webview runs (the
// Windows build under Wine, see wine_test.go), and for measuring capture.
//
//	recordcheck -server URL -seconds 10      (REELROOM_TOKEN: a signed-in token)
//	  records the first display and the default microphone (-sound,
//	  -system-sound: device IDs from -list), streams it to the server, waits
//	  for the video to be ok, and prints what happened as one JSON line.
//	recordcheck -bench -out FILE -seconds 30
//	  records video only to FILE, as cmd/capturebench does, and prints the
//	  frames, dropped frames and the process's CPU time as one JSON line.
//	recordcheck -list
//	  prints the displays, sound devices and cameras as JSON.
//
// -source picks the screen backend: "screen" (the app's) or, on Windows,
// "gdigrab" (FFmpeg's gdigrab device, to compare).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/camera"
	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/pending"
	"github.com/reelroom/reelroom/desktop/internal/recorder"
	"github.com/reelroom/reelroom/desktop/internal/recording"
	"github.com/reelroom/reelroom/desktop/internal/sound"
	"github.com/reelroom/reelroom/shared/client"
)

// Result is what a recording run prints.
type Result struct {
	VideoID  int64   `json:"video_id"`
	ShareURL string  `json:"share_url"`
	Frames   int64   `json:"frames"`
	Dropped  int64   `json:"dropped"`
	Seconds  float64 `json:"seconds"`
	// FirstSoundSeconds is when the first sound came, after recording began.
	FirstSoundSeconds float64 `json:"first_sound_seconds"`
	// CPUSeconds is this process's CPU time (user and system).
	CPUSeconds float64 `json:"cpu_seconds"`
}

func main() {
	server := flag.String("server", "", "the cloud service to stream to")
	seconds := flag.Float64("seconds", 10, "how long to record")
	soundID := flag.String("sound", "", `microphone ID ("" default, "none")`)
	systemSound := flag.String("system-sound", "", "loopback device ID to mix in")
	source := flag.String("source", "screen", `screen backend: "screen" or, on Windows, "gdigrab"`)
	bench := flag.Bool("bench", false, "record video only to -out and print frames, drops and CPU")
	out := flag.String("out", "", "with -bench: the MP4 to write")
	list := flag.Bool("list", false, "print the displays, sound devices and cameras")
	flag.Parse()
	var err error
	switch {
	case *list:
		err = printDevices()
	case *bench:
		err = benchmark(*source, *out, time.Duration(*seconds*float64(time.Second)))
	default:
		err = record(*server, os.Getenv("REELROOM_TOKEN"), *source, *soundID, *systemSound,
			time.Duration(*seconds*float64(time.Second)))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "recordcheck:", err)
		os.Exit(1)
	}
}

func printDevices() error {
	displays, err := capture.Displays()
	sounds, serr := sound.Devices()
	cameras, cerr := camera.Devices()
	return errors.Join(json.NewEncoder(os.Stdout).Encode(map[string]any{"displays": displays, "sounds": sounds, "cameras": cameras}),
		err, serr, cerr)
}

// picture opens source on the first display: nil for the app's screen
// backend (the recorder opens it), else a Picture to record instead.
func picture(source string) (capture.Display, recording.Picture, io.Closer, error) {
	displays, err := capture.Displays()
	if err != nil {
		return capture.Display{}, nil, nil, err
	}
	d := displays[0]
	if source == "screen" {
		return d, nil, nil, nil
	}
	p, c, err := openSource(source, d)
	return d, p, c, err
}

func benchmark(source, out string, d time.Duration) error {
	display, pic, closer, err := picture(source)
	if err != nil {
		return err
	}
	if closer != nil {
		defer closer.Close()
	}
	s, err := recording.Start(recording.Options{Display: display, Camera: pic, Sound: recording.NoSound, Path: out,
		MaxHeight: display.Height, FPS: 30, Preset: "ultrafast"})
	if err != nil {
		return err
	}
	time.Sleep(d)
	stats, err := s.Stop()
	if err != nil {
		return err
	}
	return json.NewEncoder(os.Stdout).Encode(Result{Frames: int64(stats.Frames), Dropped: int64(stats.Dropped),
		Seconds: stats.Duration.Seconds(), CPUSeconds: cpuSeconds()})
}

func record(server, token, source, soundID, systemSound string, length time.Duration) error {
	if server == "" || token == "" {
		return errors.New("-server and REELROOM_TOKEN are needed")
	}
	display, pic, closer, err := picture(source)
	if err != nil {
		return err
	}
	if closer != nil {
		defer closer.Close()
	}
	dir, err := os.MkdirTemp("", "recordcheck-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	stopped := &stoppedStats{}
	done := make(chan recorder.Finished, 1)
	failed := make(chan struct{}, 1)
	rec := recorder.New(recorder.Deps{
		Log:    slog.New(stopped.wrap(slog.NewTextHandler(os.Stderr, nil))),
		Server: func() string { return server },
		Client: func() (*client.Client, error) {
			c := client.New(server)
			c.Token = token
			return c, nil
		},
		Store: &pending.Store{Dir: dir},
		Event: func(e string) {
			if e == recorder.EventProcessingError {
				failed <- struct{}{}
			}
		},
		Done: func(f recorder.Finished) { done <- f },
	})
	if err := rec.Start(recorder.Options{Display: display, Camera: pic, Sound: soundID, SystemSound: systemSound,
		Countdown: time.Millisecond, MaxHeight: 1080, Title: "recordcheck"}); err != nil {
		return err
	}
	res, err := waitRecorded(rec, length)
	if err != nil {
		return err
	}
	if !rec.Stop() {
		return fmt.Errorf("stop refused in state %+v", rec.State())
	}
	select {
	case f := <-done:
		res.VideoID, res.ShareURL = f.VideoID, f.ShareURL
	case <-failed:
		return fmt.Errorf("the server could not take the recording: %s", rec.State().Error)
	case <-time.After(3 * time.Minute):
		return fmt.Errorf("no link 3 minutes after stop: %+v", rec.State())
	}
	res.Frames, res.Dropped, res.Seconds = stopped.get()
	res.CPUSeconds = cpuSeconds()
	return json.NewEncoder(os.Stdout).Encode(res)
}

// waitRecorded waits until the recording runs and has lasted length, and
// sound came for most of it when sound is recorded: the first samples can
// come seconds late (Wine's PulseAudio driver takes about two).
func waitRecorded(rec *recorder.Recorder, length time.Duration) (Result, error) {
	var res Result
	deadline := time.Now().Add(length + time.Minute)
	for ; time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		st := rec.State()
		if st.Status == recorder.Ready && st.Error != "" {
			return res, errors.New(st.Error)
		}
		if st.Status != recorder.Recording {
			continue
		}
		elapsed := time.Duration(st.ElapsedMS) * time.Millisecond
		if st.HasSound && res.FirstSoundSeconds == 0 && st.Level > 0 {
			res.FirstSoundSeconds = elapsed.Seconds()
		}
		heard := !st.HasSound || res.FirstSoundSeconds > 0 && elapsed.Seconds()-res.FirstSoundSeconds >= length.Seconds()*0.7
		if elapsed >= length && heard {
			return res, nil
		}
	}
	return res, fmt.Errorf("the recording did not run for %v with sound: %+v", length, rec.State())
}

// stoppedStats keeps the figures the recorder logs when a recording stops.
type stoppedStats struct {
	slog.Handler
	frames, dropped chan int64
	seconds         chan float64
}

func (s *stoppedStats) wrap(h slog.Handler) slog.Handler {
	s.Handler = h
	s.frames, s.dropped, s.seconds = make(chan int64, 1), make(chan int64, 1), make(chan float64, 1)
	return s
}

func (s *stoppedStats) Handle(ctx context.Context, r slog.Record) error {
	if r.Message == "recorder: stopped" {
		r.Attrs(func(a slog.Attr) bool {
			switch a.Key {
			case "frames":
				s.frames <- a.Value.Int64()
			case "dropped":
				s.dropped <- a.Value.Int64()
			case "duration":
				s.seconds <- a.Value.Duration().Seconds()
			}
			return true
		})
	}
	return s.Handler.Handle(ctx, r)
}

func (s *stoppedStats) get() (frames, dropped int64, seconds float64) {
	select {
	case frames = <-s.frames:
	default:
	}
	select {
	case dropped = <-s.dropped:
	default:
	}
	select {
	case seconds = <-s.seconds:
	default:
	}
	return
}
