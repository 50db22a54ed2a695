//go:build cgo

package capture

/*
#cgo LDFLAGS: -framework CoreGraphics
#include <CoreGraphics/CoreGraphics.h>

// active_displays fills ids with the active displays, in the order FFmpeg's
// avfoundation numbers its "Capture screen N" (CGGetActiveDisplayList's).
static uint32_t active_displays(CGDirectDisplayID *ids, uint32_t max) {
	uint32_t n = 0;
	if (CGGetActiveDisplayList(max, ids, &n) != kCGErrorSuccess) return 0;
	return n;
}

// display_bounds gives where display id is, in points, and whether it is the main one.
static void display_bounds(CGDirectDisplayID id, int *x, int *y, int *w, int *h, int *primary) {
	CGRect b = CGDisplayBounds(id);
	*x = (int)b.origin.x; *y = (int)b.origin.y;
	*w = (int)b.size.width; *h = (int)b.size.height;
	*primary = CGDisplayIsMain(id) ? 1 : 0;
}

static int screen_allowed(void) { return CGPreflightScreenCaptureAccess() ? 1 : 0; }
static void screen_request(void) { CGRequestScreenCaptureAccess(); }
*/
import "C"

import (
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/asticode/go-astiav"
)

// macOS: the displays come from Core Graphics, in points (what windows are
// placed by); the pictures from FFmpeg's avfoundation input ("Capture
// screen N", AVCaptureScreenInput), in pixels, shrunk to points on Retina
// displays. Recording needs the user's permission (ErrPermission).

const maxDisplays = 16

// firstPictureWait bounds how long Open waits for the display's first picture.
const firstPictureWait = 5 * time.Second

var registerOnce sync.Once

// PermissionSettings opens System Settings at Privacy & Security › Screen Recording.
const PermissionSettings = "x-apple.systempreferences:com.apple.preference.security?Privacy_ScreenCapture"

// Allowed says whether macOS lets the app record the screen. When it does
// not, it asks the user (once per app: later, only System Settings can
// allow it) and answers ErrPermission.
func Allowed() error {
	if C.screen_allowed() == 1 {
		return nil
	}
	C.screen_request()
	return ErrPermission
}

// Displays lists the active displays; ID is "display-" and Core Graphics'
// display ID, which stays while the display is connected.
func Displays() ([]Display, error) {
	ids := make([]C.CGDirectDisplayID, maxDisplays)
	n := int(C.active_displays(&ids[0], maxDisplays))
	if n == 0 {
		return nil, errors.New("capture: macOS lists no active display")
	}
	out := make([]Display, 0, n)
	for i, id := range ids[:n] {
		var x, y, w, h, primary C.int
		C.display_bounds(id, &x, &y, &w, &h, &primary)
		out = append(out, Display{ID: "display-" + strconv.FormatUint(uint64(id), 10), Name: "Display " + strconv.Itoa(i+1),
			Primary: primary == 1, X: int(x), Y: int(y), Width: int(w), Height: int(h)})
	}
	return out, nil
}

// screenIndex is display d's number among the active displays now: the N
// of avfoundation's "Capture screen N".
func screenIndex(d Display) (int, error) {
	list, err := Displays()
	if err != nil {
		return 0, err
	}
	for i, l := range list {
		if l.ID == d.ID {
			return i, nil
		}
	}
	return 0, fmt.Errorf("capture: display %q is not connected", d.ID)
}

// avScreen reads one display's pictures through avfoundation; a goroutine
// keeps the latest, Grab shrinks it to points.
type avScreen struct {
	d         Display
	input     *astiav.FormatContext
	interrupt astiav.IOInterrupter
	width     int // the pictures' pixels
	height    int
	factor    int

	mu     sync.Mutex
	latest *astiav.Packet
	at     time.Time
	err    error
	out    []byte

	first    chan struct{}
	stop     chan struct{}
	done     chan struct{}
	once     sync.Once
	gotFirst bool
}

// Open starts recording display d (from Displays).
func Open(d Display) (Screen, error) {
	if err := Allowed(); err != nil {
		return nil, err
	}
	index, err := screenIndex(d)
	if err != nil {
		return nil, err
	}
	registerOnce.Do(astiav.RegisterAllDevices)
	inFormat := astiav.FindInputFormat("avfoundation")
	if inFormat == nil {
		return nil, errors.New("capture: FFmpeg has no avfoundation input")
	}
	s := &avScreen{d: d, input: astiav.AllocFormatContext(), latest: astiav.AllocPacket(),
		first: make(chan struct{}), stop: make(chan struct{}), done: make(chan struct{})}
	// Non-blocking reads, so Close never waits on a display that stopped giving pictures.
	s.input.SetFlags(s.input.Flags().Add(astiav.FormatContextFlagNonblock))
	s.interrupt = s.input.SetInterruptCallback()
	opts := astiav.NewDictionary()
	defer opts.Free()
	// Raw BGRX pictures, as the other backends give (macOS's own 32BGRA).
	opts.Set("pixel_format", "bgr0", 0)
	opts.Set("framerate", "30", 0)
	opts.Set("capture_cursor", "1", 0)
	if err := s.input.OpenInput(avScreenAddress(index), inFormat, opts); err != nil {
		s.free()
		return nil, fmt.Errorf("capture: open %s: %w", d.Name, err)
	}
	if err := s.checkStream(); err != nil {
		s.input.CloseInput()
		s.free()
		return nil, err
	}
	go s.run()
	select {
	case <-s.first:
		return s, nil
	case <-time.After(firstPictureWait):
		s.Close()
		return nil, fmt.Errorf("capture: %s gave no picture within %v", d.Name, firstPictureWait)
	}
}

// checkStream takes the pictures' size and how it maps onto the display's points.
func (s *avScreen) checkStream() error {
	for _, st := range s.input.Streams() {
		p := st.CodecParameters()
		if p.MediaType() != astiav.MediaTypeVideo {
			continue
		}
		if p.CodecID() != astiav.CodecIDRawvideo || p.PixelFormat() != astiav.PixelFormatBgr0 {
			return fmt.Errorf("capture: avfoundation gives %s %s, want raw bgr0", p.CodecID(), p.PixelFormat())
		}
		s.width, s.height = p.Width(), p.Height()
		if s.factor = retinaFactor(s.d, s.width, s.height); s.factor == 0 {
			return fmt.Errorf("capture: pictures of %dx%d for a display of %dx%d points", s.width, s.height, s.d.Width, s.d.Height)
		}
		s.out = make([]byte, s.d.Width*s.d.Height*4)
		return nil
	}
	return errors.New("capture: avfoundation gives no picture stream")
}

// run reads pictures until Close, keeping the latest.
func (s *avScreen) run() {
	defer close(s.done)
	pkt := astiav.AllocPacket()
	defer pkt.Free()
	for {
		select {
		case <-s.stop:
			return
		default:
		}
		if err := s.input.ReadFrame(pkt); err != nil {
			if errors.Is(err, astiav.ErrEagain) {
				time.Sleep(5 * time.Millisecond)
				continue
			}
			s.mu.Lock()
			s.err = fmt.Errorf("capture: read %s: %w", s.d.Name, err)
			s.mu.Unlock()
			return
		}
		s.mu.Lock()
		s.latest.Unref()
		s.latest.MoveRef(pkt)
		s.at = time.Now()
		if !s.gotFirst {
			s.gotFirst = true
			close(s.first)
		}
		s.mu.Unlock()
	}
}

func (s *avScreen) Grab() (Frame, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return Frame{}, s.err
	}
	pix := s.latest.Data()
	if len(pix) < s.width*s.height*4 {
		return Frame{}, fmt.Errorf("capture: a picture of %d bytes for %dx%d", len(pix), s.width, s.height)
	}
	if err := shrink(s.out, pix, s.width*4, s.width, s.height, s.factor); err != nil {
		return Frame{}, err
	}
	return Frame{Pix: s.out, Stride: s.d.Width * 4, Width: s.d.Width, Height: s.d.Height, At: s.at}, nil
}

func (s *avScreen) Close() error {
	s.once.Do(func() {
		close(s.stop)
		s.interrupt.Interrupt()
		<-s.done
		s.mu.Lock()
		s.err = errors.New("capture: closed")
		s.mu.Unlock()
		s.input.CloseInput()
		s.free()
	})
	return nil
}

func (s *avScreen) free() {
	s.latest.Free()
	s.input.Free()
}

// avScreenAddress is avfoundation's address of screen index: its video
// device, by the name FFmpeg gives screens, and no audio.
func avScreenAddress(index int) string { return fmt.Sprintf("Capture screen %d:none", index) }
