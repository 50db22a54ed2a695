package media

import (
	"bytes"
	"testing"
)

// A fragmented file's complete part is a whole number of boxes inside the
// file, and is itself complete: repairing a repaired file changes nothing.
func FuzzFragmentLayout(f *testing.F) {
	rec := fragmentedRecording(2)
	f.Add(rec)
	f.Add(rec[:len(rec)-10]) // cut off inside the last mdat
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := fragmentLayoutOf(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return
		}
		if l.size != int64(len(data)) || l.fragments < 1 || l.complete <= 0 || l.complete > l.size {
			t.Fatalf("layout %+v of %d bytes", l, len(data))
		}
		if int64(l.fragments)*16 > l.complete {
			t.Fatalf("%d fragments in %d bytes", l.fragments, l.complete)
		}
		cut := data[:l.complete]
		again, err := fragmentLayoutOf(bytes.NewReader(cut), l.complete)
		if err != nil || again.complete != l.complete || again.fragments != l.fragments {
			t.Fatalf("layout %+v; of its complete part %+v, %v", l, again, err)
		}
	})
}

// What the boxes of a recording say stays within what a recording can be,
// and reading them does not panic (CheckStreamable recovers from a panic, so
// the fuzz target calls the parts it is made of).
func FuzzFragInfo(f *testing.F) {
	f.Add(fragmentedRecording(1))
	f.Add(fragmentedRecording(3))
	f.Fuzz(func(t *testing.T, data []byte) {
		size := int64(len(data))
		fi, err := readFragInfo(bytes.NewReader(data), size)
		if err != nil {
			return
		}
		res, err := fi.streamable(size)
		if err != nil {
			return
		}
		if res.SizeBytes != size || res.DurationMs <= 0 || res.DurationMs > maxRecordingMs ||
			res.Width <= 0 || res.Height <= 0 || res.Width*res.Height > MaxPixels {
			t.Fatalf("%+v from %d bytes", res, size)
		}
		if n := len(fi.tracks); n < 1 || n > 2 {
			t.Fatalf("served with %d tracks", n)
		}
	})
}

// The seed is what it claims to be: served as it is, three seconds long.
func TestFragmentedSeedIsStreamable(t *testing.T) {
	rec := fragmentedRecording(3)
	l, err := fragmentLayoutOf(bytes.NewReader(rec), int64(len(rec)))
	if err != nil || l.fragments != 3 || l.complete != int64(len(rec)) {
		t.Fatalf("layout %+v, %v", l, err)
	}
	fi, err := readFragInfo(bytes.NewReader(rec), int64(len(rec)))
	if err != nil {
		t.Fatal(err)
	}
	res, err := fi.streamable(int64(len(rec)))
	if err != nil || res.DurationMs != 3000 || res.Width != 320 || res.Height != 240 {
		t.Fatalf("%+v, %v", res, err)
	}
}

// A fragment whose start time is so late that its end does not fit in 64 bits
// is refused, not wrapped round to a recording a few seconds long.
func TestFragInfoRefusesAWrappedEnd(t *testing.T) {
	rec := fragmentedRecording(1)
	late := bytes.Clone(rec)
	at := bytes.Index(late, []byte("tfdt")) + 8
	copy(late[at:], u64(^uint64(0)-1000)) // 90000 ticks of samples follow
	fi, err := readFragInfo(bytes.NewReader(late), int64(len(late)))
	if err == nil {
		res, serr := fi.streamable(int64(len(late)))
		t.Fatalf("read as %+v, %v", res, serr)
	}
}
