// Package recorder is the desktop app's recorder: the statuses and events
// of spec section 4 around one recording at a time. A recording gets its
// video (and share link) from the server when it starts, is written to a
// local fragmented MP4 and streamed to the server while it is made; stop
// sends the tail and completes, and the local copy goes once the server
// says the video is ok. Recordings left unfinished by a crash, a power cut
// or a lost network are finished by Recover on the next start.
package recorder

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/capture"
	"github.com/reelroom/reelroom/desktop/internal/pending"
	"github.com/reelroom/reelroom/desktop/internal/recording"
	"github.com/reelroom/reelroom/desktop/internal/session"
	"github.com/reelroom/reelroom/desktop/internal/stream"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// Status is where the recorder stands (spec 4).
type Status string

const (
	Ready     Status = "ready"
	Countdown Status = "countdown"
	Recording Status = "recording"
	Paused    Status = "paused"
	Uploading Status = "uploading"
)

// Events the recorder emits (spec 4).
const (
	EventStart             = "start"
	EventStop              = "stop"
	EventCancel            = "cancel"
	EventAbortStop         = "abort_stop" // a discard taking effect
	EventReady             = "ready"
	EventProcessingSuccess = "processing_success"
	EventProcessingError   = "processing_error"
)

// DefaultCountdown is the countdown before recording (spec 4).
const DefaultCountdown = 3 * time.Second

// silenceWarning is how long silence or no samples last before the bar says so.
const silenceWarning = 5 * time.Second

// State is what the recording bar and the tray show.
type State struct {
	Status    Status  `json:"status"`
	Countdown int     `json:"countdown,omitempty"` // seconds left
	ElapsedMS int64   `json:"elapsed_ms"`
	Level     float32 `json:"level"`
	NoSound   bool    `json:"no_sound"` // no samples for 5 s
	Silent    bool    `json:"silent"`   // only silence for 5 s
	VideoID   int64   `json:"video_id,omitempty"`
	ShareURL  string  `json:"share_url,omitempty"`
	// ChannelID is the room the recording goes into (0: My Videos), and
	// Link the link announced at stop (see Finished.Link).
	ChannelID int64  `json:"channel_id,omitempty"`
	Link      string `json:"link,omitempty"`
	// RoomUnavailable says the room chosen for this recording was gone or
	// closed to the user when it started: it goes into My Videos instead.
	RoomUnavailable bool    `json:"room_unavailable,omitempty"`
	Error           string  `json:"error,omitempty"`
	HasSound        bool    `json:"has_sound"`
	UploadedMB      float64 `json:"uploaded_mb"`
}

// Options are one recording's choices.
type Options struct {
	Display capture.Display
	Sound   string // microphone ID, "" default, recording.NoSound
	// SystemSound is the loopback device whose sound is mixed in, "" none.
	SystemSound string
	// Camera, when set, is recorded instead of the display (camera-only);
	// the caller opens and closes it.
	Camera    recording.Picture
	MaxHeight int
	Countdown time.Duration
	Title     string
	// ChannelID is the room the recording goes into; 0 for My Videos.
	ChannelID int64
}

// Finished is a recording the server has: its link is ready.
type Finished struct {
	VideoID   int64
	ChannelID int64 // the room it is in; 0 for My Videos
	ShareURL  string
	// Link is what the app hands the user: the room's page of the video
	// (/roomDetail/{cid}/{vid}) for a room recording, which the room's
	// members open and nobody else, else the share link.
	Link  string
	Title string
}

// Deps are what the recorder needs from the app.
type Deps struct {
	Log    *slog.Logger
	Server func() string
	// Client is a client of Server signed in as the account, renewing its
	// token when outdated (session.Renewer.Client); an error wrapping
	// ErrSignedOut when no account is signed in.
	Client func() (*client.Client, error)
	Store  *pending.Store
	// Event hears each event of spec 4.
	Event func(name string)
	// Done hears of each recording the server has (link on the clipboard,
	// notification, the video opened).
	Done func(Finished)
	// Stopped, when set, hears that a stopped recording's file is finished:
	// what it recorded from (a camera) may be released.
	Stopped func()
	// RoomUnavailable, when set, hears that the room channelID chosen for a
	// recording starting now is gone or closed to the user: the recording
	// goes into My Videos instead.
	RoomUnavailable func(channelID int64)
}

// ErrSignedOut is what Start answers when no account is signed in.
var ErrSignedOut = session.ErrSignedOut

// LimitError is what Start answers for a Basic account at its video limit:
// the app offers Premium instead of recording (spec 6).
type LimitError struct{ Limit int }

func (e *LimitError) Error() string {
	return fmt.Sprintf("recorder: the plan's limit of %d videos is reached", e.Limit)
}

// ErrBusy is what Start answers while a recording is under way.
var ErrBusy = errors.New("recorder: a recording is under way")

// Recorder runs one recording at a time.
type Recorder struct {
	d Deps

	mu         sync.Mutex
	status     Status
	countLeft  int
	cancel     chan struct{}
	session    *recording.Session
	note       pending.Recording
	upload     *stream.Upload
	stopFollow context.CancelFunc
	followDone chan struct{}
	lastErr    string
	// roomGone is set when the recording under way could not go into its room.
	roomGone bool
	// busy holds the IDs of kept recordings being worked on (see claim).
	busy map[string]bool
}

// New is a recorder in status ready.
func New(d Deps) *Recorder {
	if d.Event == nil {
		d.Event = func(string) {}
	}
	if d.Done == nil {
		d.Done = func(Finished) {}
	}
	return &Recorder{d: d, status: Ready, busy: map[string]bool{}}
}

// State is the recorder as it stands.
func (r *Recorder) State() State {
	r.mu.Lock()
	defer r.mu.Unlock()
	st := State{Status: r.status, Countdown: r.countLeft, VideoID: r.note.VideoID, Error: r.lastErr}
	if r.note.ShareKey != "" {
		st.ShareURL = shareURL(r.note.Server, r.note.VideoID, r.note.ShareKey)
		st.ChannelID, st.Link = r.note.ChannelID, link(r.note)
	}
	st.RoomUnavailable = r.roomGone
	if r.session != nil {
		st.ElapsedMS = r.session.Elapsed().Milliseconds()
		level, noSamples, silent := r.session.Sound()
		st.HasSound = r.session.HasMicrophone()
		st.Level, st.NoSound, st.Silent = level, st.HasSound && noSamples >= silenceWarning, st.HasSound && silent >= silenceWarning
	}
	if r.upload != nil {
		st.UploadedMB = float64(r.upload.Sent()) / (1 << 20)
	}
	return st
}

func shareURL(server string, id int64, key string) string {
	return fmt.Sprintf("%s/share/%d/%s", server, id, key)
}

// link is the link announced for note's video: its page in its room, else
// its share link. A room's video is for the room: its members open it there
// with the room's comments, and a private room's recording stays among them
// wherever the link is pasted.
func link(note pending.Recording) string {
	if note.ChannelID != 0 {
		return fmt.Sprintf("%s/roomDetail/%d/%d", note.Server, note.ChannelID, note.VideoID)
	}
	return shareURL(note.Server, note.VideoID, note.ShareKey)
}

func (r *Recorder) client() (*client.Client, error) { return r.d.Client() }

// Start counts down, then records. It returns once the countdown began;
// Cancel during the countdown returns to ready. A Basic account at its
// video limit gets a *LimitError; 4K (2160) is for Premium, others record
// at most 1080 lines.
func (r *Recorder) Start(o Options) error {
	c, err := r.client()
	if err != nil {
		return err
	}
	ctx, done := context.WithTimeout(context.Background(), 15*time.Second)
	user, err := c.UserInfo(ctx)
	done()
	if err != nil {
		return fmt.Errorf("recorder: ask the server: %w", err)
	}
	if user.VideoLimit >= 0 && user.VideoCount >= user.VideoLimit {
		return &LimitError{Limit: user.VideoLimit}
	}
	if o.MaxHeight > 1080 && !user.IsVip {
		o.MaxHeight = 1080
	}
	r.mu.Lock()
	if r.status != Ready {
		r.mu.Unlock()
		return ErrBusy
	}
	if o.Countdown == 0 {
		o.Countdown = DefaultCountdown
	}
	r.status, r.lastErr, r.roomGone = Countdown, "", false
	r.countLeft = int((o.Countdown + time.Second - 1) / time.Second)
	cancel := make(chan struct{})
	r.cancel = cancel
	r.mu.Unlock()
	go r.countdown(o, cancel)
	return nil
}

func (r *Recorder) countdown(o Options, cancel chan struct{}) {
	deadline := time.Now().Add(o.Countdown)
	for left := time.Until(deadline); left > 0; left = time.Until(deadline) {
		step := left % time.Second
		if step == 0 {
			step = time.Second
		}
		select {
		case <-cancel:
			return
		case <-time.After(step):
		}
		r.mu.Lock()
		r.countLeft = int((time.Until(deadline) + time.Second - 1) / time.Second)
		r.mu.Unlock()
	}
	if err := r.begin(o); err != nil {
		r.d.Log.Error("recorder: start", "err", err)
		r.mu.Lock()
		r.status, r.lastErr = Ready, err.Error()
		r.mu.Unlock()
		r.d.Event(EventReady)
	}
}

// Cancel ends a countdown: back to ready, nothing recorded.
func (r *Recorder) Cancel() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.status != Countdown {
		return false
	}
	close(r.cancel)
	r.status, r.countLeft = Ready, 0
	go func() { r.d.Event(EventCancel); r.d.Event(EventReady) }()
	return true
}

// begin creates the video, the local file and the upload, and records.
func (r *Recorder) begin(o Options) error {
	c, err := r.client()
	if err != nil {
		return err
	}
	ctx, done := context.WithTimeout(context.Background(), 30*time.Second)
	defer done()
	title := o.Title
	if title == "" {
		title = "WEB_" + time.Now().Format("2006-01-02 15:04:05")
	}
	width, height := o.Display.Width, o.Display.Height
	if o.Camera != nil {
		width, height = o.Camera.Size()
	}
	init, channelID, err := r.create(ctx, c, api.RecordInitRequest{Title: title, Client: "desktop", Record: true,
		ScreenSize: fmt.Sprintf("%dx%d", width, height), ChannelID: o.ChannelID})
	if err != nil {
		return fmt.Errorf("recorder: create the video: %w", err)
	}
	// Until the recording runs nothing is recorded: a failure on the way
	// takes back the video and the local note, so neither waits forever.
	started := false
	var note pending.Recording
	defer func() {
		if started {
			return
		}
		undoCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		if err := c.RecordDiscard(undoCtx, init.VideoID); err != nil {
			r.d.Log.Warn("recorder: take back the video of a recording that did not start", "video_id", init.VideoID, "err", err)
		}
		if note.ID != "" {
			r.d.Store.Remove(note)
			r.release(note.ID)
		}
	}()
	note, err = r.d.Store.New(pending.Recording{Server: r.d.Server(), VideoID: init.VideoID, ShareKey: init.ShareKey,
		UploadURL: init.UploadURL, Title: title, ChannelID: channelID})
	if err != nil {
		return err
	}
	// Ours until Stop has finished it or Discard dropped it: Recover and
	// Retry leave it alone.
	r.claim(note.ID)
	loc, err := c.CreateUpload(ctx, init.UploadURL, init.VideoID, -1)
	if err != nil {
		return fmt.Errorf("recorder: create the upload: %w", err)
	}
	note.Location = loc
	if err := r.d.Store.Save(note); err != nil {
		return err
	}
	session, err := recording.Start(recording.Options{Display: o.Display, Camera: o.Camera, Sound: o.Sound,
		SystemSound: o.SystemSound, Path: r.d.Store.Media(note), MaxHeight: o.MaxHeight})
	if err != nil {
		return err
	}
	up := stream.New(c, loc, r.d.Store.Media(note))
	followCtx, stopFollow := context.WithCancel(context.Background())
	followDone := make(chan struct{})
	go func() {
		defer close(followDone)
		up.Follow(followCtx, func(err error) { r.d.Log.Warn("recorder: upload behind, retrying", "err", err) })
	}()
	r.mu.Lock()
	r.status, r.countLeft, r.session, r.note, r.upload = Recording, 0, session, note, up
	r.stopFollow, r.followDone = stopFollow, followDone
	r.roomGone = channelID != o.ChannelID
	r.mu.Unlock()
	started = true
	if channelID != o.ChannelID && r.d.RoomUnavailable != nil {
		r.d.RoomUnavailable(o.ChannelID)
	}
	r.d.Event(EventStart)
	return nil
}

// create makes the recording's video in the room of req, or in My Videos
// when that room is gone or the user may no longer record there (the
// server answers not found, or forbidden): a choice made before the room
// went does not lose the recording. It returns the room the video is in.
func (r *Recorder) create(ctx context.Context, c *client.Client, req api.RecordInitRequest) (api.RecordInitResponse, int64, error) {
	init, err := c.RecordInit(ctx, req)
	var refused *api.Error
	if req.ChannelID == 0 || !errors.As(err, &refused) || refused.Code != api.CodeNotFound && refused.Code != api.CodeForbidden {
		return init, req.ChannelID, err
	}
	r.d.Log.Warn("recorder: the room is unavailable; recording into My Videos", "channel_id", req.ChannelID, "err", err)
	req.ChannelID = 0
	init, err = c.RecordInit(ctx, req)
	return init, 0, err
}

// Pause and Resume stop and restart the recording's clock.
func (r *Recorder) Pause() bool  { return r.toggle(Recording, Paused) }
func (r *Recorder) Resume() bool { return r.toggle(Paused, Recording) }

func (r *Recorder) toggle(from, to Status) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.status != from {
		return false
	}
	if to == Paused {
		r.session.Pause()
	} else {
		r.session.Resume()
	}
	r.status = to
	return true
}

// take ends the recording under way and gives its parts to the caller.
func (r *Recorder) take(next Status) (*recording.Session, pending.Recording, *stream.Upload, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.status != Recording && r.status != Paused {
		return nil, pending.Recording{}, nil, false
	}
	r.status = next
	r.stopFollow()
	<-r.followDone
	return r.session, r.note, r.upload, true
}

// Stop ends the recording and uploads the rest; it returns at once, and
// Deps.Done hears when the link is ready.
func (r *Recorder) Stop() bool {
	session, note, up, ok := r.take(Uploading)
	if !ok {
		return false
	}
	r.d.Event(EventStop)
	go func() {
		stats, err := session.Stop()
		if r.d.Stopped != nil {
			r.d.Stopped()
		}
		r.d.Log.Info("recorder: stopped", "frames", stats.Frames, "dropped", stats.Dropped, "duration", stats.Duration)
		if err != nil {
			r.d.Log.Error("recorder: finish the file", "err", err)
		}
		note.Stopped = true
		r.d.Store.Save(note)
		ctx, done := context.WithTimeout(context.Background(), 10*time.Minute)
		defer done()
		fin, err := r.finish(ctx, note, up)
		r.release(note.ID)
		r.mu.Lock()
		r.status, r.session, r.upload, r.note, r.roomGone = Ready, nil, nil, pending.Recording{}, false
		if err != nil {
			r.lastErr = err.Error()
		}
		r.mu.Unlock()
		if err != nil {
			r.d.Log.Error("recorder: finish the upload; kept for later", "err", err)
			r.d.Event(EventProcessingError)
		} else {
			r.d.Event(EventProcessingSuccess)
			r.d.Done(fin)
		}
		r.d.Event(EventReady)
	}()
	return true
}

// Discard ends the recording and deletes it, here and on the server.
func (r *Recorder) Discard() bool {
	session, note, _, ok := r.take(Ready)
	if !ok {
		return false
	}
	session.Stop()
	if c, err := r.client(); err == nil {
		ctx, done := context.WithTimeout(context.Background(), 30*time.Second)
		defer done()
		if err := c.RecordDiscard(ctx, note.VideoID); err != nil {
			r.d.Log.Warn("recorder: discard on the server", "err", err)
		}
	}
	r.d.Store.Remove(note)
	r.release(note.ID)
	r.mu.Lock()
	r.session, r.upload, r.note, r.roomGone = nil, nil, pending.Recording{}, false
	r.mu.Unlock()
	r.d.Event(EventAbortStop)
	r.d.Event(EventReady)
	return true
}

// finish uploads the rest of note's file, completes the video, and forgets
// the local copy once the server says the video is ok. On failure the note
// keeps why, for the pending list and the next Recover.
func (r *Recorder) finish(ctx context.Context, note pending.Recording, up *stream.Upload) (Finished, error) {
	fin, err := r.finishOnce(ctx, note, up)
	if err != nil {
		note.Failure = err.Error()
		r.d.Store.Save(note)
	}
	return fin, err
}

// finishTries and finishPause bound how long finish keeps trying.
const (
	finishTries = 30
	finishPause = 2 * time.Second
)

func (r *Recorder) finishOnce(ctx context.Context, note pending.Recording, up *stream.Upload) (Finished, error) {
	c, err := r.client()
	if err != nil {
		return Finished{}, err
	}
	if up == nil {
		up = stream.New(c, note.Location, r.d.Store.Media(note))
	}
	var last error
	for try := 0; try < finishTries; try++ {
		if try > 0 {
			select {
			case <-ctx.Done():
				return Finished{}, ctx.Err()
			case <-time.After(finishPause):
			}
		}
		if !note.Uploaded {
			if last = up.Finish(ctx); last != nil {
				continue
			}
			note.Uploaded = true
			r.d.Store.Save(note)
		}
		var v api.Video
		if v, last = c.RecordComplete(ctx, note.VideoID); last != nil {
			continue
		}
		if last = untilOK(ctx, c, note.VideoID, v.Status); errors.Is(last, errProcessingFailed) {
			return Finished{}, last
		} else if last != nil {
			continue
		}
		r.d.Store.Remove(note)
		return Finished{VideoID: note.VideoID, ChannelID: note.ChannelID, ShareURL: shareURL(note.Server, note.VideoID, note.ShareKey),
			Link: link(note), Title: note.Title}, nil
	}
	return Finished{}, fmt.Errorf("recorder: upload video %d: %w", note.VideoID, last)
}

// errProcessingFailed ends finish: the server gave up on the video.
var errProcessingFailed = errors.New("recorder: the server could not process the video")

// untilOK asks about video id every second from status until it is ok.
func untilOK(ctx context.Context, c *client.Client, id int64, status api.VideoStatus) error {
	for status != api.VideoOK {
		if status == api.VideoFail {
			return fmt.Errorf("%w (video %d)", errProcessingFailed, id)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Second):
		}
		v, err := c.VideoDetail(ctx, id)
		if err != nil {
			return err
		}
		status = v.Status
	}
	return nil
}

// Recover finishes the recordings an earlier run left behind (a crash
// mid-recording included: the server repairs a cut-off last fragment),
// but those another attempt is finishing. It returns those it finished.
func (r *Recorder) Recover(ctx context.Context) ([]Finished, error) {
	notes, err := r.d.Store.List()
	if err != nil {
		return nil, err
	}
	var done []Finished
	var errs []error
	for _, note := range notes {
		if note.Server != r.d.Server() || note.Location == "" {
			continue // another server's, or never started uploading: kept for the list
		}
		if !r.claim(note.ID) {
			continue // being recorded, uploaded or retried
		}
		fin, err := r.finishClaimed(ctx, note)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		done = append(done, fin)
	}
	return done, errors.Join(errs...)
}

// claim marks the kept recording id as being worked on: recorded,
// uploaded, recovered or retried. It is false when it already is.
func (r *Recorder) claim(id string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.busy[id] {
		return false
	}
	r.busy[id] = true
	return true
}

func (r *Recorder) release(id string) {
	r.mu.Lock()
	delete(r.busy, id)
	r.mu.Unlock()
}

// finishClaimed finishes a claimed kept recording, releases it, and
// announces its link when the server has it.
func (r *Recorder) finishClaimed(ctx context.Context, note pending.Recording) (Finished, error) {
	defer r.release(note.ID)
	fin, err := r.finish(ctx, note, nil)
	if err == nil {
		r.d.Done(fin)
	}
	return fin, err
}

// Waiting is a recording kept on this computer until the server has it.
type Waiting struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	VideoID   int64     `json:"video_id"`
	StartedAt time.Time `json:"started_at"`
	Failure   string    `json:"failure,omitempty"`
	Retrying  bool      `json:"retrying"`
}

// Waiting lists the recordings kept here until the server has them, but
// the one being recorded.
func (r *Recorder) Waiting() ([]Waiting, error) {
	notes, err := r.d.Store.List()
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	out := []Waiting{}
	for _, n := range notes {
		if n.ID == r.note.ID {
			continue
		}
		out = append(out, Waiting{ID: n.ID, Title: n.Title, VideoID: n.VideoID, StartedAt: n.StartedAt,
			Failure: n.Failure, Retrying: r.busy[n.ID]})
	}
	return out, nil
}

// ErrNoSuchRecording is what Retry answers for an ID nothing waits under.
var ErrNoSuchRecording = errors.New("recorder: no such recording waits here")

// Retry tries again, in the background, to finish the recording id (the
// pending list's Retry); done hears how it went.
func (r *Recorder) Retry(id string, done func(error)) error {
	notes, err := r.d.Store.List()
	if err != nil {
		return err
	}
	for _, note := range notes {
		if note.ID != id {
			continue
		}
		if !r.claim(id) {
			return ErrBusy
		}
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			defer cancel()
			_, err := r.finishClaimed(ctx, note)
			if done != nil {
				done(err)
			}
		}()
		return nil
	}
	return ErrNoSuchRecording
}
