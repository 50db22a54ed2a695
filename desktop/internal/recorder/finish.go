// Finishing a recording: the rest of its file uploaded, the video
// completed and followed until the server says it is ok.

package recorder

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/reelroom/reelroom/desktop/internal/pending"
	"github.com/reelroom/reelroom/desktop/internal/stream"
	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// finish uploads the rest of note's file, completes the video, and forgets
// the local copy once the server says the video is ok. On failure the note
// keeps why, for the pending list and the next Recover.
func (r *Recorder) finish(ctx context.Context, note pending.Recording, up *stream.Upload) (Finished, error) {
	fin, err := r.finishOnce(ctx, note, up)
	if err != nil {
		note.Failure = err.Error()
		r.keepNote(note)
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
			r.keepNote(note)
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
		r.forgetNote(note)
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
