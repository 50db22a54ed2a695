package xvfbtest

import (
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// Bars are the test pattern's colours, left to right (0xRRGGBB), each a
// column of equal width.
var Bars = []uint32{0xffffff, 0xffff00, 0x00ffff, 0x00ff00, 0xff00ff, 0xff0000, 0x0000ff, 0x000000}

// Pattern draws the test pattern (DrawPattern) on $DISPLAY until the test ends.
func Pattern(t testing.TB, width, height int) {
	t.Helper()
	stop, err := DrawPattern(width, height)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
}

// DrawPattern draws colour bars on the root window of $DISPLAY, with a grey
// box crossing the lower quarter every two seconds (so every picture
// differs), 30 times a second until stop is called. The bars are drawn
// again every second, so what a closed window uncovers comes back.
func DrawPattern(width, height int) (stop func(), err error) {
	conn, err := xgb.NewConn()
	if err != nil {
		return nil, err
	}
	root := xproto.Setup(conn).DefaultScreen(conn).Root
	gc, _ := xproto.NewGcontextId(conn)
	if err := xproto.CreateGCChecked(conn, gc, xproto.Drawable(root), 0, nil).Check(); err != nil {
		conn.Close()
		return nil, err
	}
	fill := func(rgb uint32, x, y, w, h int) {
		xproto.ChangeGC(conn, gc, xproto.GcForeground, []uint32{rgb})
		xproto.PolyFillRectangle(conn, xproto.Drawable(root), gc,
			[]xproto.Rectangle{{X: int16(x), Y: int16(y), Width: uint16(w), Height: uint16(h)}})
	}
	bar := width / len(Bars)
	bars := func() {
		for i, c := range Bars {
			fill(c, i*bar, 0, bar, height)
		}
	}
	bars()
	quit := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(time.Second / 30)
		defer tick.Stop()
		box := height / 8
		lane := height - 2*box
		start := time.Now()
		lastX := -1
		for n := 1; ; n++ {
			select {
			case <-quit:
				return
			case <-tick.C:
			}
			if n%30 == 0 {
				bars() // once a second: what a closed window uncovered comes back
			}
			x := int(time.Since(start).Seconds()*float64(width)/2) % (width - box)
			if lastX >= 0 { // put the bars back where the box was
				for i, c := range Bars {
					if lo, hi := max(lastX, i*bar), min(lastX+box, (i+1)*bar); lo < hi {
						fill(c, lo, lane, hi-lo, box)
					}
				}
			}
			fill(0x808080, x, lane, box, box)
			xproto.GetInputFocus(conn).Reply() // wait for the server to draw
			lastX = x
		}
	}()
	return func() { close(quit); <-done; conn.Close() }, nil
}
