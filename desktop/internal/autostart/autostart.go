// Package autostart registers the desktop app with the OS to start when the
// user logs in: an XDG autostart entry on Linux, the Run key on Windows, a
// LaunchAgent on macOS. The app then starts with HiddenFlag, in the tray.
package autostart

import "errors"

// HiddenFlag is the argument the registered command carries: start with
// the main window hidden.
const HiddenFlag = "--hidden"

// ID names the registration (file name, registry value, agent label).
const ID = "app.reelroom.desktop"

// ErrUnsupported is what Enable answers on an OS without a way to do it.
var ErrUnsupported = errors.New("autostart: launching at login is not supported on this OS")

// Set registers exe to start at login, or removes the registration.
func Set(on bool, exe string) error {
	if on {
		return enable(exe)
	}
	return disable()
}

// Has reports whether the app is registered, i.e. the start is wanted.
func Has() (bool, error) { return registered() }

// HiddenRequested reports whether args (os.Args[1:]) ask for a start in the tray.
func HiddenRequested(args []string) bool {
	for _, a := range args {
		if a == HiddenFlag {
			return true
		}
	}
	return false
}
