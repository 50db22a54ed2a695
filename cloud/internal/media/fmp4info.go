package media

import (
	"errors"
	"io"
	"math"
)

// Reading what a fragmented MP4 holds straight from its boxes takes
// microseconds, where ffprobe takes a tenth of a second: that is the
// difference between a link that plays at once and one that plays a moment
// later. Only what a recording needs to be served as it is gets read; a file
// with anything unexpected is left to Process.

// Bounds on the work a file can ask for: what is read into memory, how
// many boxes are walked (a day of one-second fragments is under 200000),
// and the longest recording believed.
const (
	maxInitIndex    = 1 << 20  // moov of a fragmented file: one sample entry per track
	maxFragIndex    = 16 << 20 // one moof
	maxFragIndexAll = 64 << 20 // all moofs together
	maxTopBoxes     = 200000
	maxRecordingMs  = 48 * 3600 * 1000
)

var errUnexpected = errors.New("media: not a recording we can serve as it is")

// fragTrack is one track of a fragmented MP4.
type fragTrack struct {
	id              uint32
	kind            string // "vide" or "soun"
	codec           string // sample entry type: avc1, avc3, Opus, mp4a
	profile         byte   // H.264 profile_idc
	timescale       uint32
	width, height   int
	transformed     bool   // the display matrix turns or scales the picture
	defaultDuration uint32 // from trex
	end             uint64 // end of the last sample seen, in timescale units
}

// fragInfo is what the boxes of a fragmented MP4 say.
type fragInfo struct {
	tracks []*fragTrack
}

func (fi *fragInfo) track(id uint32) *fragTrack {
	for _, t := range fi.tracks {
		if t.id == id {
			return t
		}
	}
	return nil
}

// readFragInfo reads the init index and every moof of a fragmented MP4.
func readFragInfo(r io.ReaderAt, size int64) (*fragInfo, error) {
	fi := &fragInfo{}
	var indexBytes int64
	for off, n := int64(0), 0; off < size; n++ {
		if n == maxTopBoxes {
			return nil, errUnexpected
		}
		b, err := readBox(r, off, size)
		if err != nil {
			return nil, err
		}
		switch b.typ {
		case "moov":
			if b.size > maxInitIndex {
				return nil, errUnexpected
			}
			buf, err := readWhole(r, b)
			if err != nil {
				return nil, err
			}
			if err := fi.readMoov(buf); err != nil {
				return nil, err
			}
		case "moof":
			indexBytes += b.size
			if b.size > maxFragIndex || indexBytes > maxFragIndexAll || fi.tracks == nil {
				return nil, errUnexpected
			}
			buf, err := readWhole(r, b)
			if err != nil {
				return nil, err
			}
			if err := fi.readMoof(buf); err != nil {
				return nil, err
			}
		}
		off += b.size
	}
	return fi, nil
}

func readWhole(r io.ReaderAt, b box) ([]byte, error) {
	if b.hdr != 8 {
		return nil, errUnexpected
	}
	buf := make([]byte, b.size)
	if _, err := r.ReadAt(buf, b.off); err != nil {
		return nil, err
	}
	return buf, nil
}

// kids lists the child boxes of the box at buf[b.off:], after skip bytes of
// its own fields.
func kids(buf []byte, b box, skip int) ([]box, error) {
	start := int(b.off) + 8 + skip
	if start > int(b.off+b.size) {
		return nil, errBadBox
	}
	return childBoxes(buf, start, int(b.off+b.size))
}

func find(bs []box, typ string) (box, bool) {
	for _, b := range bs {
		if b.typ == typ {
			return b, true
		}
	}
	return box{}, false
}

// body is a box's payload.
func body(buf []byte, b box) []byte { return buf[b.off+8 : b.off+b.size] }

// streamable checks the tracks are one H.264 picture browsers decode (8-bit
// 4:2:0: Baseline, Main or High) and at most one sound they play, and says
// what the file holds.
func (fi *fragInfo) streamable(size int64) (Result, error) {
	var video, audio *fragTrack
	for _, t := range fi.tracks {
		switch {
		case t.kind == "vide" && video == nil && (t.codec == "avc1" || t.codec == "avc3"):
			video = t
		case t.kind == "soun" && audio == nil && (t.codec == "Opus" || t.codec == "mp4a"):
			audio = t
		default:
			return Result{}, errUnexpected
		}
	}
	if video == nil || video.transformed || (video.profile != 66 && video.profile != 77 && video.profile != 100) {
		return Result{}, errUnexpected
	}
	if video.width <= 0 || video.height <= 0 || video.width*video.height > MaxPixels {
		return Result{}, ErrUnreadable
	}
	var end float64
	for _, t := range fi.tracks {
		if t.timescale == 0 {
			return Result{}, errBadBox
		}
		end = math.Max(end, float64(t.end)/float64(t.timescale))
	}
	ms := int64(math.Round(end * 1000))
	if ms <= 0 || ms > maxRecordingMs {
		return Result{}, ErrUnreadable
	}
	return Result{DurationMs: ms, Width: video.width, Height: video.height, SizeBytes: size}, nil
}
