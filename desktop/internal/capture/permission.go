package capture

import "errors"

// ErrPermission is what Allowed and Open answer where the system does not
// allow this app to record the screen yet: on macOS, until the user turns
// it on in System Settings › Privacy & Security › Screen Recording (and
// restarts the app).
var ErrPermission = errors.New("capture: the system does not allow recording the screen yet")
