package media

import (
	"bytes"
	"io"
	"os"
)

// Container is an input format we accept, named as FFmpeg's demuxer.
type Container string

const (
	ContainerMOV      Container = "mov" // mp4, mov, m4a, 3gp, 3g2
	ContainerMatroska Container = "matroska"
)

// Sniff reads the first bytes of a file and names its container, or "" when
// it is none we accept. The file name is never trusted.
func Sniff(path string) (Container, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	head := make([]byte, 64)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF {
		return "", err
	}
	return sniffBytes(head[:n]), nil
}

// ISO BMFF files start with a box whose type is one of these.
var isoBoxTypes = [][]byte{
	[]byte("ftyp"), []byte("moov"), []byte("mdat"), []byte("wide"),
	[]byte("free"), []byte("skip"), []byte("pnot"), []byte("styp"),
}

func sniffBytes(head []byte) Container {
	if len(head) >= 8 {
		for _, t := range isoBoxTypes {
			if bytes.Equal(head[4:8], t) {
				return ContainerMOV
			}
		}
	}
	if bytes.HasPrefix(head, []byte{0x1a, 0x45, 0xdf, 0xa3}) {
		return ContainerMatroska
	}
	return ""
}
