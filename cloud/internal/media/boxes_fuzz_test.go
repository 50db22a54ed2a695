package media

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// Fuzz targets for the box parser. Uploads are hostile input: whatever the
// bytes, the parser must not panic or read out of range, and what it reports
// must agree with the bytes it was given. Seeds are in
// testdata/fuzz/<FuzzName>/; `go test` runs them, `go test -fuzz` explores.

// The top-level boxes tile the file exactly, and the faststart layout check
// only picks boxes that are there.
func FuzzTopBoxes(f *testing.F) {
	f.Add(indexLast())
	f.Add(fragmentedRecording(1))
	f.Fuzz(func(t *testing.T, data []byte) {
		boxes, err := topBoxes(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return
		}
		if len(boxes) > maxBoxes {
			t.Fatalf("%d boxes, more than %d", len(boxes), maxBoxes)
		}
		var off int64
		for _, b := range boxes {
			if b.off != off || b.size < b.hdr || (b.hdr != 8 && b.hdr != 16) || b.typ != string(data[off+4:off+8]) {
				t.Fatalf("box %+v at %d", b, off)
			}
			if size := binary.BigEndian.Uint32(data[off:]); (size == 1) != (b.hdr == 16) || (size > 1 && int64(size) != b.size) {
				t.Fatalf("box %+v from size field %d", b, size)
			}
			off += b.size
		}
		if off != int64(len(data)) {
			t.Fatalf("boxes cover %d of %d bytes", off, len(data))
		}
		ftyp, moov, _, ok := fastLayout(boxes)
		if ok && (ftyp != boxes[0] || ftyp.typ != "ftyp" || moov.typ != "moov" || moov.off+moov.size > int64(len(data))) {
			t.Fatalf("fast layout ftyp %+v moov %+v", ftyp, moov)
		}
	})
}

// The edits the faststart rewrite makes to an index keep its length and its
// boxes; shifting chunk offsets there and back restores them.
func FuzzIndexEdits(f *testing.F) {
	seed := indexLast()
	boxes, _ := topBoxes(bytes.NewReader(seed), int64(len(seed)))
	for _, b := range boxes {
		if b.typ == "moov" {
			f.Add(seed[b.off+8:b.off+b.size], int64(4096))
		}
	}
	f.Fuzz(func(t *testing.T, inner []byte, delta int64) {
		moov := bx("moov", inner)
		tracks, err := countTracks(moov)
		if err != nil {
			return // blankMetadata walks the same boxes
		}
		blanked := bytes.Clone(moov)
		if err := blankMetadata(blanked); err != nil {
			t.Fatalf("counted %d tracks, then: %v", tracks, err)
		}
		if len(blanked) != len(moov) {
			t.Fatal("blanking changed the length")
		}
		again := bytes.Clone(blanked)
		if blankMetadata(again); !bytes.Equal(again, blanked) {
			t.Fatal("blanking twice differs from once")
		}
		if n, err := countTracks(blanked); err != nil || n != tracks {
			t.Fatalf("%d tracks before blanking, %d (%v) after", tracks, n, err)
		}
		if delta <= 0 || delta > 1<<40 {
			delta = 4096 // the rewrite only ever inserts a few blocks
		}
		shifted := bytes.Clone(moov)
		if shiftChunkOffsets(shifted, delta) != nil {
			return
		}
		if len(shifted) != len(moov) {
			t.Fatal("shifting changed the length")
		}
		if err := shiftChunkOffsets(shifted, -delta); err != nil || !bytes.Equal(shifted, moov) {
			t.Fatalf("shifting by %d and back: %v, restored %v", delta, err, bytes.Equal(shifted, moov))
		}
	})
}
