package media

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// box is one ISO BMFF box: where it starts, its whole size, its type.
type box struct {
	off, size int64
	typ       string
	hdr       int64 // header length: 8, or 16 with a 64-bit size
}

var errBadBox = errors.New("media: malformed box")

// topBoxes lists the top-level boxes of a file of length n; a file of more
// than maxBoxes (real ones have a handful) is refused as malformed.
func topBoxes(r io.ReaderAt, n int64) ([]box, error) {
	var out []box
	for off := int64(0); off < n; {
		if len(out) == maxBoxes {
			return nil, errBadBox
		}
		b, err := readBox(r, off, n)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
		off += b.size
	}
	return out, nil
}

func readBox(r io.ReaderAt, off, end int64) (box, error) {
	var h [16]byte
	if end-off < 8 {
		return box{}, errBadBox
	}
	if _, err := r.ReadAt(h[:8], off); err != nil {
		return box{}, fmt.Errorf("%w: %v", errBadBox, err)
	}
	b := box{off: off, size: int64(binary.BigEndian.Uint32(h[:4])), typ: string(h[4:8]), hdr: 8}
	switch b.size {
	case 0:
		b.size = end - off
	case 1:
		if end-off < 16 {
			return box{}, errBadBox
		}
		if _, err := r.ReadAt(h[8:16], off+8); err != nil {
			return box{}, fmt.Errorf("%w: %v", errBadBox, err)
		}
		b.size, b.hdr = int64(binary.BigEndian.Uint64(h[8:16])), 16
	}
	if b.size < b.hdr || b.size > end-off {
		return box{}, errBadBox
	}
	return b, nil
}

// childBoxes lists the boxes inside buf[start:end].
func childBoxes(buf []byte, start, end int) ([]box, error) {
	var out []box
	for off := start; off < end; {
		if end-off < 8 {
			return nil, errBadBox
		}
		size := int(binary.BigEndian.Uint32(buf[off:]))
		if size < 8 || off+size > end {
			return nil, errBadBox // 64-bit and to-the-end sizes do not occur inside moov
		}
		out = append(out, box{off: int64(off), size: int64(size), typ: string(buf[off+4 : off+8]), hdr: 8})
		off += size
	}
	return out, nil
}

// Containers inside moov that can hold chunk offset tables.
var offsetPath = map[string]bool{"moov": true, "trak": true, "mdia": true, "minf": true, "stbl": true}

// shiftChunkOffsets adds delta to every chunk offset (stco, co64) in moov,
// in place. It fails when a 32-bit offset would overflow.
func shiftChunkOffsets(moov []byte, delta int64) error {
	var walk func(start, end int) error
	walk = func(start, end int) error {
		kids, err := childBoxes(moov, start, end)
		if err != nil {
			return err
		}
		for _, k := range kids {
			o, e := int(k.off), int(k.off+k.size)
			switch {
			case offsetPath[k.typ]:
				if err := walk(o+8, e); err != nil {
					return err
				}
			case k.typ == "stco" || k.typ == "co64":
				if err := shiftTable(moov[o+8:e], k.typ == "co64", delta); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk(8, len(moov))
}

func shiftTable(body []byte, wide bool, delta int64) error {
	if len(body) < 8 {
		return errBadBox
	}
	n := int(binary.BigEndian.Uint32(body[4:8]))
	width := 4
	if wide {
		width = 8
	}
	if 8+n*width > len(body) {
		return errBadBox
	}
	for i := 0; i < n; i++ {
		p := body[8+i*width:]
		if wide {
			binary.BigEndian.PutUint64(p, uint64(int64(binary.BigEndian.Uint64(p))+delta))
			continue
		}
		v := int64(binary.BigEndian.Uint32(p)) + delta
		if v > 0xffffffff {
			return errors.New("media: chunk offset overflows 32 bits")
		}
		binary.BigEndian.PutUint32(p, uint32(v))
	}
	return nil
}

// blankMetadata turns moov-level udta and meta boxes (GPS, device names)
// into free boxes of the same size, as ffmpeg's -map_metadata -1 drops them.
func blankMetadata(moov []byte) error {
	kids, err := childBoxes(moov, 8, len(moov))
	if err != nil {
		return err
	}
	for _, k := range kids {
		if k.typ == "udta" || k.typ == "meta" {
			copy(moov[k.off+4:], "free")
		}
	}
	return nil
}

// countTracks counts the trak boxes in moov.
func countTracks(moov []byte) (int, error) {
	kids, err := childBoxes(moov, 8, len(moov))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, k := range kids {
		if k.typ == "trak" {
			n++
		}
	}
	return n, nil
}
