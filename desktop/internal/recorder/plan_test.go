package recorder

import (
	"errors"
	"testing"
	"time"

	"github.com/reelroom/reelroom/shared/api"
)

func TestThePlanDecidesWhatARecordingMayBe(t *testing.T) {
	basic := api.Entitlements{VideoLimit: 30, RecordDurationLimit: api.BasicRecordSeconds, MaxHeight: api.BasicMaxHeight}
	premium := api.Entitlements{VideoLimit: -1, RecordDurationLimit: -1, MaxHeight: 2160, Download: true, Annotation: true}
	for _, tt := range []struct {
		name       string
		e          api.Entitlements
		count      int
		asked      int
		wantHeight int
		wantLength time.Duration
		wantLimit  int // a *LimitError of this many videos; 0 none
	}{
		{"basic asks 4K", basic, 3, 2160, 1080, 300 * time.Second, 0},
		{"basic asks 720", basic, 3, 720, 720, 300 * time.Second, 0},
		{"basic at its video limit", basic, 30, 720, 0, 0, 30},
		{"premium", premium, 500, 2160, 2160, 0, 0},
		{"a short limit", api.Entitlements{VideoLimit: -1, RecordDurationLimit: 2, MaxHeight: 480}, 0, 720, 480, 2 * time.Second, 0},
	} {
		o, err := obey(tt.e, tt.count, Options{MaxHeight: tt.asked})
		var limit *LimitError
		if tt.wantLimit != 0 {
			if !errors.As(err, &limit) || limit.Limit != tt.wantLimit {
				t.Errorf("%s: %v, want a limit of %d videos", tt.name, err, tt.wantLimit)
			}
			continue
		}
		if err != nil || o.MaxHeight != tt.wantHeight || o.durationLimit != tt.wantLength {
			t.Errorf("%s: %d lines, %v long, %v; want %d lines, %v", tt.name, o.MaxHeight, o.durationLimit, err, tt.wantHeight, tt.wantLength)
		}
	}
}

// A server that sends no entitlements yet is read the older way.
func TestEntitlementsOfAnOlderServer(t *testing.T) {
	old := api.User{VideoLimit: 25, VideoCount: 1}
	if e := entitlementsOf(old); e.VideoLimit != 25 || e.MaxHeight != 1080 || e.RecordDurationLimit != api.Unlimited {
		t.Fatalf("basic user of an older server: %+v", e)
	}
	old.IsVip, old.VideoLimit = true, -1
	if e := entitlementsOf(old); e.VideoLimit != -1 || e.MaxHeight != 2160 || e.RecordDurationLimit != api.Unlimited {
		t.Fatalf("premium user of an older server: %+v", e)
	}
	sent := api.Entitlements{VideoLimit: 30, RecordDurationLimit: 300, MaxHeight: 1080}
	if e := entitlementsOf(api.User{IsVip: true, Entitlements: sent}); e != sent {
		t.Fatalf("entitlements sent: %+v, want them as sent", e)
	}
}
