package httpapi

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/gin-gonic/gin"
)

// BenchmarkServeFile sends a 64 MiB file over loopback with gin's writer
// alone (a 32 KiB copy loop) and through sendFiles (sendfile) to curl, and
// reports the CPU time this process (the server) spent per file.
func BenchmarkServeFile(b *testing.B) {
	gin.SetMode(gin.ReleaseMode)
	p := filepath.Join(b.TempDir(), "f")
	if err := os.WriteFile(p, make([]byte, 64<<20), 0o600); err != nil {
		b.Fatal(err)
	}
	serve := func(c *gin.Context) {
		f, err := os.Open(p)
		if err != nil {
			b.Error(err)
			return
		}
		defer f.Close()
		http.ServeContent(c.Writer, c.Request, "f", time.Time{}, f)
	}
	for _, tc := range []struct {
		name     string
		handlers []gin.HandlerFunc
	}{
		{"copy", []gin.HandlerFunc{serve}},
		{"sendfile", []gin.HandlerFunc{sendFiles, serve}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			r := gin.New()
			r.GET("/f", tc.handlers...)
			ts := httptest.NewServer(r)
			defer ts.Close()
			b.SetBytes(64 << 20)
			before := cpuTime(b)
			for b.Loop() {
				if out, err := exec.Command("curl", "-sSf", "-o", "/dev/null", ts.URL+"/f").CombinedOutput(); err != nil {
					b.Fatalf("curl: %v %s", err, out)
				}
			}
			b.ReportMetric(float64((cpuTime(b)-before).Microseconds())/float64(b.N), "server-cpu-us/op")
		})
	}
}

// cpuTime is the user and system time this process has used.
func cpuTime(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
