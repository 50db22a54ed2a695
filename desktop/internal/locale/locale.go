// Package locale holds the words the desktop shell shows itself (the tray),
// in the app's languages; the window's words live with the web app.
package locale

import "github.com/reelroom/reelroom/desktop/internal/settings"

// Tray is the tray's menu.
type Tray struct {
	Tooltip        string
	Open           string
	StartRecording string
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

// Recorder is what the recorder says outside the window.
type Recorder struct {
	// LinkReady titles the notification of a finished recording.
	LinkReady     string
	StopRecording string
	Pause         string
	Resume        string
}

var recorders = map[string]Recorder{
	settings.English: {
		LinkReady:     "Link copied. Your video is ready to share.",
		StopRecording: "Stop recording",
		Pause:         "Pause recording",
		Resume:        "Resume recording",
	},
	settings.SimplifiedChinese: {
		LinkReady:     "链接已复制，视频可以分享了。",
		StopRecording: "停止录制",
		Pause:         "暂停录制",
		Resume:        "继续录制",
	},
}

// RecorderFor is the recorder's words in language, English when it is unknown.
func RecorderFor(language string) Recorder {
	if r, ok := recorders[language]; ok {
		return r
	}
	return recorders[settings.English]
}
