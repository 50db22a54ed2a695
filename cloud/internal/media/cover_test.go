package media_test

import (
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/media"
)

// The sizes FFmpeg's scale='min(640,iw)':-2 gives (checked with FFmpeg 5.1
// on test pictures of these sizes).
func TestCoverSize(t *testing.T) {
	for _, tc := range []struct{ w, h, wantW, wantH int }{
		{1000, 562, 640, 360},
		{721, 1283, 640, 1138},
		{1279, 719, 640, 360},
		{641, 3, 640, 2},
		{160, 121, 160, 122},
		{333, 999, 333, 1000},
		{0, 0, 0, 0},
	} {
		if w, h := media.CoverSize(tc.w, tc.h); w != tc.wantW || h != tc.wantH {
			t.Errorf("CoverSize(%d, %d) = %dx%d, want %dx%d", tc.w, tc.h, w, h, tc.wantW, tc.wantH)
		}
	}
}
