package httpapi_test

import (
	"net/http"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
)

// Several ranges in one request are refused, and so is an empty suffix,
// which no byte satisfies; one range still plays.
func TestMediaRanges(t *testing.T) {
	env := apptest.New(t)
	ann := env.SignUp(t, "ann@example.com")
	v := env.Upload(t, ann, apptest.MakeVideo(t, 1, "64x64"), "ranges")
	for _, tc := range []struct {
		name, rng string
		want      int
	}{
		{"one range", "bytes=0-99", http.StatusPartialContent},
		{"open range", "bytes=100-", http.StatusPartialContent},
		{"suffix", "bytes=-100", http.StatusPartialContent},
		{"two ranges", "bytes=0-0,2-2", http.StatusRequestedRangeNotSatisfiable},
		{"many overlapping ranges", "bytes=0-,0-,0-,0-,0-,0-", http.StatusRequestedRangeNotSatisfiable},
		{"empty suffix", "bytes=-0", http.StatusRequestedRangeNotSatisfiable},
		{"empty suffix, zeros", "bytes=-000", http.StatusRequestedRangeNotSatisfiable},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, url := range []string{v.PlayURL, v.Cover} {
				if res := get(t, env.URL+url, tc.rng); res.StatusCode != tc.want {
					t.Fatalf("Range %q on %s: %d, want %d", tc.rng, url, res.StatusCode, tc.want)
				}
			}
		})
	}
}
