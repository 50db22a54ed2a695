//go:build cgo

package sound

// #include <stdlib.h>
import "C"

import "unsafe"

// freeC frees memory malgo allocated with C.CBytes (DeviceID.Pointer).
func freeC(p unsafe.Pointer) { C.free(p) }
