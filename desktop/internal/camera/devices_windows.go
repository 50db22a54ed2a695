//go:build cgo

package camera

/*
#cgo pkg-config: libavdevice libavformat
#include <libavdevice/avdevice.h>
#include <libavformat/avformat.h>
#include <stdlib.h>

// has_video says whether device d gives pictures.
static int has_video(const AVDeviceInfo *d) {
	for (int i = 0; i < d->nb_media_types; i++) {
		if (d->media_types[i] == AVMEDIA_TYPE_VIDEO) return 1;
	}
	return 0;
}
*/
import "C"

import (
	"fmt"
	"unsafe"

	"github.com/asticode/go-astiav"
)

// systemDevices lists the DirectShow cameras, by the device list FFmpeg's
// dshow input gives.
func systemDevices() ([]Device, error) {
	registerOnce.Do(astiav.RegisterAllDevices)
	name := C.CString("dshow")
	defer C.free(unsafe.Pointer(name))
	format := C.av_find_input_format(name)
	if format == nil {
		return []Device{}, fmt.Errorf("camera: FFmpeg has no dshow input")
	}
	var list *C.AVDeviceInfoList
	if ret := C.avdevice_list_input_sources(format, nil, nil, &list); ret < 0 {
		// No camera at all is an error to DirectShow's enumeration; an
		// empty list to the user.
		return []Device{}, nil
	}
	defer C.avdevice_free_list_devices(&list)
	out := []Device{}
	for _, d := range unsafe.Slice(list.devices, list.nb_devices) {
		if C.has_video(d) == 0 {
			continue
		}
		id, label := C.GoString(d.device_name), C.GoString(d.device_description)
		if label == "" {
			label = id
		}
		out = append(out, Device{ID: "dshow:video=" + id, Name: label})
	}
	return out, nil
}
