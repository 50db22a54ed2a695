// Package media inspects and converts uploaded videos with ffprobe and ffmpeg,
// run as subprocesses with a forced input format, local files only and a time
// limit, so a hostile file can neither reach the network nor run forever.
package media

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Errors a user can act on; anything else is an internal failure.
var (
	ErrFormat      = errors.New("media: not an accepted format (mp4, mov, m4a, 3gp, 3g2)")
	ErrUnreadable  = errors.New("media: not a readable video")
	ErrNoVideo     = errors.New("media: the file has no video picture")
	ErrTruncated   = errors.New("media: the file is cut short: its index promises more than it holds")
	ErrTooManyPels = errors.New("media: the picture is larger than 8K")
)

// MaxPixels is the largest picture we decode: 8K UHD. Probing refuses
// larger ones with a clear reason, and FFmpeg's decoders are told the limit
// too (-max_pixels), so a stream that grows its picture part-way cannot get
// past it.
const MaxPixels = 7680 * 4320

var maxPixelsArg = strconv.Itoa(MaxPixels)

// Toolbox runs FFmpeg's programs.
type Toolbox struct {
	FFmpeg       string
	FFprobe      string
	ProbeTimeout time.Duration
	WorkTimeout  time.Duration
	MemoryLimit  int64 // bytes of address space each run may use; 0 for none
}

// NewToolbox uses the named programs (looked up on PATH when not absolute).
func NewToolbox(ffmpeg, ffprobe string) *Toolbox {
	return &Toolbox{FFmpeg: ffmpeg, FFprobe: ffprobe, ProbeTimeout: 30 * time.Second,
		WorkTimeout: 30 * time.Minute, MemoryLimit: 4 << 30}
}

// Check reports whether both programs can be found.
func (t *Toolbox) Check() error {
	for _, p := range []string{t.FFmpeg, t.FFprobe, "prlimit"} {
		if _, err := exec.LookPath(p); err != nil {
			return fmt.Errorf("media: %s not found (install ffmpeg): %w", p, err)
		}
	}
	return nil
}

func (t *Toolbox) run(ctx context.Context, prog string, args ...string) ([]byte, error) {
	timeout := t.WorkTimeout
	if prog == t.FFprobe {
		timeout = t.ProbeTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, prog, args...)
	if t.MemoryLimit > 0 {
		// prlimit (util-linux) caps the address space, so a file that makes a
		// decoder allocate without bound fails instead of exhausting the machine.
		limit := "--as=" + strconv.FormatInt(t.MemoryLimit, 10)
		cmd = exec.CommandContext(ctx, "prlimit", append([]string{limit, "--", prog}, args...)...)
	}
	// If the service dies, its FFmpeg runs die with it rather than racing the
	// runs of the restarted service.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	stdout := &capped{max: 16 << 20}
	stderr := &capped{max: 4 << 10, keepTail: true}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if len(msg) > 500 {
			msg = msg[len(msg)-500:]
		}
		if stdout.over {
			return nil, fmt.Errorf("media: %s wrote more than %d bytes", prog, stdout.max)
		}
		if ctx.Err() == context.DeadlineExceeded {
			return nil, fmt.Errorf("media: %s timed out after %s", prog, timeout)
		}
		return nil, fmt.Errorf("media: %s: %w: %s", prog, err, msg)
	}
	if stdout.over {
		return nil, fmt.Errorf("media: %s wrote more than %d bytes", prog, stdout.max)
	}
	return stdout.buf.Bytes(), nil
}

// capped keeps at most max bytes of a program's output: the first ones, or
// with keepTail the last ones (where FFmpeg says what went wrong).
type capped struct {
	buf      bytes.Buffer
	max      int
	keepTail bool
	over     bool
}

func (c *capped) Write(p []byte) (int, error) {
	n := len(p)
	if c.buf.Len()+len(p) > c.max {
		c.over = true
		if !c.keepTail {
			p = p[:max(0, c.max-c.buf.Len())]
		} else {
			keep := append(c.buf.Bytes(), p...)
			keep = keep[max(0, len(keep)-c.max):]
			c.buf.Reset()
			p = keep
		}
	}
	c.buf.Write(p)
	return n, nil
}

func (c *capped) String() string { return c.buf.String() }
