package locale

import "github.com/reelroom/reelroom/desktop/internal/settings"

// Permission is what the app says about the system's permissions: the
// notice shown when recording the screen is not allowed (macOS asks the
// user once; until they allow it in System Settings nothing can be
// recorded), and the reasons macOS shows in its own permission prompts
// (the Info.plist usage descriptions of the .app bundle).
type Permission struct {
	// ScreenTitle and ScreenBody are the notice when a recording of the
	// screen could not start because the system does not allow it yet.
	ScreenTitle string
	ScreenBody  string
	// OpenSettings and Close are the notice's buttons.
	OpenSettings string
	Close        string
	// CameraUsage, MicrophoneUsage and ScreenUsage finish macOS's prompt
	// "Reelroom would like to access the camera." and its kin.
	CameraUsage     string
	MicrophoneUsage string
	ScreenUsage     string
}

var permissions = map[string]Permission{
	settings.English: {
		ScreenTitle:     "Reelroom may not record your screen yet",
		ScreenBody:      "Open System Settings › Privacy & Security › Screen Recording, turn on Reelroom, then quit and reopen Reelroom. Camera-only recordings work meanwhile.",
		OpenSettings:    "Open System Settings",
		Close:           "OK",
		CameraUsage:     "Reelroom shows your camera in a bubble on your recordings, or records it on its own.",
		MicrophoneUsage: "Reelroom records your voice with your videos.",
		ScreenUsage:     "Reelroom records your screen when you start a recording.",
	},
	settings.SimplifiedChinese: {
		ScreenTitle:     "Reelroom 还不能录制你的屏幕",
		ScreenBody:      "请打开“系统设置 › 隐私与安全性 › 屏幕录制”，开启 Reelroom，然后退出并重新打开 Reelroom。在此之前仍可只录制摄像头。",
		OpenSettings:    "打开系统设置",
		Close:           "好",
		CameraUsage:     "Reelroom 会在录制中以圆形小窗显示你的摄像头画面，或单独录制摄像头。",
		MicrophoneUsage: "Reelroom 会在视频中录下你的声音。",
		ScreenUsage:     "开始录制时，Reelroom 会录制你的屏幕。",
	},
}

// PermissionFor is the permission words in language, English when it is unknown.
func PermissionFor(language string) Permission { return in(permissions, language) }

// BundleLanguages are the languages the macOS bundle carries its words in:
// the app's language and the .lproj folder macOS looks them up in.
var BundleLanguages = []struct{ Language, Lproj string }{
	{settings.English, "en"},
	{settings.SimplifiedChinese, "zh-Hans"},
}
