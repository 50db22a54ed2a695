package camera

import (
	"reflect"
	"strings"
	"testing"
)

// What FFmpeg 5.1's avfoundation logs for list_devices on a MacBook with
// an external camera and two displays (the messages without the log's
// "[AVFoundation indev @ 0x…]" prefix, which the callback does not get).
const macList = `AVFoundation video devices:
[0] FaceTime HD Camera
[1] Logitech BRIO
[2] Capture screen 0
[3] Capture screen 1
AVFoundation audio devices:
[0] MacBook Pro Microphone
[1] Logitech BRIO
`

func TestTheAVFoundationListGivesTheCameras(t *testing.T) {
	cams, mics := parseAVFoundationList(strings.SplitAfter(macList, "\n"))
	if want := []avDevice{{0, "FaceTime HD Camera"}, {1, "Logitech BRIO"}}; !reflect.DeepEqual(cams, want) {
		t.Fatalf("cameras = %+v, want %+v", cams, want)
	}
	if len(mics) != 2 || mics[0].Name != "MacBook Pro Microphone" {
		t.Fatalf("microphones = %+v", mics)
	}
	devices := avFoundationDevices(cams)
	if len(devices) != 2 || devices[0].ID != "avfoundation:FaceTime HD Camera" || devices[1].Name != "Logitech BRIO" {
		t.Fatalf("devices = %+v", devices)
	}
	// Each listed camera opens as its video device without audio.
	for _, d := range devices {
		format, address, err := parseID(d.ID)
		if err != nil || format != "avfoundation" || address != strings.TrimPrefix(d.ID, "avfoundation:")+":none" {
			t.Errorf("parseID(%q) = %q, %q, %v", d.ID, format, address, err)
		}
	}
	// Before the heading nothing counts; other log lines are not devices.
	cams, _ = parseAVFoundationList([]string{"[0] stray\n", "AVFoundation video devices:\n", "Input/output error\n", "[x] bad\n"})
	if len(cams) != 0 {
		t.Fatalf("cameras from noise: %+v", cams)
	}
}

func TestOnlyCameraNamesAreAVFoundationIDs(t *testing.T) {
	for _, id := range []string{"avfoundation:", "avfoundation:Capture screen 0", "avfoundation:0:0", "avfoundation:cam\nera",
		"avfoundation:" + strings.Repeat("x", 201)} {
		if _, _, err := parseID(id); err == nil {
			t.Errorf("parseID(%q) accepted", id)
		}
	}
	if devices := avFoundationDevices([]avDevice{{0, "Cam: pro"}, {1, "Ok"}}); len(devices) != 1 || devices[0].Name != "Ok" {
		t.Fatalf("a name FFmpeg cannot address is listed: %+v", devices)
	}
}
