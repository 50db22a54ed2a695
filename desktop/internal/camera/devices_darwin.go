//go:build darwin && cgo

package camera

import (
	"sync"

	"github.com/asticode/go-astiav"
)

// listMu keeps one listing at a time: it borrows FFmpeg's log, which is global.
var listMu sync.Mutex

// systemDevices asks FFmpeg's avfoundation input for its devices (it logs
// them and gives up opening) and keeps the cameras. Until the user allows
// the camera, macOS lists none and asks (Info.plist's NSCameraUsageDescription).
func systemDevices() ([]Device, error) {
	listMu.Lock()
	defer listMu.Unlock()
	registerOnce.Do(astiav.RegisterAllDevices)
	inFormat := astiav.FindInputFormat("avfoundation")
	if inFormat == nil {
		return []Device{}, nil
	}
	var lines []string
	level := astiav.GetLogLevel()
	astiav.SetLogLevel(astiav.LogLevelInfo)
	astiav.SetLogCallback(func(_ astiav.Classer, l astiav.LogLevel, _, msg string) {
		if l <= astiav.LogLevelInfo {
			lines = append(lines, msg)
		}
	})
	defer func() {
		astiav.ResetLogCallback()
		astiav.SetLogLevel(level)
	}()
	input := astiav.AllocFormatContext()
	defer input.Free()
	opts := astiav.NewDictionary()
	defer opts.Free()
	opts.Set("list_devices", "true", 0)
	// Listing ends the opening with an error by design; the list is in the log.
	if err := input.OpenInput("", inFormat, opts); err == nil {
		input.CloseInput()
	}
	cameras, _ := parseAVFoundationList(lines)
	return avFoundationDevices(cameras), nil
}
