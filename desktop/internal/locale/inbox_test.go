package locale

import (
	"reflect"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

func TestInboxWordsInEveryLanguage(t *testing.T) {
	for _, lang := range []string{settings.English, settings.SimplifiedChinese} {
		v := reflect.ValueOf(inboxes[lang])
		for i := range v.NumField() {
			if v.Field(i).String() == "" {
				t.Errorf("%s: inbox word %s is empty", lang, v.Type().Field(i).Name)
			}
		}
	}
	en, zh := InboxFor("en"), InboxFor("zh-CN")
	for got, want := range map[string]string{
		en.MentionedBy("Ann"): "Ann mentioned you", zh.RepliedBy("安"): "安 回复了你",
		en.UnreadLabel(1): "1 unread notification", en.UnreadLabel(3): "3 unread notifications",
		zh.UnreadLabel(2): "2 条未读通知", en.Tooltip("Reelroom", 0): "Reelroom", en.Tooltip("Reelroom", 4): "Reelroom (4 unread)",
	} {
		if got != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
	if InboxFor("fr") != inboxes[settings.English] {
		t.Fatal("an unknown language falls back to English")
	}
}
