package media

import (
	"os"
	"path/filepath"
	"testing"
)

// The container of a file is decided by its first bytes alone: reading a
// file gives what its bytes give, more bytes never change a verdict once
// made, and a verdict names what the bytes start with.
func FuzzSniff(f *testing.F) {
	f.Add(fragmentedRecording(1))
	f.Add([]byte{0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01})
	f.Add([]byte("#EXTM3U\n#EXT-X-VERSION:3\n"))
	// One file per fuzzing process, rewritten for each input (inputs run one
	// at a time in a process): a folder per input would cost more than the sniff.
	path := filepath.Join(f.TempDir(), "upload")
	f.Fuzz(func(t *testing.T, data []byte) {
		got := sniffBytes(data)
		switch got {
		case ContainerWebM:
			if len(data) < 4 || string(data[:4]) != string(ebmlMagic) {
				t.Fatalf("webm without the EBML magic: % x", data[:min(len(data), 8)])
			}
		case ContainerMOV:
			if len(data) < 8 {
				t.Fatalf("mov from %d bytes", len(data))
			}
		case "":
		default:
			t.Fatalf("unknown container %q", got)
		}
		for n := 0; n <= len(data) && n <= 64; n++ {
			if p := sniffBytes(data[:n]); p != "" && p != got {
				t.Fatalf("prefix of %d bytes is %q, the whole %q", n, p, got)
			}
		}
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		if c, err := Sniff(path); err != nil || c != got {
			t.Fatalf("Sniff of the file: %q, %v; of its bytes %q", c, err, got)
		}
	})
}
