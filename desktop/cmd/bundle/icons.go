package main

import (
	"encoding/binary"

	"github.com/reelroom/reelroom/desktop/internal/icon"
)

// icoSizes are the pictures in the Windows icon (.ico), for the installer
// and its shortcuts.
var icoSizes = []int{16, 32, 48, 256}

// ico is the app's icon as a Windows icon file holding PNG pictures (which
// Windows Vista and later read): the 6-byte header, a 16-byte entry per
// picture, then the pictures.
func ico() []byte {
	pngs := make([][]byte, len(icoSizes))
	for i, size := range icoSizes {
		pngs[i] = icon.PNG(size)
	}
	out := binary.LittleEndian.AppendUint16(nil, 0) // reserved
	out = binary.LittleEndian.AppendUint16(out, 1)  // an icon, not a cursor
	out = binary.LittleEndian.AppendUint16(out, uint16(len(pngs)))
	offset := 6 + 16*len(pngs)
	for i, size := range icoSizes {
		side := byte(size)                              // 256 is written as 0
		out = append(out, side, side, 0, 0)             // width, height, no palette, reserved
		out = binary.LittleEndian.AppendUint16(out, 1)  // colour planes
		out = binary.LittleEndian.AppendUint16(out, 32) // bits per pixel
		out = binary.LittleEndian.AppendUint32(out, uint32(len(pngs[i])))
		out = binary.LittleEndian.AppendUint32(out, uint32(offset))
		offset += len(pngs[i])
	}
	for _, p := range pngs {
		out = append(out, p...)
	}
	return out
}
