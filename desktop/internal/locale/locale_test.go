package locale

import (
	"reflect"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

func TestEveryLanguageHasEveryWord(t *testing.T) {
	for _, lang := range []string{settings.English, settings.SimplifiedChinese} {
		tray, ok := trays[lang]
		if !ok {
			t.Fatalf("no tray words for %s", lang)
		}
		v := reflect.ValueOf(tray)
		for i := range v.NumField() {
			if v.Field(i).String() == "" {
				t.Errorf("%s: tray word %s is empty", lang, v.Type().Field(i).Name)
			}
		}
	}
	for _, lang := range []string{settings.English, settings.SimplifiedChinese} {
		v := reflect.ValueOf(recorders[lang])
		for i := range v.NumField() {
			if v.Field(i).String() == "" {
				t.Errorf("%s: recorder word %s is empty", lang, v.Type().Field(i).Name)
			}
		}
	}
	if got := RecorderFor("zh-CN").RoomGoneText("设计"); got != "“设计”已被删除或你已不在其中，本次录制保存到“我的视频”。下次录制前请重新选择房间。" {
		t.Fatalf("RoomGoneText = %q", got)
	}
	if RecorderFor("en").RoomGoneText("") != recorders[settings.English].RoomGoneUnnamed {
		t.Fatal("RoomGoneText without a name")
	}
	if TrayFor("en").StartRecordingLabel("") != "Start recording" || TrayFor("en").StartRecordingLabel("Design") != "Start recording in “Design”" {
		t.Fatal("StartRecordingLabel")
	}
	if TrayFor("fr") != trays[settings.English] || TrayFor("zh-CN").SignOut != "退出登录" {
		t.Fatal("TrayFor picks the wrong words")
	}
}
