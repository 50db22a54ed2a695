package media

import "encoding/binary"

// The fragment indexes (moof): where each track's samples start (tfdt) and
// how long they last (trun, with tfhd and trex defaults).

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
			if t.end+d < t.end {
				return errBadBox // a start time near 2^64 would wrap to a short recording
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
