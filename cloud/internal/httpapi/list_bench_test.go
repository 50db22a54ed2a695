package httpapi_test

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"testing"

	"github.com/reelroom/reelroom/cloud/internal/apptest"
	"github.com/reelroom/reelroom/shared/api"
)

// BenchmarkVideoList asks for the root of a user with 30 videos, as
// bench/list does, in parallel over keep-alive connections, with the
// service logging at info level into io.Discard so that the request log's
// cost counts. For profiles: go test -bench VideoList -cpuprofile cpu.out.
func BenchmarkVideoList(b *testing.B) {
	env := apptest.New(b)
	defer slog.SetDefault(slog.Default())
	slog.SetDefault(slog.New(slog.NewTextHandler(io.Discard, &slog.HandlerOptions{Level: slog.LevelInfo})))
	c := env.SignUp(b, "list-bench@example.com")
	for i := range 30 {
		if _, err := c.RecordInit(bg, api.RecordInitRequest{Title: fmt.Sprintf("video %d", i)}); err != nil {
			b.Fatal(err)
		}
	}
	url, auth := env.URL+"/api/video/list/0", "Bearer "+c.Token
	tr := &http.Transport{MaxIdleConnsPerHost: 64, DisableCompression: true}
	defer tr.CloseIdleConnections()
	b.SetParallelism(16)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req, _ := http.NewRequest(http.MethodGet, url, nil)
			req.Header.Set("Authorization", auth)
			resp, err := tr.RoundTrip(req)
			if err != nil {
				b.Error(err)
				return
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				b.Errorf("status %d", resp.StatusCode)
				return
			}
		}
	})
}
