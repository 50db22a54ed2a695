package media

import "encoding/binary"

// The init index (moov) of a fragmented MP4: each track's ID, kind, codec,
// clock and picture size, and the default sample duration of mvex/trex.

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
