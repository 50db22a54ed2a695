package capture

import (
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// The Windows backend copies the screen with GDI (BitBlt from the screen
// into DIB sections kept for the whole recording), through plain system
// calls, as kbinani/screenshot does, minus its new bitmap and RGBA copy per
// picture. GDI is what every Windows since XP and Wine have; FFmpeg's
// gdigrab does the same copy and then packs, decodes and converts each
// picture once more (cmd/recordcheck -source gdigrab measures it, see
// bench/README.md). Windows hides windows marked WDA_EXCLUDEFROMCAPTURE (the
// recording bar) from this copy.

var (
	user32 = windows.NewLazySystemDLL("user32.dll")
	gdi32  = windows.NewLazySystemDLL("gdi32.dll")

	procGetDC                         = user32.NewProc("GetDC")
	procReleaseDC                     = user32.NewProc("ReleaseDC")
	procEnumDisplayMonitors           = user32.NewProc("EnumDisplayMonitors")
	procGetMonitorInfoW               = user32.NewProc("GetMonitorInfoW")
	procSetProcessDpiAwarenessContext = user32.NewProc("SetProcessDpiAwarenessContext")
	procSetProcessDPIAware            = user32.NewProc("SetProcessDPIAware")
	procCreateCompatibleDC            = gdi32.NewProc("CreateCompatibleDC")
	procCreateDIBSection              = gdi32.NewProc("CreateDIBSection")
	procSelectObject                  = gdi32.NewProc("SelectObject")
	procBitBlt                        = gdi32.NewProc("BitBlt")
	procGdiFlush                      = gdi32.NewProc("GdiFlush")
	procDeleteObject                  = gdi32.NewProc("DeleteObject")
	procDeleteDC                      = gdi32.NewProc("DeleteDC")
)

const (
	srcCopy         = 0x00CC0020
	captureBlt      = 0x40000000 // layered windows too
	monitorPrimary  = 1
	dibRGBColors    = 0
	biRGB           = 0
	dpiPerMonitorV2 = ^uintptr(3) // DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE_V2 (-4)
)

type rect struct{ Left, Top, Right, Bottom int32 }

type monitorInfoEx struct {
	Size    uint32
	Monitor rect
	Work    rect
	Flags   uint32
	Device  [32]uint16
}

type bitmapInfoHeader struct {
	Size          uint32
	Width, Height int32
	Planes        uint16
	BitCount      uint16
	Compression   uint32
	SizeImage     uint32
	XPelsPerMeter int32
	YPelsPerMeter int32
	ClrUsed       uint32
	ClrImportant  uint32
}

var dpiOnce sync.Once

// dpiAware makes this process see the screens' real pixels: without it
// Windows scales what a process unaware of DPI gets, and a 4K screen at
// 150% would be recorded blurred at 2560x1440.
func dpiAware() {
	dpiOnce.Do(func() {
		if procSetProcessDpiAwarenessContext.Find() == nil {
			if ok, _, _ := procSetProcessDpiAwarenessContext.Call(dpiPerMonitorV2); ok != 0 {
				return
			}
		}
		if procSetProcessDPIAware.Find() == nil {
			procSetProcessDPIAware.Call()
		}
	})
}

// Displays lists the monitors, the primary one first.
func Displays() ([]Display, error) {
	dpiAware()
	var out []Display
	callback := syscall.NewCallback(func(monitor, _, _, _ uintptr) uintptr {
		info := monitorInfoEx{Size: uint32(unsafe.Sizeof(monitorInfoEx{}))}
		if ok, _, _ := procGetMonitorInfoW.Call(monitor, uintptr(unsafe.Pointer(&info))); ok == 0 {
			return 1
		}
		m := info.Monitor
		name := windows.UTF16ToString(info.Device[:])
		if name == "" {
			name = "Display " + strconv.Itoa(len(out)+1)
		}
		out = append(out, Display{ID: "monitor-" + strconv.Itoa(len(out)), Name: name, Primary: info.Flags&monitorPrimary != 0,
			X: int(m.Left), Y: int(m.Top), Width: int(m.Right - m.Left), Height: int(m.Bottom - m.Top)})
		return 1
	})
	if ok, _, err := procEnumDisplayMonitors.Call(0, 0, callback, 0); ok == 0 {
		return nil, fmt.Errorf("capture: list the monitors: %w", err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("capture: Windows lists no monitor")
	}
	for i, d := range out {
		if d.Primary && i > 0 {
			out[0], out[i] = out[i], out[0]
		}
	}
	return out, nil
}

// gdiScreen copies a rectangle of the screen into two DIB sections in
// turn: while the recorder encodes one picture, a thread of its own copies
// the next, so the copy (slow where the screen is far, as under Wine) and
// the encoding overlap, as with FFmpeg's gdigrab, without gdigrab's extra
// copies. That thread owns every GDI object (a screen DC is released by the
// thread that got it).
type gdiScreen struct {
	d    Display
	pix  [2][]byte
	fill chan int // the buffer to copy the screen into next
	done chan grabbed
	exit chan struct{}
	cur  int  // the buffer being filled or to fill
	busy bool // a copy into cur is under way
}

// grabbed is the outcome of one copy.
type grabbed struct {
	at  time.Time
	err error
}

// Open starts grabbing display d (from Displays).
func Open(d Display) (Screen, error) {
	if d.Width <= 0 || d.Height <= 0 || d.Width > 16384 || d.Height > 16384 {
		return nil, fmt.Errorf("capture: display %q has no usable size %dx%d", d.ID, d.Width, d.Height)
	}
	dpiAware()
	s := &gdiScreen{d: d, fill: make(chan int), done: make(chan grabbed), exit: make(chan struct{})}
	ready := make(chan error)
	go s.copier(ready)
	if err := <-ready; err != nil {
		return nil, err
	}
	return s, nil
}

// gdi is the GDI objects of one screen: the screen's device context and,
// for each buffer, a memory device context holding a DIB section.
type gdi struct {
	screen uintptr
	mem    [2]uintptr
	bitmap [2]uintptr
	old    [2]uintptr
}

// copier sets up GDI on a thread of its own, says so on ready, then copies
// the screen into the buffers fill names until fill closes.
func (s *gdiScreen) copier(ready chan<- error) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	defer close(s.exit)
	var g gdi
	defer g.free()
	if err := g.setup(s); err != nil {
		ready <- err
		return
	}
	close(ready)
	for i := range s.fill {
		ok, _, err := procBitBlt.Call(g.mem[i], 0, 0, uintptr(s.d.Width), uintptr(s.d.Height),
			g.screen, uintptr(s.d.X), uintptr(s.d.Y), srcCopy|captureBlt)
		at := time.Now()
		if ok == 0 {
			s.done <- grabbed{at, fmt.Errorf("capture: copy the screen: %w", err)}
			continue
		}
		procGdiFlush.Call()
		s.done <- grabbed{at: at}
	}
}

func (g *gdi) setup(s *gdiScreen) error {
	var err error
	if g.screen, _, err = procGetDC.Call(0); g.screen == 0 {
		return fmt.Errorf("capture: the screen's device context: %w", err)
	}
	// Top-down (negative height) 32-bit rows: BGRX, Frame's layout, as is.
	header := bitmapInfoHeader{Width: int32(s.d.Width), Height: -int32(s.d.Height), Planes: 1, BitCount: 32, Compression: biRGB}
	header.Size = uint32(unsafe.Sizeof(header))
	for i := range g.mem {
		if g.mem[i], _, err = procCreateCompatibleDC.Call(g.screen); g.mem[i] == 0 {
			return fmt.Errorf("capture: a memory device context: %w", err)
		}
		var bits unsafe.Pointer
		if g.bitmap[i], _, err = procCreateDIBSection.Call(g.mem[i], uintptr(unsafe.Pointer(&header)), dibRGBColors,
			uintptr(unsafe.Pointer(&bits)), 0, 0); g.bitmap[i] == 0 || bits == nil {
			return fmt.Errorf("capture: a %dx%d bitmap: %w", s.d.Width, s.d.Height, err)
		}
		g.old[i], _, _ = procSelectObject.Call(g.mem[i], g.bitmap[i])
		s.pix[i] = unsafe.Slice((*byte)(bits), s.d.Width*s.d.Height*4)
	}
	return nil
}

func (g *gdi) free() {
	for i := range g.mem {
		if g.bitmap[i] != 0 {
			procSelectObject.Call(g.mem[i], g.old[i])
			procDeleteObject.Call(g.bitmap[i])
		}
		if g.mem[i] != 0 {
			procDeleteDC.Call(g.mem[i])
		}
	}
	if g.screen != 0 {
		procReleaseDC.Call(0, g.screen)
	}
}

// Grab gives the picture copied since the last Grab (the first one waits
// for its copy), and starts copying the next into the other buffer.
func (s *gdiScreen) Grab() (Frame, error) {
	if !s.busy {
		s.fill <- s.cur
	}
	got := <-s.done
	filled := s.cur
	s.cur = 1 - filled
	s.fill <- s.cur
	s.busy = true
	if got.err != nil {
		return Frame{}, got.err
	}
	return Frame{Pix: s.pix[filled], Stride: s.d.Width * 4, Width: s.d.Width, Height: s.d.Height, At: got.at}, nil
}

func (s *gdiScreen) Close() error {
	if s.fill == nil {
		return nil
	}
	if s.busy {
		<-s.done
	}
	close(s.fill)
	<-s.exit
	s.fill, s.pix = nil, [2][]byte{}
	return nil
}
