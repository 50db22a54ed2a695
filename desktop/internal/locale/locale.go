// Package locale holds the words the desktop shell shows itself (the tray),
// in the app's languages; the window's words live with the web app.
package locale

import (
	"fmt"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// Tray is the tray's menu.
type Tray struct {
	Tooltip        string
	Open           string
	StartRecording string
	// StartRecordingIn is StartRecording when recordings go into a room (%s).
	StartRecordingIn string
	SignIn           string
	SignOut          string
	// SignedIn stands for the account when the server cannot name it.
	SignedIn string
	Settings string
	Quit     string
}

var trays = map[string]Tray{
	settings.English: {
		Tooltip:          "Reelroom",
		Open:             "Open Reelroom",
		StartRecording:   "Start recording",
		StartRecordingIn: "Start recording in “%s”",
		SignIn:           "Sign in",
		SignOut:          "Sign out",
		SignedIn:         "Signed in",
		Settings:         "Settings…",
		Quit:             "Quit Reelroom",
	},
	settings.SimplifiedChinese: {
		Tooltip:          "Reelroom",
		Open:             "打开 Reelroom",
		StartRecording:   "开始录制",
		StartRecordingIn: "开始录制到“%s”",
		SignIn:           "登录",
		SignOut:          "退出登录",
		SignedIn:         "已登录",
		Settings:         "设置…",
		Quit:             "退出 Reelroom",
	},
}

// TrayFor is the tray's words in language, English when it is unknown.
func TrayFor(language string) Tray { return in(trays, language) }

// in is words[language], or the English words when the language is unknown.
func in[W any](words map[string]W, language string) W {
	if w, ok := words[language]; ok {
		return w
	}
	return words[settings.English]
}

// Recorder is what the recorder says outside the window.
type Recorder struct {
	// LinkReady titles the notification of a finished recording.
	LinkReady string
	// RoomLinkReady titles it for a recording in a room (its room link).
	RoomLinkReady string
	// RoomUnavailable titles the notice that the chosen room could not be
	// recorded into; RoomGone (%s: the room's name) and RoomGoneUnnamed say why
	// and where the recording goes.
	RoomUnavailable string
	RoomGone        string
	RoomGoneUnnamed string
	StopRecording   string
	Pause           string
	Resume          string
	// BarTitle names the recording bar's window (window lists, screen readers).
	BarTitle string
	// RecoveryAtRisk titles the notice that a recording's recovery note could
	// not be saved; RecoveryAtRiskText (%s: the recording's title) says what it means.
	RecoveryAtRisk     string
	RecoveryAtRiskText string
	// LimitReached titles the notice that the plan's length limit stopped a
	// recording; LimitReachedText (%d: minutes) says what happens next.
	LimitReached     string
	LimitReachedText string
}

var recorders = map[string]Recorder{
	settings.English: {
		LinkReady:          "Link copied. Your video is ready to share.",
		RoomLinkReady:      "Link copied. Your video is in the room.",
		RoomUnavailable:    "Recording into My Videos",
		RoomGone:           "“%s” was deleted or you are no longer in it, so this recording goes to My Videos. Choose a room again before your next recording.",
		RoomGoneUnnamed:    "The room you chose was deleted or you are no longer in it, so this recording goes to My Videos. Choose a room again before your next recording.",
		StopRecording:      "Stop recording",
		Pause:              "Pause recording",
		Resume:             "Resume recording",
		BarTitle:           "Reelroom recording",
		RecoveryAtRisk:     "Recovery is not guaranteed",
		RecoveryAtRiskText: "The app could not save the note it needs to recover “%s” after a crash. Keep the app open until the upload finishes, and check the free space on this computer.",
		LimitReached:       "The Basic plan's limit was reached",
		LimitReachedText:   "Basic recordings last up to %d minutes, so this one stopped there and is being uploaded. Premium records without a limit.",
	},
	settings.SimplifiedChinese: {
		LinkReady:          "链接已复制，视频可以分享了。",
		RoomLinkReady:      "链接已复制，视频已发到房间。",
		RoomUnavailable:    "改为录制到“我的视频”",
		RoomGone:           "“%s”已被删除或你已不在其中，本次录制保存到“我的视频”。下次录制前请重新选择房间。",
		RoomGoneUnnamed:    "所选房间已被删除或你已不在其中，本次录制保存到“我的视频”。下次录制前请重新选择房间。",
		StopRecording:      "停止录制",
		Pause:              "暂停录制",
		Resume:             "继续录制",
		BarTitle:           "Reelroom 录制",
		RecoveryAtRisk:     "无法保证恢复",
		RecoveryAtRiskText: "应用无法保存崩溃后恢复“%s”所需的记录。请在上传完成前保持应用打开，并检查本机的可用空间。",
		LimitReached:       "已达到基础版的时长上限",
		LimitReachedText:   "基础版每段录制最长 %d 分钟，本次录制已在此停止并正在上传。高级版录制不限时长。",
	},
}

// RecorderFor is the recorder's words in language, English when it is unknown.
func RecorderFor(language string) Recorder { return in(recorders, language) }

// RoomGoneText says why a recording goes into My Videos instead of the room
// named name ("" when its name is not known).
func (r Recorder) RoomGoneText(name string) string {
	if name == "" {
		return r.RoomGoneUnnamed
	}
	return fmt.Sprintf(r.RoomGone, name)
}

// StartRecordingLabel is the tray's start item for recordings going into
// the room named room, or into My Videos when room is "".
func (t Tray) StartRecordingLabel(room string) string {
	if room == "" {
		return t.StartRecording
	}
	return fmt.Sprintf(t.StartRecordingIn, room)
}

// RecoveryAtRiskFor says recovery is not guaranteed for the recording titled title.
func (r Recorder) RecoveryAtRiskFor(title string) string {
	return fmt.Sprintf(r.RecoveryAtRiskText, title)
}

// LimitReachedAfter says the plan stopped a recording at seconds.
func (r Recorder) LimitReachedAfter(seconds int) string {
	return fmt.Sprintf(r.LimitReachedText, (seconds+59)/60)
}
