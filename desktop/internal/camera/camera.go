// Package camera records from a camera for the desktop recorder: the
// camera bubble shows it, and camera-only mode records it instead of a
// display. Cameras are opened through FFmpeg's input devices (libavdevice):
// Video4Linux2 on Linux, AVFoundation on macOS, DirectShow on Windows.
package camera

import (
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
)

// ErrUnavailable is what Open answers in a build without cgo.
var ErrUnavailable = errors.New("camera: this build cannot record a camera")

// ErrClosed is what Grab answers once the camera is closed.
var ErrClosed = errors.New("camera: closed")

// ErrNoDevice is what Open answers for an ID that names no camera.
var ErrNoDevice = errors.New("camera: no such camera")

// Device is a camera the user can pick.
type Device struct {
	// ID names the camera for Open: the FFmpeg input device and its
	// address, as "v4l2:/dev/video0" or "avfoundation:FaceTime HD Camera".
	ID   string `json:"id"`
	Name string `json:"name"`
}

// FakeEnv, set to 1, adds a moving test picture to the cameras (as
// browsers' fake media devices do), for tests on machines without one.
const FakeEnv = "REELROOM_FAKE_CAMERA"

// Fake is the test picture's device: FFmpeg's testsrc2 at 640x360, paced
// to real time.
var Fake = Device{ID: "lavfi:testsrc2=size=640x360:rate=30,realtime", Name: "Test camera"}

func fakeEnabled() bool { return os.Getenv(FakeEnv) == "1" }

// Devices lists the cameras of this system.
func Devices() ([]Device, error) {
	list, err := systemDevices()
	if fakeEnabled() {
		list = append(list, Fake)
	}
	return list, err
}

var (
	v4l2Path = regexp.MustCompile(`^/dev/video[0-9]{1,3}$`)
	// dshowCamera is a DirectShow camera's address: "video=" and its name
	// (the device's unique name as Devices lists it, or its friendly name).
	dshowCamera = regexp.MustCompile(`^video=[^\x00-\x1f]{1,512}$`)
)

// parseID splits id into FFmpeg's input format and address, accepting
// only the kinds of camera Devices lists: an arbitrary FFmpeg input could
// read files.
func parseID(id string) (format, address string, err error) {
	format, address, _ = strings.Cut(id, ":")
	switch {
	case format == "v4l2" && v4l2Path.MatchString(address):
	case format == "avfoundation" && avFoundationName(address):
		address = avFoundationAddress(address)
	case format == "dshow" && dshowCamera.MatchString(address):
	case id == Fake.ID && fakeEnabled():
	default:
		return "", "", fmt.Errorf("%w: %q", ErrNoDevice, id)
	}
	return format, address, nil
}
