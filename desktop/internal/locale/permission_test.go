package locale

import (
	"reflect"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

func TestEveryLanguageHasEveryPermissionWord(t *testing.T) {
	for _, b := range BundleLanguages {
		words, ok := permissions[b.Language]
		if !ok {
			t.Fatalf("no permission words for %s", b.Language)
		}
		v := reflect.ValueOf(words)
		for i := range v.NumField() {
			if v.Field(i).String() == "" {
				t.Errorf("%s: permission word %s is empty", b.Language, v.Type().Field(i).Name)
			}
		}
	}
	if len(BundleLanguages) != len(permissions) {
		t.Fatalf("%d bundle languages for %d languages of words", len(BundleLanguages), len(permissions))
	}
	if PermissionFor("fr") != permissions[settings.English] || PermissionFor("zh-CN").ScreenTitle != "Reelroom 还不能录制你的屏幕" {
		t.Fatal("PermissionFor picks the wrong words")
	}
}
