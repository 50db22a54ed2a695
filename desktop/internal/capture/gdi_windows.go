package capture

import (
	"fmt"
	"strconv"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// The Windows backend copies the screen with GDI (BitBlt from the screen
// into a DIB section kept for the whole recording), through plain system
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

// gdiScreen copies a rectangle of the screen into a DIB section.
type gdiScreen struct {
	d      Display
	screen uintptr // the screen's device context
	mem    uintptr // a memory device context holding bitmap
	bitmap uintptr
	old    uintptr
	pix    []byte
}

// Open starts grabbing display d (from Displays).
func Open(d Display) (Screen, error) {
	if d.Width <= 0 || d.Height <= 0 || d.Width > 16384 || d.Height > 16384 {
		return nil, fmt.Errorf("capture: display %q has no usable size %dx%d", d.ID, d.Width, d.Height)
	}
	dpiAware()
	s := &gdiScreen{d: d}
	var err error
	if s.screen, _, err = procGetDC.Call(0); s.screen == 0 {
		return nil, fmt.Errorf("capture: the screen's device context: %w", err)
	}
	if s.mem, _, err = procCreateCompatibleDC.Call(s.screen); s.mem == 0 {
		s.Close()
		return nil, fmt.Errorf("capture: a memory device context: %w", err)
	}
	// Top-down (negative height) 32-bit rows: BGRX, Frame's layout, as is.
	header := bitmapInfoHeader{Width: int32(d.Width), Height: -int32(d.Height), Planes: 1, BitCount: 32, Compression: biRGB}
	header.Size = uint32(unsafe.Sizeof(header))
	var bits unsafe.Pointer
	if s.bitmap, _, err = procCreateDIBSection.Call(s.mem, uintptr(unsafe.Pointer(&header)), dibRGBColors,
		uintptr(unsafe.Pointer(&bits)), 0, 0); s.bitmap == 0 || bits == nil {
		s.Close()
		return nil, fmt.Errorf("capture: a %dx%d bitmap: %w", d.Width, d.Height, err)
	}
	s.old, _, _ = procSelectObject.Call(s.mem, s.bitmap)
	s.pix = unsafe.Slice((*byte)(bits), d.Width*d.Height*4)
	return s, nil
}

func (s *gdiScreen) Grab() (Frame, error) {
	ok, _, err := procBitBlt.Call(s.mem, 0, 0, uintptr(s.d.Width), uintptr(s.d.Height),
		s.screen, uintptr(s.d.X), uintptr(s.d.Y), srcCopy|captureBlt)
	at := time.Now()
	if ok == 0 {
		return Frame{}, fmt.Errorf("capture: copy the screen: %w", err)
	}
	procGdiFlush.Call()
	return Frame{Pix: s.pix, Stride: s.d.Width * 4, Width: s.d.Width, Height: s.d.Height, At: at}, nil
}

func (s *gdiScreen) Close() error {
	if s.bitmap != 0 {
		procSelectObject.Call(s.mem, s.old)
		procDeleteObject.Call(s.bitmap)
		s.bitmap, s.pix = 0, nil
	}
	if s.mem != 0 {
		procDeleteDC.Call(s.mem)
		s.mem = 0
	}
	if s.screen != 0 {
		procReleaseDC.Call(0, s.screen)
		s.screen = 0
	}
	return nil
}
