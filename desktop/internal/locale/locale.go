// Package locale holds the words the desktop shell shows itself (the tray),
// in the app's languages; the window's words live with the web app.
package locale

import "github.com/reelroom/reelroom/desktop/internal/settings"

// Tray is the tray's menu.
type Tray struct {
	Tooltip        string
	Open           string
	StartRecording string
	// RecordingLater explains why Start recording is not there yet.
	RecordingLater string
	SignIn         string
	SignOut        string
	// SignedIn stands for the account when the server cannot name it.
	SignedIn string
	Settings string
	Quit     string
}

var trays = map[string]Tray{
	settings.English: {
		Tooltip:        "Reelroom",
		Open:           "Open Reelroom",
		StartRecording: "Start recording",
		RecordingLater: "Recording from the desktop app comes in a later version",
		SignIn:         "Sign in",
		SignOut:        "Sign out",
		SignedIn:       "Signed in",
		Settings:       "Settings…",
		Quit:           "Quit Reelroom",
	},
	settings.SimplifiedChinese: {
		Tooltip:        "Reelroom",
		Open:           "打开 Reelroom",
		StartRecording: "开始录制",
		RecordingLater: "桌面端录制将在后续版本中提供",
		SignIn:         "登录",
		SignOut:        "退出登录",
		SignedIn:       "已登录",
		Settings:       "设置…",
		Quit:           "退出 Reelroom",
	},
}

// TrayFor is the tray's words in language, English when it is unknown.
func TrayFor(language string) Tray {
	if t, ok := trays[language]; ok {
		return t
	}
	return trays[settings.English]
}
