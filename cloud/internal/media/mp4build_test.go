package media

import (
	"bytes"
	"encoding/binary"
)

// Tiny MP4 files built box by box, for the fuzz targets' seeds: a few
// hundred bytes that take the parsers down their real paths (a fragmented
// recording that is served as it is, a faststart candidate) without any
// media in the repository.

func u16(v uint16) []byte { return binary.BigEndian.AppendUint16(nil, v) }
func u32(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }
func u64(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }

// bx is a box with a 32-bit size.
func bx(typ string, parts ...[]byte) []byte {
	b := bytes.Join(parts, nil)
	return append(append(u32(uint32(8+len(b))), typ...), b...)
}

// full is a full box's version and flags.
func full(version byte, flags uint32) []byte { return u32(uint32(version)<<24 | flags&0xffffff) }

func zeros(n int) []byte { return make([]byte, n) }

var identityMatrix = bytes.Join([][]byte{u32(0x10000), u32(0), u32(0), u32(0), u32(0x10000), u32(0), u32(0), u32(0), u32(0x40000000)}, nil)

// trak is a track of a fragmented file: its ID, handler, timescale and
// sample entry.
func trak(id uint32, handler string, timescale uint32, w, h uint16, entry []byte) []byte {
	tkhd := bx("tkhd", full(0, 3), u32(0), u32(0), u32(id), u32(0), u32(0), zeros(8), u16(0), u16(0), u16(0), u16(0),
		identityMatrix, u32(uint32(w)<<16), u32(uint32(h)<<16))
	mdhd := bx("mdhd", full(0, 0), u32(0), u32(0), u32(timescale), u32(0), u16(0x55c4), u16(0))
	hdlr := bx("hdlr", full(0, 0), u32(0), []byte(handler), zeros(12), []byte{0})
	stbl := bx("stbl", bx("stsd", full(0, 0), u32(1), entry), bx("stts", full(0, 0), u32(0)),
		bx("stsc", full(0, 0), u32(0)), bx("stsz", full(0, 0), u32(0), u32(0)), bx("stco", full(0, 0), u32(0)))
	return bx("trak", tkhd, bx("mdia", mdhd, hdlr, bx("minf", stbl)))
}

// avc1 is an H.264 sample entry of the given profile.
func avc1(profile byte, w, h uint16) []byte {
	fields := bytes.Join([][]byte{zeros(6), u16(1), zeros(16), u16(w), u16(h), u32(0x480000), u32(0x480000),
		u32(0), u16(1), zeros(32), u16(0x18), u16(0xffff)}, nil)
	return bx("avc1", fields, bx("avcC", []byte{1, profile, 0, 30, 0xff, 0xe0, 0}))
}

func opus() []byte {
	return bx("Opus", zeros(6), u16(1), zeros(8), u16(2), u16(16), zeros(4), u32(48000<<16),
		bx("dOps", []byte{0, 2, 0x01, 0x38}, u32(48000), u16(0), []byte{0}))
}

// fragment is a moof and its mdat: per track, n samples of dur each, from
// start (tfdt).
func fragment(seq uint32, start uint64, n, dur uint32, tracks ...uint32) []byte {
	var trafs [][]byte
	for _, id := range tracks {
		samples := bytes.Repeat(append(u32(dur), u32(4)...), int(n))
		trafs = append(trafs, bx("traf",
			bx("tfhd", full(0, 0x020000), u32(id)),
			bx("tfdt", full(1, 0), u64(start)),
			bx("trun", full(0, 0x000301), u32(n), u32(0), samples)))
	}
	moof := bx("moof", append([][]byte{bx("mfhd", full(0, 0), u32(seq))}, trafs...)...)
	return append(moof, bx("mdat", zeros(int(4*n)*len(tracks)))...)
}

// fragmentedRecording is what a browser's recorder writes: ftyp, an index
// without samples, then one-second fragments of H.264 and Opus.
func fragmentedRecording(seconds int) []byte {
	moov := bx("moov",
		bx("mvhd", full(0, 0), u32(0), u32(0), u32(1000), u32(0), u32(0x10000), u16(0x100), zeros(10), identityMatrix, zeros(24), u32(3)),
		trak(1, "vide", 90000, 320, 240, avc1(66, 320, 240)),
		trak(2, "soun", 48000, 0, 0, opus()),
		bx("mvex", bx("trex", full(0, 0), u32(1), u32(1), u32(3000), u32(0), u32(0)),
			bx("trex", full(0, 0), u32(2), u32(1), u32(960), u32(0), u32(0))))
	out := append(bx("ftyp", []byte("isom"), u32(0x200), []byte("isomiso6mp41")), moov...)
	for i := 0; i < seconds; i++ {
		out = append(out, fragment(uint32(i+1), uint64(i)*90000, 30, 3000, 1)...)
	}
	return out
}

// indexLast is a plain MP4 with its index after the media and metadata in
// udta, the layout the faststart rewrite moves.
func indexLast() []byte {
	ftyp := bx("ftyp", []byte("isom"), u32(0x200), []byte("isomavc1"))
	mdat := bx("mdat", bytes.Repeat([]byte{0xab}, 64))
	stbl := bx("stbl", bx("stco", full(0, 0), u32(2), u32(uint32(len(ftyp)+8)), u32(uint32(len(ftyp)+40))),
		bx("co64", full(0, 0), u32(1), u64(uint64(len(ftyp)+8))))
	moov := bx("moov", bx("trak", bx("mdia", bx("minf", stbl))), bx("udta", bx("\xa9xyz", []byte("+48.85+002.35/"))))
	return bytes.Join([][]byte{ftyp, mdat, moov, bx("free", zeros(4))}, nil)
}
