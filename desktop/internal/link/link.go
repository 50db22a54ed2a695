// Package link reads the reelroom:// links the browser hands the desktop
// app, e.g. reelroom://auth?code=... at the end of a web sign-in.
package link

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// Scheme is the URL scheme the app registers with the OS.
const Scheme = "reelroom"

// A handoff code is a server-made random token; bound its shape so nothing
// odd travels from a link into a request.
var codeShape = regexp.MustCompile(`^[A-Za-z0-9_-]{16,128}$`)

// Auth is a sign-in handoff link: reelroom://auth?code=...
type Auth struct {
	Code string
}

// ParseAuth validates a reelroom://auth link and returns its code.
func ParseAuth(raw string) (Auth, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return Auth{}, fmt.Errorf("link: parse %q: %w", raw, err)
	}
	if !strings.EqualFold(u.Scheme, Scheme) {
		return Auth{}, fmt.Errorf("link: %q is not a %s:// link", raw, Scheme)
	}
	// reelroom://auth?code= puts "auth" in the host; reelroom:auth?code= in Opaque.
	target := u.Host
	if target == "" {
		target = strings.TrimPrefix(u.Opaque, "//")
	}
	if !strings.EqualFold(target, "auth") || strings.Trim(u.Path, "/") != "" {
		return Auth{}, fmt.Errorf("link: %q is not a sign-in link", raw)
	}
	codes := u.Query()["code"]
	if len(codes) != 1 || !codeShape.MatchString(codes[0]) {
		return Auth{}, fmt.Errorf("link: %q has no valid code", raw)
	}
	return Auth{Code: codes[0]}, nil
}

// FromArgs finds the first reelroom:// argument of a command line, as the
// OS passes it when the link opens the app.
func FromArgs(args []string) (string, bool) {
	for _, a := range args {
		if strings.HasPrefix(strings.ToLower(a), Scheme+":") {
			return a, true
		}
	}
	return "", false
}
