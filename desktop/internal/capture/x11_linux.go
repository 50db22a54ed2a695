package capture

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/randr"
	"github.com/jezek/xgb/shm"
	"github.com/jezek/xgb/xproto"
	"golang.org/x/sys/unix"
)

// Displays lists the monitors of the X display in $DISPLAY (RandR), or the
// whole screen when RandR cannot tell.
func Displays() ([]Display, error) {
	conn, err := xgb.NewConn()
	if err != nil {
		return nil, fmt.Errorf("capture: connect to X (%s): %w", os.Getenv("DISPLAY"), err)
	}
	defer conn.Close()
	screen := xproto.Setup(conn).DefaultScreen(conn)
	whole := Display{ID: "screen", Name: "Screen", Primary: true,
		Width: int(screen.WidthInPixels), Height: int(screen.HeightInPixels)}
	if randr.Init(conn) != nil {
		return []Display{whole}, nil
	}
	reply, err := randr.GetMonitors(conn, screen.Root, true).Reply()
	if err != nil || len(reply.Monitors) == 0 {
		return []Display{whole}, nil
	}
	out := make([]Display, 0, len(reply.Monitors))
	for i, m := range reply.Monitors {
		name := "Display " + strconv.Itoa(i+1)
		if atom, err := xproto.GetAtomName(conn, m.Name).Reply(); err == nil && atom.Name != "" {
			name = atom.Name
		}
		out = append(out, Display{ID: "monitor-" + strconv.Itoa(i), Name: name, Primary: m.Primary,
			X: int(m.X), Y: int(m.Y), Width: int(m.Width), Height: int(m.Height)})
	}
	return out, nil
}

// x11Screen grabs a rectangle of the root window into shared memory.
type x11Screen struct {
	conn   *xgb.Conn
	root   xproto.Window
	d      Display
	seg    shm.Seg
	shmID  int
	buf    []byte
	stride int
}

// Open starts grabbing display d (from Displays).
func Open(d Display) (Screen, error) {
	if d.Width <= 0 || d.Height <= 0 || d.Width > 16384 || d.Height > 16384 {
		return nil, fmt.Errorf("capture: display %q has no usable size %dx%d", d.ID, d.Width, d.Height)
	}
	conn, err := xgb.NewConn()
	if err != nil {
		return nil, fmt.Errorf("capture: connect to X (%s): %w", os.Getenv("DISPLAY"), err)
	}
	s := &x11Screen{conn: conn, root: xproto.Setup(conn).DefaultScreen(conn).Root, d: d, stride: d.Width * 4, shmID: -1}
	if err := s.attach(); err != nil {
		conn.Close()
		return nil, err
	}
	return s, nil
}

// attach makes a shared memory segment the X server writes pictures into.
func (s *x11Screen) attach() error {
	if err := shm.Init(s.conn); err != nil {
		return fmt.Errorf("capture: the X server has no MIT-SHM: %w", err)
	}
	id, err := unix.SysvShmGet(unix.IPC_PRIVATE, s.stride*s.d.Height, unix.IPC_CREAT|0o600)
	if err != nil {
		return fmt.Errorf("capture: shared memory: %w", err)
	}
	buf, err := unix.SysvShmAttach(id, 0, 0)
	if err != nil {
		unix.SysvShmCtl(id, unix.IPC_RMID, nil)
		return fmt.Errorf("capture: shared memory: %w", err)
	}
	seg, err := shm.NewSegId(s.conn)
	if err == nil {
		err = shm.AttachChecked(s.conn, seg, uint32(id), false).Check()
	}
	// Marked for removal now: it goes away with the last detach, even after a crash.
	unix.SysvShmCtl(id, unix.IPC_RMID, nil)
	if err != nil {
		unix.SysvShmDetach(buf)
		return fmt.Errorf("capture: share memory with the X server: %w", err)
	}
	s.seg, s.shmID, s.buf = seg, id, buf
	return nil
}

func (s *x11Screen) Grab() (Frame, error) {
	reply, err := shm.GetImage(s.conn, xproto.Drawable(s.root), int16(s.d.X), int16(s.d.Y),
		uint16(s.d.Width), uint16(s.d.Height), 0xffffffff, xproto.ImageFormatZPixmap, s.seg, 0).Reply()
	at := time.Now()
	if err != nil {
		return Frame{}, fmt.Errorf("capture: grab: %w", err)
	}
	if reply.Depth != 24 && reply.Depth != 32 {
		return Frame{}, fmt.Errorf("capture: the display has depth %d; only 24 and 32 bits are supported", reply.Depth)
	}
	return Frame{Pix: s.buf, Stride: s.stride, Width: s.d.Width, Height: s.d.Height, At: at}, nil
}

func (s *x11Screen) Close() error {
	var errs []error
	if s.buf != nil {
		shm.Detach(s.conn, s.seg)
		errs = append(errs, unix.SysvShmDetach(s.buf))
		s.buf = nil
	}
	s.conn.Close()
	return errors.Join(errs...)
}
