package media

import (
	"bytes"
	"io"
	"os"
)

// Container is an input format we accept, named as FFmpeg's demuxer.
type Container string

// ContainerMOV is ISO BMFF and QuickTime: the spec's mp4, mov, m4a, 3gp and 3g2.
const ContainerMOV Container = "mov"

// Sniff reads the first bytes of a file and names its container, or "" when
// it is none we accept (WebM, playlists, text...). The file name is never trusted.
func Sniff(path string) (Container, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	head := make([]byte, 64)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return "", err
	}
	return sniffBytes(head[:n]), nil
}

// ISO BMFF files start with a box whose type is one of these.
var isoBoxTypes = [][]byte{
	[]byte("ftyp"), []byte("moov"), []byte("mdat"), []byte("wide"),
	[]byte("free"), []byte("skip"), []byte("pnot"),
}

func sniffBytes(head []byte) Container {
	if len(head) >= 8 {
		for _, t := range isoBoxTypes {
			if bytes.Equal(head[4:8], t) {
				return ContainerMOV
			}
		}
	}
	return ""
}
