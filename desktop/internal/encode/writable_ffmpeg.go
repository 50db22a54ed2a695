//go:build cgo

package encode

/*
#cgo pkg-config: libavutil
#include <libavutil/frame.h>
*/
import "C"

import (
	"fmt"

	"github.com/asticode/go-astiav"
)

// makeWritable gives f buffers of its own again when an encoder still holds
// the last ones (it copies only then).
func makeWritable(f *astiav.Frame) error {
	if rc := C.av_frame_make_writable((*C.AVFrame)(f.UnsafePointer())); rc < 0 {
		return fmt.Errorf("encode: make frame writable: error %d", int(rc))
	}
	return nil
}
