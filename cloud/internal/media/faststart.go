package media

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// errNoFastPath means the file needs FFmpeg to become a faststart MP4.
var errNoFastPath = errors.New("media: no fast path")

// Bounds on what the fast path reads into memory: the index (hours of
// video), the ftyp box, and the number of top-level boxes.
const (
	maxIndex = 64 << 20
	maxFtyp  = 4 << 10
	maxBoxes = 4096
)

// journalFor names the journal of a rewrite of path.
func journalFor(path string) string { return path + ".faststart" }

// finishPendingFaststart completes a rewrite of path that a kill cut short;
// without a journal there is nothing to do.
func finishPendingFaststart(path string) error {
	journal := journalFor(path)
	j, err := readJournal(journal)
	if err != nil {
		return nil // none, or torn before the file changed
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	return j.finish(f, journal)
}

// makeFaststart makes an MP4 whose streams browsers already play faststart
// in place, without reading or writing its media data: when the index
// follows the media, whole filesystem blocks are inserted at the start of the
// file (FALLOC_FL_INSERT_RANGE), ftyp and the index go there with chunk
// offsets moved by the inserted length, a free box covers the rest of the
// inserted range and the old ftyp, and the old index is cut off the end.
// Its cost depends on the size of the index, not of the video.
//
// A journal beside the file, written before the file changes, lets a run
// cut short (kill -9, power loss) be finished by the next attempt. Moov-level
// metadata (GPS, device names) is blanked as the FFmpeg path drops it.
func makeFaststart(path string, tracks int) error {
	if err := finishPendingFaststart(path); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	journal := journalFor(path)
	j, err := planFaststart(f, tracks)
	if err != nil || j == nil {
		return err
	}
	if err := j.write(journal); err != nil {
		return err
	}
	return j.finish(f, journal)
}

// planFaststart works out the rewrite of f. A file whose index already comes
// first only has its metadata blanked, and needs no journal (nil).
func planFaststart(f *os.File, tracks int) (*faststartJournal, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	boxes, err := topBoxes(f, st.Size())
	if err != nil {
		return nil, errNoFastPath
	}
	ftyp, moov, moovFirst, ok := fastLayout(boxes)
	if !ok || moov.size > maxIndex || moov.hdr != 8 {
		return nil, errNoFastPath
	}
	index := make([]byte, moov.size)
	if _, err := f.ReadAt(index, moov.off); err != nil {
		return nil, err
	}
	if n, err := countTracks(index); err != nil || n != tracks {
		return nil, errNoFastPath // data or extra tracks: FFmpeg keeps only what plays
	}
	if err := blankMetadata(index); err != nil {
		return nil, errNoFastPath
	}
	if moovFirst {
		if _, err := f.WriteAt(index, moov.off); err != nil {
			return nil, err
		}
		return nil, f.Sync()
	}
	head := make([]byte, ftyp.size)
	if _, err := f.ReadAt(head, 0); err != nil {
		return nil, err
	}
	var fs unix.Statfs_t
	if err := unix.Fstatfs(int(f.Fd()), &fs); err != nil || fs.Bsize <= 0 {
		return nil, errNoFastPath
	}
	bs := fs.Bsize
	insert := (int64(len(head)+len(index)+8) + bs - 1) / bs * bs
	if err := shiftChunkOffsets(index, insert); err != nil {
		return nil, errNoFastPath
	}
	front := make([]byte, 0, len(head)+len(index)+8)
	front = append(append(front, head...), index...)
	front = binary.BigEndian.AppendUint32(front, uint32(insert-int64(len(index))))
	front = append(front, "free"...)
	return &faststartJournal{origSize: st.Size(), insert: insert, cut: moov.off, front: front}, nil
}

// fastLayout checks the file is ftyp, then media, with one index either
// before all media data or after it (followed by nothing but padding).
func fastLayout(boxes []box) (ftyp, moov box, moovFirst, ok bool) {
	if len(boxes) == 0 || boxes[0].typ != "ftyp" || boxes[0].hdr != 8 || boxes[0].size > maxFtyp {
		return box{}, box{}, false, false
	}
	moovAt, firstMdat, lastMdat := -1, -1, -1
	for i, b := range boxes {
		switch b.typ {
		case "moov":
			if moovAt >= 0 {
				return box{}, box{}, false, false
			}
			moovAt = i
		case "mdat":
			if firstMdat < 0 {
				firstMdat = i
			}
			lastMdat = i
		case "moof", "mfra", "sidx":
			return box{}, box{}, false, false // fragmented: FFmpeg joins the fragments
		}
	}
	if moovAt < 0 || firstMdat < 0 {
		return box{}, box{}, false, false
	}
	if moovAt < firstMdat {
		return boxes[0], boxes[moovAt], true, true
	}
	if moovAt < lastMdat {
		return box{}, box{}, false, false
	}
	for _, b := range boxes[moovAt+1:] {
		if b.typ != "free" && b.typ != "skip" {
			return box{}, box{}, false, false
		}
	}
	return boxes[0], boxes[moovAt], false, true
}

// faststartJournal is what finishing the in-place rewrite needs.
type faststartJournal struct {
	origSize, insert, cut int64
	front                 []byte
}

func (j faststartJournal) write(path string) error {
	var b bytes.Buffer
	b.WriteString("RRFS")
	for _, v := range []int64{j.origSize, j.insert, j.cut, int64(len(j.front))} {
		binary.Write(&b, binary.BigEndian, v)
	}
	b.Write(j.front)
	sum := sha256.Sum256(b.Bytes())
	b.Write(sum[:])
	f, err := os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(b.Bytes()); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readJournal reads a whole journal; a torn one (the run died while writing
// it, before the file changed) is an error, and the rewrite starts afresh.
func readJournal(path string) (faststartJournal, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return faststartJournal{}, err
	}
	if len(b) < 4+32+32 || string(b[:4]) != "RRFS" || sha256.Sum256(b[:len(b)-32]) != [32]byte(b[len(b)-32:]) {
		os.Remove(path)
		return faststartJournal{}, errors.New("media: torn journal")
	}
	r := bytes.NewReader(b[4 : len(b)-32])
	var v [4]int64
	binary.Read(r, binary.BigEndian, &v)
	front := make([]byte, v[3])
	if _, err := io.ReadFull(r, front); err != nil {
		return faststartJournal{}, err
	}
	return faststartJournal{origSize: v[0], insert: v[1], cut: v[2], front: front}, nil
}

// finish takes the file from whatever step a run reached to the end: insert
// the blocks, write the front, cut the old index, then drop the journal.
func (j faststartJournal) finish(f *os.File, journal string) error {
	st, err := f.Stat()
	if err != nil {
		return err
	}
	size := st.Size()
	done := size == j.cut+j.insert && j.frontWritten(f)
	if !done && size == j.origSize {
		err := unix.Fallocate(int(f.Fd()), unix.FALLOC_FL_INSERT_RANGE, 0, j.insert)
		if err != nil {
			os.Remove(journal)
			if errors.Is(err, unix.EOPNOTSUPP) || errors.Is(err, unix.EINVAL) {
				return errNoFastPath // e.g. tmpfs: FFmpeg copies instead
			}
			return fmt.Errorf("media: insert range: %w", err)
		}
		size += j.insert
	}
	if !done && size == j.origSize+j.insert {
		if _, err := f.WriteAt(j.front, 0); err != nil {
			return err
		}
		if err := f.Sync(); err != nil {
			return err
		}
		if err := f.Truncate(j.cut + j.insert); err != nil {
			return err
		}
	} else if !done {
		return fmt.Errorf("media: faststart journal does not match the file (size %d)", size)
	}
	if err := f.Sync(); err != nil {
		return err
	}
	return os.Remove(journal)
}

// frontWritten reports whether the file already starts with the new front.
func (j faststartJournal) frontWritten(f *os.File) bool {
	b := make([]byte, len(j.front))
	_, err := f.ReadAt(b, 0)
	return err == nil && bytes.Equal(b, j.front)
}
