package httpapi_test

import (
	"context"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/cloud/internal/plan"
	"github.com/reelroom/reelroom/shared/api"
)

// The media pipeline keeps what the owner's plan allows: a Basic owner's
// upload or recording longer than record_duration_limit is kept, cut there,
// and a picture above max_height is scaled down to it; a Premium owner's is
// kept whole. Basic's limits are shrunk here (2 s, 120 lines) to keep the
// media small.
func TestPipelineKeepsWhatThePlanAllows(t *testing.T) {
	env := apptest.New(t)
	ctx := context.Background()
	basic := plan.Basic
	basic.RecordDurationLimit, basic.MaxHeight = 2, 120
	env.App.Plans.SetBasic(basic)
	ann := env.SignUp(t, "ann@example.com")
	bob := env.SignUp(t, "bob@example.com")
	bobInfo, _ := bob.UserInfo(ctx)
	grantPremium(t, env, bobInfo.ID)
	if u, _ := ann.UserInfo(ctx); u.Entitlements != basic || u.IsVip || u.VideoLimit != api.BasicVideoLimit {
		t.Fatalf("Basic user info %+v", u)
	}
	if c, err := bob.VideoCapacity(ctx); err != nil || c.UpperCapacity != api.Unlimited {
		t.Fatalf("Premium capacity %+v, %v", c, err)
	}
	if c, err := ann.VideoCapacity(ctx); err != nil || c.UpperCapacity != api.BasicVideoLimit {
		t.Fatalf("Basic capacity %+v, %v", c, err)
	}
	src := apptest.MakeVideo(t, 4, "320x240")
	near := func(ms, want int64) bool { return ms > want-150 && ms < want+150 }

	if v := env.Upload(t, ann, src, "basic"); v.Status != api.VideoOK || !near(v.Duration, 2000) || v.Width != 160 || v.Height != 120 {
		t.Fatalf("Basic upload: %d ms %dx%d status %d", v.Duration, v.Width, v.Height, v.Status)
	}
	if v := env.Upload(t, bob, src, "premium"); v.Status != api.VideoOK || !near(v.Duration, 4000) || v.Height != 240 {
		t.Fatalf("Premium upload: %d ms %dx%d", v.Duration, v.Width, v.Height)
	}

	// A recording past the limit is not played from its upload: it is
	// processed first, and plays cut.
	rec := apptest.StartRecording(t, ann, "long recording")
	apptest.StreamFile(t, ann, rec, apptest.ReadFile(t, apptest.MakeRecording(t, 4)), 64<<10, true)
	if _, err := ann.RecordComplete(ctx, rec.VideoID); err != nil {
		t.Fatal(err)
	}
	if v := env.WaitProcessed(t, ann, rec.VideoID); v.Status != api.VideoOK || !near(v.Duration, 2000) {
		t.Fatalf("Basic recording: %d ms status %d", v.Duration, v.Status)
	}
}
