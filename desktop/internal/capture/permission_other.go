//go:build !darwin

package capture

// Allowed says whether the screen may be recorded: no system here asks.
func Allowed() error { return nil }

// PermissionSettings is where the user allows recording the screen: nowhere.
const PermissionSettings = ""
