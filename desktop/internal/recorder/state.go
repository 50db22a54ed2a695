// The state machine: ready, countdown, recording, paused, uploading, and
// the calls that move the recorder between them.

package recorder

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/pending"
	"github.com/reelroom/reelroom/desktop/internal/recording"
	"github.com/reelroom/reelroom/desktop/internal/stream"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

func (r *Recorder) client() (*client.Client, error) { return r.d.Client() }

// Start counts down, then records. It returns once the countdown began;
// Cancel during the countdown returns to ready. The plan decides (spec 6):
// an account at its video limit gets a *LimitError, the height is capped at
// its max_height, and a recording stops itself at its length limit.
func (r *Recorder) Start(o Options) error {
	o, err := r.planFor(o)
	if err != nil {
		return err
	}
	r.mu.Lock()
	if r.status != Ready {
		r.mu.Unlock()
		return ErrBusy
	}
	if o.Countdown == 0 {
		o.Countdown = DefaultCountdown
	}
	r.status, r.lastErr, r.roomGone, r.noteAtRisk = Countdown, "", false, false
	r.limit, r.limitReached = 0, false
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
		var limit *LimitError
		if errors.As(err, &limit) && r.d.VideoLimit != nil {
			r.d.VideoLimit(limit.Limit)
		}
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
	var refused *api.Error
	if errors.As(err, &refused) && refused.Code == api.CodeVideoLimit {
		// The count changed since Start asked (another device recorded).
		return &LimitError{Limit: o.videoLimit}
	}
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
			r.forgetNote(note)
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
	picture, closePicture, err := pictureOf(o)
	if err != nil {
		return err
	}
	session, err := recording.Start(recording.Options{Display: o.Display, Camera: picture, Sound: o.Sound,
		SystemSound: o.SystemSound, Path: r.d.Store.Media(note), MaxHeight: o.MaxHeight})
	if err != nil {
		closePicture()
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
	r.closePicture = closePicture
	r.stopFollow, r.followDone = stopFollow, followDone
	r.roomGone = channelID != o.ChannelID
	r.limit = o.durationLimit
	r.mu.Unlock()
	started = true
	if o.durationLimit > 0 {
		go r.watchLength(followCtx, o.durationLimit)
	}
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
// The picture source it opened (closePicture) is the caller's to close
// once the session stopped.
func (r *Recorder) take(next Status) (_ *recording.Session, _ pending.Recording, _ *stream.Upload, closePicture func(), ok bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.status != Recording && r.status != Paused {
		return nil, pending.Recording{}, nil, nil, false
	}
	r.status = next
	r.stopFollow()
	<-r.followDone
	closePicture, r.closePicture = r.closePicture, nil
	return r.session, r.note, r.upload, closePicture, true
}

// Stop ends the recording and uploads the rest; it returns at once, and
// Deps.Done hears when the link is ready.
func (r *Recorder) Stop() bool {
	session, note, up, closePicture, ok := r.take(Uploading)
	if !ok {
		return false
	}
	r.d.Event(EventStop)
	go func() {
		stats, err := session.Stop()
		closePicture()
		if r.d.Stopped != nil {
			r.d.Stopped()
		}
		r.d.Log.Info("recorder: stopped", "frames", stats.Frames, "dropped", stats.Dropped, "duration", stats.Duration)
		if err != nil {
			r.d.Log.Error("recorder: finish the file", "err", err)
		}
		note.Stopped = true
		r.keepNote(note)
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
	session, note, _, closePicture, ok := r.take(Ready)
	if !ok {
		return false
	}
	session.Stop()
	closePicture()
	if c, err := r.client(); err == nil {
		ctx, done := context.WithTimeout(context.Background(), 30*time.Second)
		defer done()
		if err := c.RecordDiscard(ctx, note.VideoID); err != nil {
			r.d.Log.Warn("recorder: discard on the server", "err", err)
		}
	}
	r.forgetNote(note)
	r.release(note.ID)
	r.mu.Lock()
	r.session, r.upload, r.note, r.roomGone = nil, nil, pending.Recording{}, false
	r.mu.Unlock()
	r.d.Event(EventAbortStop)
	r.d.Event(EventReady)
	return true
}
