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
type Status = api.DesktopRecorderStatus

const (
	Ready     = api.DesktopReady
	Countdown = api.DesktopCountdown
	Recording = api.DesktopRecording
	Paused    = api.DesktopPaused
	Uploading = api.DesktopUploading
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

// State is what the recording bar, the tray and the main window show
// (GET /_desktop/recorder).
type State = api.DesktopRecorderState

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
	// Cover, when set, is a window kept out of a display's recording by
	// painting over it in each picture (see cover.go): the recording bar
	// where the OS cannot exclude it from capture.
	Cover Cover

	// durationLimit is how long the plan lets the recording last (0 none),
	// videoLimit how many videos it keeps.
	durationLimit time.Duration
	videoLimit    int
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
	Store  Notes
	// NoteUnsaved, when set, hears that a recording's recovery note could
	// not be written: recovery after a crash is not guaranteed for it.
	NoteUnsaved func(*NoteError)
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
	// LimitReached, when set, hears that the recorder stopped a recording
	// at the plan's length limit (seconds); it finishes as a normal stop.
	LimitReached func(seconds int)
	// VideoLimit, when set, hears that the server refused a recording at
	// the plan's video limit (CodeVideoLimit) after its countdown: the app
	// offers Premium, as when Start answers a *LimitError.
	VideoLimit func(limit int)
}

// ErrSignedOut is what Start answers when no account is signed in.
var ErrSignedOut = session.ErrSignedOut

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
	// noteAtRisk is set when the recording under way's note could not be saved.
	noteAtRisk bool
	// closePicture closes what the recording under way records from, when
	// the recorder opened it (a display with a window painted over).
	closePicture func()
	// limit is the recording under way's length limit (0 none), and
	// limitReached says the recorder stopped it there.
	limit        time.Duration
	limitReached bool
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
	st.RoomUnavailable, st.RecoveryAtRisk = r.roomGone, r.noteAtRisk
	st.DurationLimitS, st.LimitReached = int(r.limit/time.Second), r.limitReached
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
