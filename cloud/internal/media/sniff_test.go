package media

import "testing"

func TestSniffBytes(t *testing.T) {
	cases := []struct {
		name string
		head []byte
		want Container
	}{
		{"mp4 ftyp", []byte("\x00\x00\x00\x18ftypisom"), ContainerMOV},
		{"quicktime without ftyp", []byte("\x00\x00\x00\x08wide\x00\x00"), ContainerMOV},
		{"moov first", []byte("\x00\x00\x01\x00moov"), ContainerMOV},
		{"webm (recordings only; Process refuses it)", []byte{0x1a, 0x45, 0xdf, 0xa3, 0x01}, ContainerWebM},
		{"HLS playlist", []byte("#EXTM3U\n#EXT-X-VERSION:3\n"), ""},
		{"ffconcat", []byte("ffconcat version 1.0\nfile /etc/passwd\n"), ""},
		{"png", []byte("\x89PNG\r\n\x1a\n"), ""},
		{"bare fragment without its init segment", []byte("\x00\x00\x00\x18stypmsdh"), ""},
		{"empty", nil, ""},
		{"text", []byte("hello world, not a video"), ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := sniffBytes(tc.head); got != tc.want {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}
