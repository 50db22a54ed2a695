package camera

import (
	"regexp"
	"strconv"
	"strings"
)

// macOS cameras go through FFmpeg's avfoundation input. FFmpeg has no API
// listing its devices: asked with list_devices, it logs them, a heading
// per kind then a line per device ("[0] FaceTime HD Camera"), screens
// among the video devices as "Capture screen N". The parsing is here,
// without cgo, so it is tested on every OS; devices_darwin.go asks FFmpeg.

// avDevice is one device of FFmpeg's avfoundation list.
type avDevice struct {
	Index int
	Name  string
}

var (
	avListEntry = regexp.MustCompile(`^\[(\d{1,4})\] (.+)$`)
	avScreen    = regexp.MustCompile(`^Capture screen \d+$`)
)

// parseAVFoundationList reads the lines FFmpeg logged for list_devices:
// the video devices that are cameras (not screens), and the microphones.
func parseAVFoundationList(lines []string) (cameras, microphones []avDevice) {
	var into *[]avDevice
	for _, line := range lines {
		line = strings.TrimRight(line, "\r\n")
		switch {
		case strings.HasSuffix(line, "AVFoundation video devices:"):
			into = &cameras
			continue
		case strings.HasSuffix(line, "AVFoundation audio devices:"):
			into = &microphones
			continue
		}
		m := avListEntry.FindStringSubmatch(line)
		if into == nil || m == nil || (into == &cameras && avScreen.MatchString(m[2])) {
			continue
		}
		index, _ := strconv.Atoi(m[1])
		*into = append(*into, avDevice{Index: index, Name: m[2]})
	}
	return cameras, microphones
}

// avFoundationName says whether name can be a camera's in an ID: FFmpeg's
// avfoundation address is "video:audio", so no colon, and no screen.
func avFoundationName(name string) bool {
	if name == "" || len(name) > 200 || strings.ContainsRune(name, ':') || avScreen.MatchString(name) {
		return false
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return true
}

// avFoundationAddress is the avfoundation input's address of the camera
// named name: its video device and no audio (the microphone is recorded
// separately, through the sound package).
func avFoundationAddress(name string) string { return name + ":none" }

// avFoundationDevices are the cameras of the list as Devices.
func avFoundationDevices(cameras []avDevice) []Device {
	list := []Device{}
	for _, c := range cameras {
		if avFoundationName(c.Name) {
			list = append(list, Device{ID: "avfoundation:" + c.Name, Name: c.Name})
		}
	}
	return list
}
