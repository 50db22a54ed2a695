// Package recording runs one desktop recording: it grabs the chosen display
// at a steady frame rate and the chosen sound, keeps one clock for both
// with paused time cut out, and hands everything to the encoder, which
// writes a fragmented MP4 to disk as it goes.
package recording

import (
	"errors"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/encode"
	"github.com/reelroom/reelroom/desktop/internal/sound"
)

// NoSound as Options.Sound records no audio track.
const NoSound = "none"

// Picture is a source of pictures other than a display: a camera, for
// camera-only recordings.
type Picture interface {
	Grab() (capture.Frame, error)
	Size() (width, height int)
}

// Options say what to record and where.
type Options struct {
	Display capture.Display
	// Camera, when set, is recorded instead of the display. The session
	// takes pictures from it and leaves closing it to the caller.
	Camera Picture
	// Sound is the microphone's ID (sound.Devices), "" for the default
	// one, or NoSound.
	Sound string
	// SystemSound is a loopback device's ID (sound.Devices, Loopback) whose
	// sound is mixed in, "" for none.
	SystemSound string
	// Path is the MP4 file to write.
	Path string
	// MaxHeight is 720, 1080 or 2160; FPS is 30 unless set.
	MaxHeight int
	FPS       int
	Preset    string
}

// Stats say how a recording went.
type Stats struct {
	// Frames were recorded; Dropped were due but missed (capture or encoding
	// behind), out of Frames+Dropped.
	Frames, Dropped int
	// Duration is the recording's length, pauses excluded.
	Duration time.Duration
	// SoundPieces counts the pieces of sound received, SoundDropped those
	// lost because the encoder was behind.
	SoundPieces, SoundDropped int
}

// DroppedPercent is the share of due frames that were missed.
func (s Stats) DroppedPercent() float64 {
	if s.Frames+s.Dropped == 0 {
		return 0
	}
	return 100 * float64(s.Dropped) / float64(s.Frames+s.Dropped)
}

// piece is sound on its way from the audio thread to the encoder, from
// the mixer's source lane.
type piece struct {
	lane int
	pcm  []float32
	at   time.Time
}

// Session is a recording under way.
type Session struct {
	o       Options
	screen  capture.Screen
	devices []*sound.Capture // the microphone first, when there is one
	mix     *mixer
	enc     *encode.Encoder
	sounds  chan piece
	stop    chan struct{}
	done    chan struct{}
	started time.Time

	mu          sync.Mutex
	paused      bool
	pausedAt    time.Time
	pausedTotal time.Duration
	stats       Stats
	err         error

	// The microphone's: the last piece's level (float32 bits), and when
	// (unix ns) the last piece and the last one above the silence floor
	// came.
	level     atomic.Uint32
	lastSound atomic.Int64
	lastVoice atomic.Int64
	stopOnce  sync.Once
}

// silenceFloor is the level under which sound counts as silence.
const silenceFloor = 0.003

// Start opens the display, the sound device and the file, and begins.
func Start(o Options) (s *Session, err error) {
	if o.FPS == 0 {
		o.FPS = 30
	}
	var screen capture.Screen
	width, height := o.Display.Width, o.Display.Height
	if o.Camera != nil {
		screen = borrowed{o.Camera}
		width, height = o.Camera.Size()
	} else if screen, err = capture.Open(o.Display); err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			screen.Close()
		}
	}()
	var sources []string
	if o.Sound != NoSound {
		sources = append(sources, o.Sound)
	}
	// The same device as both would be heard twice, doubled and clipped.
	if o.SystemSound != "" && o.SystemSound != o.Sound {
		sources = append(sources, o.SystemSound)
	}
	channels := 0
	if len(sources) > 0 {
		channels = sound.Channels
	}
	enc, err := encode.Create(encode.Options{Path: o.Path, SourceWidth: width, SourceHeight: height,
		MaxHeight: o.MaxHeight, FPS: o.FPS, Preset: o.Preset, SampleRate: sound.SampleRate, Channels: channels})
	if err != nil {
		return nil, err
	}
	s = &Session{o: o, screen: screen, enc: enc, sounds: make(chan piece, 256), mix: newMixer(len(sources)),
		stop: make(chan struct{}), done: make(chan struct{}), started: time.Now()}
	s.lastSound.Store(s.started.UnixNano())
	s.lastVoice.Store(s.started.UnixNano())
	for lane, id := range sources {
		d, err := sound.Open(id, func(pcm []float32, at time.Time) { s.heard(lane, pcm, at) })
		if err != nil {
			s.closeSound()
			enc.Close()
			return nil, err
		}
		s.devices = append(s.devices, d)
	}
	go s.run()
	return s, nil
}

// borrowed is a camera recorded by the session and closed by its owner.
type borrowed struct{ Picture }

func (borrowed) Close() error { return nil }

// closeSound stops the sound devices.
func (s *Session) closeSound() {
	for _, d := range s.devices {
		d.Close()
	}
}

// heard takes a piece of sound of lane from the audio thread.
func (s *Session) heard(lane int, pcm []float32, at time.Time) {
	if lane == 0 && s.HasMicrophone() {
		level := sound.Level(pcm)
		s.level.Store(math.Float32bits(level))
		s.lastSound.Store(at.UnixNano())
		if level > silenceFloor {
			s.lastVoice.Store(at.UnixNano())
		}
	}
	p := piece{lane: lane, pcm: append([]float32(nil), pcm...), at: at}
	select {
	case s.sounds <- p:
	default:
		s.mu.Lock()
		s.stats.SoundDropped++
		s.mu.Unlock()
	}
}

// run is the recording loop: a picture at each frame slot, sound as it comes.
func (s *Session) run() {
	defer close(s.done)
	interval := time.Second / time.Duration(s.o.FPS)
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	lastSlot := int64(-1)
	for {
		select {
		case <-s.stop:
			s.drainSound()
			return
		case p := <-s.sounds:
			if at, ok := s.clock(p.at); ok {
				s.writeSound(s.mix.add(p.lane, p.pcm, at))
				s.mu.Lock()
				s.stats.SoundPieces++
				s.mu.Unlock()
			}
		case now := <-ticker.C:
			at, ok := s.clock(now)
			if !ok {
				continue
			}
			slot := int64(at / interval)
			if slot <= lastSlot {
				continue
			}
			frame, err := s.screen.Grab()
			if err != nil {
				s.fail(err)
				continue
			}
			s.fail(s.enc.WriteVideo(frame, time.Duration(slot)*interval))
			s.mu.Lock()
			if lastSlot >= 0 {
				s.stats.Dropped += int(slot - lastSlot - 1)
			}
			s.stats.Frames++
			s.mu.Unlock()
			lastSlot = slot
		}
	}
}

// drainSound encodes the sound that arrived before the stop.
func (s *Session) drainSound() {
	for {
		select {
		case p := <-s.sounds:
			if at, ok := s.clock(p.at); ok {
				s.writeSound(s.mix.add(p.lane, p.pcm, at))
			}
		default:
			s.writeSound(s.mix.flush())
			return
		}
	}
}

// writeSound encodes mixed sound; the encoder places the first piece at
// the mix's start and counts samples from there.
func (s *Session) writeSound(pcm []float32) {
	if len(pcm) > 0 {
		s.fail(s.enc.WriteAudio(pcm, s.mix.origin))
	}
}

// clock is t on the recording's clock (pauses cut out); ok is false while
// paused or before the start.
func (s *Session) clock(t time.Time) (time.Duration, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.paused {
		return 0, false
	}
	at := t.Sub(s.started) - s.pausedTotal
	return at, at >= 0
}

func (s *Session) fail(err error) {
	if err == nil {
		return
	}
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
}

// Pause stops the clock: nothing is recorded until Resume.
func (s *Session) Pause() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.paused {
		s.paused, s.pausedAt = true, time.Now()
	}
}

// Resume starts the clock again.
func (s *Session) Resume() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.paused {
		s.pausedTotal += time.Since(s.pausedAt)
		s.paused = false
	}
}

// Paused reports whether the recording is paused.
func (s *Session) Paused() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.paused
}

// Elapsed is the recording's length so far, pauses excluded.
func (s *Session) Elapsed() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	end := time.Now()
	if s.paused {
		end = s.pausedAt
	}
	return end.Sub(s.started) - s.pausedTotal
}

// Sound says how the microphone is doing: the last level (0..1), and for
// how long no samples came and only silence came.
func (s *Session) Sound() (level float32, noSamplesFor, silentFor time.Duration) {
	if !s.HasMicrophone() {
		return 0, 0, 0
	}
	now := time.Now()
	return math.Float32frombits(s.level.Load()),
		now.Sub(time.Unix(0, s.lastSound.Load())), now.Sub(time.Unix(0, s.lastVoice.Load()))
}

// Stop ends the recording, finishes the file and says how it went.
func (s *Session) Stop() (Stats, error) {
	var err error
	s.stopOnce.Do(func() {
		length := s.Elapsed()
		s.closeSound()
		close(s.stop)
		<-s.done
		err = errors.Join(s.enc.Close(), s.screen.Close())
		s.mu.Lock()
		s.stats.Duration = length
		if s.err != nil {
			err = errors.Join(fmt.Errorf("recording: %w", s.err), err)
		}
		s.mu.Unlock()
	})
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.stats, err
}

// HasMicrophone reports whether a microphone is recorded (Sound watches it).
func (s *Session) HasMicrophone() bool { return s.o.Sound != NoSound }
