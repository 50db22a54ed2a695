package media

import (
	"bytes"
	"io"
	"os"
)

// Container is an input format we accept, named as FFmpeg's demuxer.
type Container string

// ContainerMOV is ISO BMFF and QuickTime: the spec's mp4, mov, m4a, 3gp and 3g2.
// ContainerWebM is WebM (Matroska), which only recordings may be.
const (
	ContainerMOV  Container = "mov"
	ContainerWebM Container = "matroska"
)

// ebmlMagic starts every Matroska and WebM file.
var ebmlMagic = []byte{0x1a, 0x45, 0xdf, 0xa3}

// Sniff reads the first bytes of a file and names its container, or "" when
// it is none we know (playlists, text...). The file name is never trusted.
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
	if bytes.HasPrefix(head, ebmlMagic) {
		return ContainerWebM
	}
	if len(head) >= 8 {
		for _, t := range isoBoxTypes {
			if bytes.Equal(head[4:8], t) {
				return ContainerMOV
			}
		}
	}
	return ""
}
