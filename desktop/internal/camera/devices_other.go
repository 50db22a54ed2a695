//go:build !linux && !(darwin && cgo) && !(windows && cgo)

package camera

// systemDevices lists no cameras where no device list exists yet.
func systemDevices() ([]Device, error) { return []Device{}, nil }
