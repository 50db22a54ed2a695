package server

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"runtime"
	"time"
)

// servePprof serves Go's profiles on addr (PPROF_ADDR, loopback) until ctx
// ends, for an operator looking at the service under load, with the mutex
// and blocking profiles turned on (a sample of one contention in 20, and of
// blocking events about every 100 µs of blocked time). Its failure to listen
// is logged, not fatal: it is a diagnostic.
func servePprof(ctx context.Context, addr string) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		slog.Error("pprof: listen", "addr", addr, "err", err)
		return
	}
	runtime.SetMutexProfileFraction(20)
	runtime.SetBlockProfileRate(int(100 * time.Microsecond))
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		hs.Close()
	}()
	slog.Info("pprof is serving", "url", "http://"+ln.Addr().String()+"/debug/pprof/")
	go hs.Serve(ln)
}
