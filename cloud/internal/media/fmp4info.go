package media

import (
	"encoding/binary"
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
	transformed     bool // the display matrix turns or scales the picture
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

func (fi *fragInfo) readMoov(buf []byte) error {
	top, err := childBoxes(buf, 8, len(buf))
	if err != nil {
		return err
	}
	for _, b := range top {
		if b.typ != "trak" {
			continue
		}
		t, err := readTrak(buf, b)
		if err != nil {
			return err
		}
		fi.tracks = append(fi.tracks, t)
	}
	mvex, ok := find(top, "mvex")
	if !ok {
		return errUnexpected
	}
	ks, err := kids(buf, mvex, 0)
	if err != nil {
		return err
	}
	for _, k := range ks {
		p := body(buf, k)
		if k.typ != "trex" || len(p) < 16 {
			continue
		}
		if t := fi.track(binary.BigEndian.Uint32(p[4:])); t != nil {
			t.defaultDuration = binary.BigEndian.Uint32(p[12:])
		}
	}
	return nil
}

func readTrak(buf []byte, trak box) (*fragTrack, error) {
	t := &fragTrack{}
	ks, err := kids(buf, trak, 0)
	if err != nil {
		return nil, err
	}
	tkhd, ok1 := find(ks, "tkhd")
	mdia, ok2 := find(ks, "mdia")
	if !ok1 || !ok2 {
		return nil, errUnexpected
	}
	if err := t.readTkhd(body(buf, tkhd)); err != nil {
		return nil, err
	}
	ms, err := kids(buf, mdia, 0)
	if err != nil {
		return nil, err
	}
	mdhd, ok1 := find(ms, "mdhd")
	hdlr, ok2 := find(ms, "hdlr")
	minf, ok3 := find(ms, "minf")
	if !ok1 || !ok2 || !ok3 {
		return nil, errUnexpected
	}
	p := body(buf, mdhd)
	switch {
	case len(p) >= 16 && p[0] == 0:
		t.timescale = binary.BigEndian.Uint32(p[12:])
	case len(p) >= 24 && p[0] == 1:
		t.timescale = binary.BigEndian.Uint32(p[20:])
	default:
		return nil, errBadBox
	}
	if p = body(buf, hdlr); len(p) < 12 {
		return nil, errBadBox
	}
	t.kind = string(p[8:12])
	return t, t.readSampleEntry(buf, minf)
}

// readTkhd reads the track's ID, display size and whether its matrix turns
// or scales the picture (a turned picture goes through Process).
func (t *fragTrack) readTkhd(p []byte) error {
	var idAt, matrixAt int
	switch {
	case len(p) >= 84 && p[0] == 0:
		idAt, matrixAt = 12, 40 // 32-bit times and duration
	case len(p) >= 96 && p[0] == 1:
		idAt, matrixAt = 20, 52 // 64-bit times and duration
	default:
		return errBadBox
	}
	t.id = binary.BigEndian.Uint32(p[idAt:])
	identity := [9]uint32{0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000}
	for i, want := range identity {
		if binary.BigEndian.Uint32(p[matrixAt+4*i:]) != want {
			t.transformed = true
		}
	}
	t.width = int(binary.BigEndian.Uint32(p[matrixAt+36:]) >> 16)
	t.height = int(binary.BigEndian.Uint32(p[matrixAt+40:]) >> 16)
	return nil
}

func (t *fragTrack) readSampleEntry(buf []byte, minf box) error {
	ms, err := kids(buf, minf, 0)
	if err != nil {
		return err
	}
	stbl, ok := find(ms, "stbl")
	if !ok {
		return errUnexpected
	}
	ss, err := kids(buf, stbl, 0)
	if err != nil {
		return err
	}
	stsd, ok := find(ss, "stsd")
	if !ok {
		return errUnexpected
	}
	entries, err := kids(buf, stsd, 8) // version, flags, entry count
	if err != nil || len(entries) != 1 {
		return errUnexpected
	}
	e := entries[0]
	t.codec = e.typ
	if t.codec != "avc1" && t.codec != "avc3" {
		return nil
	}
	// A visual sample entry has 78 bytes of fields, then its boxes.
	vs, err := kids(buf, e, 78)
	if err != nil {
		return err
	}
	avcC, ok := find(vs, "avcC")
	if !ok {
		return errUnexpected
	}
	if p := body(buf, avcC); len(p) >= 4 {
		t.profile = p[1]
	}
	if t.width == 0 || t.height == 0 {
		p := body(buf, e) // 78 bytes at least: kids checked it
		t.width, t.height = int(binary.BigEndian.Uint16(p[24:])), int(binary.BigEndian.Uint16(p[26:]))
	}
	return nil
}

func (fi *fragInfo) readMoof(buf []byte) error {
	top, err := childBoxes(buf, 8, len(buf))
	if err != nil {
		return err
	}
	for _, traf := range top {
		if traf.typ != "traf" {
			continue
		}
		ks, err := kids(buf, traf, 0)
		if err != nil {
			return err
		}
		tfhd, ok := find(ks, "tfhd")
		if !ok {
			return errBadBox
		}
		p := body(buf, tfhd)
		if len(p) < 8 {
			return errBadBox
		}
		t := fi.track(binary.BigEndian.Uint32(p[4:]))
		if t == nil {
			return errUnexpected
		}
		defDur, err := tfhdDefaultDuration(p, t.defaultDuration)
		if err != nil {
			return err
		}
		if tfdt, ok := find(ks, "tfdt"); ok {
			q := body(buf, tfdt)
			switch {
			case len(q) >= 8 && q[0] == 0:
				t.end = uint64(binary.BigEndian.Uint32(q[4:]))
			case len(q) >= 12 && q[0] == 1:
				t.end = binary.BigEndian.Uint64(q[4:])
			default:
				return errBadBox
			}
		}
		for _, k := range ks {
			if k.typ != "trun" {
				continue
			}
			d, err := trunDuration(body(buf, k), defDur)
			if err != nil {
				return err
			}
			t.end += d
		}
	}
	return nil
}

// tfhdDefaultDuration is a fragment's default sample duration.
func tfhdDefaultDuration(p []byte, fallback uint32) (uint32, error) {
	flags := binary.BigEndian.Uint32(p[0:4]) & 0xffffff
	off := 8
	if flags&0x01 != 0 {
		off += 8
	}
	if flags&0x02 != 0 {
		off += 4
	}
	if flags&0x08 == 0 {
		return fallback, nil
	}
	if len(p) < off+4 {
		return 0, errBadBox
	}
	return binary.BigEndian.Uint32(p[off:]), nil
}

// trunDuration adds up the durations of a run's samples.
func trunDuration(p []byte, defDur uint32) (uint64, error) {
	if len(p) < 8 {
		return 0, errBadBox
	}
	flags := binary.BigEndian.Uint32(p[0:4]) & 0xffffff
	n := uint64(binary.BigEndian.Uint32(p[4:]))
	off := 8
	if flags&0x01 != 0 {
		off += 4
	}
	if flags&0x04 != 0 {
		off += 4
	}
	if len(p) < off {
		return 0, errBadBox
	}
	if flags&0x100 == 0 {
		return n * uint64(defDur), nil
	}
	per := 0
	for _, f := range []uint32{0x100, 0x200, 0x400, 0x800} {
		if flags&f != 0 {
			per += 4
		}
	}
	if uint64(len(p)-off) < n*uint64(per) {
		return 0, errBadBox
	}
	var sum uint64
	for i := uint64(0); i < n; i++ {
		sum += uint64(binary.BigEndian.Uint32(p[off+int(i)*per:]))
	}
	return sum, nil
}

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
