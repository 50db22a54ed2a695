package media

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
)

// A fragmented MP4 (what recorders write while they record) is ftyp, an
// index without samples (moov), then fragments: a moof describing samples
// and the mdat holding them. Any prefix that ends after an mdat plays, which
// is what lets a recording be served the moment its last fragment lands and
// be repaired when it was cut off.

// fragmentLayout is where a fragmented file's complete part ends.
type fragmentLayout struct {
	fragments int   // complete moof+mdat pairs
	complete  int64 // length of the prefix that plays: up to the last whole fragment
	size      int64
}

var errNotFragmented = errors.New("media: not a fragmented MP4")

// readFragmentLayout walks the top-level boxes of a fragmented MP4 without
// keeping them, so hours of one-second fragments cost nothing; it stops at
// the first box that runs past the end of the file.
func readFragmentLayout(path string) (fragmentLayout, error) {
	f, err := os.Open(path)
	if err != nil {
		return fragmentLayout{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fragmentLayout{}, err
	}
	return fragmentLayoutOf(f, st.Size())
}

// fragmentLayoutOf is readFragmentLayout on the first size bytes of r.
func fragmentLayoutOf(r io.ReaderAt, size int64) (fragmentLayout, error) {
	l := fragmentLayout{size: size}
	seenFtyp, seenMoov, inFragment := false, false, false
	for off, n := int64(0), 0; off < l.size; n++ {
		if n == maxTopBoxes {
			return fragmentLayout{}, errNotFragmented
		}
		b, err := readBox(r, off, l.size)
		if err != nil {
			break // cut off here
		}
		switch {
		case b.typ == "ftyp" && off == 0:
			seenFtyp = true
		case b.typ == "moov" && seenFtyp && !seenMoov:
			seenMoov = true
			l.complete = b.off + b.size
		case b.typ == "moof" && seenMoov:
			inFragment = true
		case b.typ == "mdat" && inFragment:
			inFragment = false
			l.fragments++
			l.complete = b.off + b.size
		case b.typ == "free" || b.typ == "skip" || b.typ == "mfra" || b.typ == "sidx" || b.typ == "styp":
			if seenMoov && !inFragment {
				l.complete = b.off + b.size // whole boxes between or after fragments
			}
		default:
			if !seenMoov {
				return fragmentLayout{}, errNotFragmented
			}
		}
		off += b.size
	}
	if !seenMoov || l.fragments == 0 {
		return fragmentLayout{}, errNotFragmented
	}
	return l, nil
}

// isFragmented reports whether path is a fragmented MP4 with at least one
// whole fragment.
func isFragmented(path string) bool {
	_, err := readFragmentLayout(path)
	return err == nil
}

// repairFragments cuts a fragmented MP4 that ends inside a fragment (a
// recorder killed mid-write, an upload that lost its last bytes) back to its
// last whole fragment. Other files are left alone.
func repairFragments(path string) (cut int64, err error) {
	l, err := readFragmentLayout(path)
	if err != nil || l.complete == l.size {
		return 0, nil
	}
	if err := os.Truncate(path, l.complete); err != nil {
		return 0, fmt.Errorf("media: repair %s: %w", path, err)
	}
	return l.size - l.complete, nil
}

// CheckStreamable says whether a finished recording can be played as it is,
// and what it holds: a whole fragmented MP4 (every fragment complete) with
// one H.264 picture browsers decode and at most one AAC or Opus sound. It
// reads only box headers and indexes, so it takes about a millisecond
// whatever the recording's length. Anything else returns an error, and the
// recording goes through Process instead.
func (t *Toolbox) CheckStreamable(_ context.Context, path string) (res Result, err error) {
	defer func() {
		// A box this parser did not expect must not fail the request: the
		// recording then goes through Process like any other file.
		if r := recover(); r != nil {
			res, err = Result{}, fmt.Errorf("%w: %v", errUnexpected, r)
		}
	}()
	l, err := readFragmentLayout(path)
	if err != nil {
		return Result{}, err
	}
	if l.complete != l.size {
		return Result{}, fmt.Errorf("media: %d bytes after the last whole fragment", l.size-l.complete)
	}
	f, err := os.Open(path)
	if err != nil {
		return Result{}, err
	}
	defer f.Close()
	fi, err := readFragInfo(f, l.size)
	if err != nil {
		return Result{}, err
	}
	return fi.streamable(l.size)
}
