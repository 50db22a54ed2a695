// The plan: what the signed-in user's plan allows a recording (spec 6),
// read from GET /api/user/info's entitlements when a recording starts.

package recorder

import (
	"context"
	"fmt"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

// LimitError is what Start answers for an account at its plan's video
// limit: the app offers Premium instead of recording (spec 6).
type LimitError struct{ Limit int }

func (e *LimitError) Error() string {
	return fmt.Sprintf("recorder: the plan's limit of %d videos is reached", e.Limit)
}

// entitlementsOf is the plan's limits for user. A server that does not
// send entitlements yet (all zero) is read the older way: the video limit
// it names, 4K for Premium (isVip) and 1080 lines otherwise, and no limit
// on a recording's length.
func entitlementsOf(user api.User) api.Entitlements {
	if e := user.Entitlements; e != (api.Entitlements{}) {
		return e
	}
	e := api.Entitlements{VideoLimit: user.VideoLimit, RecordDurationLimit: api.Unlimited, MaxHeight: api.BasicMaxHeight}
	if user.IsVip {
		e.MaxHeight = 2160
	}
	return e
}

// obey applies the plan e to o: a *LimitError at the video limit (count
// videos kept), the height capped at e.MaxHeight, and the length limit.
func obey(e api.Entitlements, count int, o Options) (Options, error) {
	if e.VideoLimit >= 0 && count >= e.VideoLimit {
		return o, &LimitError{Limit: e.VideoLimit}
	}
	if e.MaxHeight > 0 && (o.MaxHeight == 0 || o.MaxHeight > e.MaxHeight) {
		o.MaxHeight = e.MaxHeight
	}
	o.durationLimit, o.videoLimit = 0, e.VideoLimit
	if e.RecordDurationLimit > 0 {
		o.durationLimit = time.Duration(e.RecordDurationLimit) * time.Second
	}
	return o, nil
}

// planFor asks the server for the signed-in user's plan and applies it to o.
func (r *Recorder) planFor(o Options) (Options, error) {
	c, err := r.client()
	if err != nil {
		return o, err
	}
	ctx, done := context.WithTimeout(context.Background(), 15*time.Second)
	user, err := c.UserInfo(ctx)
	done()
	if err != nil {
		return o, fmt.Errorf("recorder: ask the server: %w", err)
	}
	return obey(entitlementsOf(user), user.VideoCount, o)
}

// watchLength stops the recording under way once it has lasted limit
// (pauses excluded), as the plan says, and says so (Deps.LimitReached). It
// ends when the recording ends (ctx).
func (r *Recorder) watchLength(ctx context.Context, limit time.Duration) {
	for {
		r.mu.Lock()
		s := r.session
		r.mu.Unlock()
		if s == nil {
			return
		}
		left := limit - s.Elapsed()
		if left <= 0 {
			break
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(min(left, time.Second)):
		}
	}
	if ctx.Err() != nil {
		return // stopped meanwhile
	}
	r.mu.Lock()
	r.limitReached = true
	r.mu.Unlock()
	if !r.Stop() {
		r.mu.Lock()
		r.limitReached = false
		r.mu.Unlock()
		return
	}
	r.d.Log.Info("recorder: the plan's recording length was reached; stopped", "limit", limit)
	if r.d.LimitReached != nil {
		r.d.LimitReached(int(limit / time.Second))
	}
}
