// Command testpattern draws the moving test pattern of package xvfbtest on
// $DISPLAY until it is stopped, for end-to-end tests of the recorder.
package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"

	"github.com/reelroom/reelroom/desktop/internal/xvfbtest"
)

func main() {
	// A display that has just started may not take connections yet.
	conn, err := xgb.NewConn()
	for tries := 0; err != nil && tries < 50; tries++ {
		time.Sleep(100 * time.Millisecond)
		conn, err = xgb.NewConn()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "testpattern:", err)
		os.Exit(1)
	}
	screen := xproto.Setup(conn).DefaultScreen(conn)
	w, h := int(screen.WidthInPixels), int(screen.HeightInPixels)
	conn.Close()
	stop, err := xvfbtest.DrawPattern(w, h)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testpattern:", err)
		os.Exit(1)
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGINT)
	<-sig
	stop()
}
