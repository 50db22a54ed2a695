// Package session carries the desktop app's sign-in into and out of the
// main window and the server: the JS that sets or clears the web app's
// localStorage session, revoking the token on sign-out, and the signed-in
// user's label for the tray.
package session

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/reelroom/reelroom/shared/api"
	"github.com/reelroom/reelroom/shared/client"
)

// The web app's localStorage keys (frontend/src/config/storage-keys.ts).
const (
	KeyToken        = "token"
	KeyRefreshToken = "refresh_token"
	KeyTokenDate    = "token_date"
)

// Where the window goes after signing in and out.
const (
	AfterSignIn  = "/my_videos"
	AfterSignOut = "/login"
)

// jsString is s as a JS string literal: JSON, with the line separators
// JSON allows but older JS does not escaped too.
func jsString(s string) string {
	b, _ := json.Marshal(s) // a string always marshals
	out := strings.ReplaceAll(string(b), "\u2028", `\u2028`)
	return strings.ReplaceAll(out, "\u2029", `\u2029`)
}

// SignInJS stores p in the page's localStorage as the web app's session,
// dated now, and opens AfterSignIn.
func SignInJS(p api.TokenPair, now time.Time) string {
	date := strconv.FormatInt(now.UnixMilli(), 10)
	return fmt.Sprintf("(function(){var s=window.localStorage;s.setItem(%s,%s);s.setItem(%s,%s);s.setItem(%s,%s);window.location.replace(%s);})();",
		jsString(KeyToken), jsString(p.Token),
		jsString(KeyRefreshToken), jsString(p.RefreshToken),
		jsString(KeyTokenDate), jsString(date),
		jsString(AfterSignIn))
}

// SignOutJS removes the web app's session from localStorage and opens
// AfterSignOut.
func SignOutJS() string {
	return fmt.Sprintf("(function(){var s=window.localStorage;s.removeItem(%s);s.removeItem(%s);s.removeItem(%s);window.location.replace(%s);})();",
		jsString(KeyToken), jsString(KeyRefreshToken), jsString(KeyTokenDate), jsString(AfterSignOut))
}

// Revoke ends the sign-in c is signed in with (POST /api/auth/logout).
func Revoke(ctx context.Context, c *client.Client) error {
	if err := c.Logout(ctx); err != nil {
		return fmt.Errorf("session: revoke: %w", err)
	}
	return nil
}

// Label names the user c is signed in as: the e-mail, else the nickname.
func Label(ctx context.Context, c *client.Client) (string, error) {
	u, err := c.UserInfo(ctx)
	if err != nil {
		return "", fmt.Errorf("session: user info: %w", err)
	}
	return UserLabel(u), nil
}

// UserLabel is how the tray names u.
func UserLabel(u api.User) string {
	if u.Email != "" {
		return u.Email
	}
	if u.Nickname != "" {
		return u.Nickname
	}
	return "Signed in"
}
