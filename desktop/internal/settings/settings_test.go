package settings_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

func newStore(t *testing.T) *settings.Store {
	t.Helper()
	return &settings.Store{Path: filepath.Join(t.TempDir(), "reelroom", "settings.json")}
}

func TestLoadMissingFileGivesDefaults(t *testing.T) {
	got, err := newStore(t).Load()
	if err != nil {
		t.Fatal(err)
	}
	if got != settings.Default() {
		t.Fatalf("Load() = %+v, want defaults %+v", got, settings.Default())
	}
	if got.Server != "http://localhost:8080" || got.Language != "en" || got.LaunchAtLogin {
		t.Fatalf("defaults = %+v", got)
	}
}

func TestSaveThenLoad(t *testing.T) {
	st := newStore(t)
	want := settings.Default()
	want.Server, want.Language, want.LaunchAtLogin = "https://video.example.com/", "zh-CN", true
	if err := st.Save(want); err != nil {
		t.Fatal(err)
	}
	got, err := st.Load()
	if err != nil {
		t.Fatal(err)
	}
	want.Server = "https://video.example.com"
	if got != want {
		t.Fatalf("Load() = %+v, want %+v", got, want)
	}
	if runtime.GOOS != "windows" {
		info, err := os.Stat(st.Path)
		if err != nil {
			t.Fatal(err)
		}
		if mode := info.Mode().Perm(); mode != 0o600 {
			t.Fatalf("settings file mode = %o, want 600", mode)
		}
	}
}

func TestLoadKeepsDefaultsForMissingFields(t *testing.T) {
	st := newStore(t)
	if err := settings.WritePrivate(st.Path, []byte(`{"language":"zh-CN"}`)); err != nil {
		t.Fatal(err)
	}
	got, err := st.Load()
	if err != nil {
		t.Fatal(err)
	}
	if got.Server != settings.DefaultServer || got.Language != "zh-CN" {
		t.Fatalf("Load() = %+v", got)
	}
}

func TestLoadRejectsBadFile(t *testing.T) {
	for name, body := range map[string]string{
		"not json":     `{"server":`,
		"bad language": `{"language":"fr"}`,
		"bad server":   `{"server":"ftp://example.com"}`,
	} {
		t.Run(name, func(t *testing.T) {
			st := newStore(t)
			if err := settings.WritePrivate(st.Path, []byte(body)); err != nil {
				t.Fatal(err)
			}
			got, err := st.Load()
			if err == nil {
				t.Fatalf("Load() = %+v, want an error", got)
			}
			if got != settings.Default() {
				t.Fatalf("Load() on error = %+v, want defaults", got)
			}
		})
	}
}

func TestSaveRejectsInvalid(t *testing.T) {
	tests := []struct {
		name string
		in   settings.Settings
	}{
		{"empty server", settings.Settings{Language: "en"}},
		{"no scheme", settings.Settings{Server: "example.com", Language: "en"}},
		{"query", settings.Settings{Server: "http://example.com/?a=1", Language: "en"}},
		{"credentials", settings.Settings{Server: "http://u:p@example.com", Language: "en"}},
		{"language", settings.Settings{Server: "http://example.com", Language: "de"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := newStore(t)
			if err := st.Save(tt.in); err == nil {
				t.Fatalf("Save(%+v) succeeded, want an error", tt.in)
			}
			if _, err := os.Stat(st.Path); !os.IsNotExist(err) {
				t.Fatalf("an invalid save wrote the file (stat: %v)", err)
			}
		})
	}
}

func TestNormalizeServer(t *testing.T) {
	tests := []struct{ in, want string }{
		{"http://localhost:8080", "http://localhost:8080"},
		{" https://example.com/ ", "https://example.com"},
		{"https://example.com/reelroom/", "https://example.com/reelroom"},
	}
	for _, tt := range tests {
		got, err := settings.NormalizeServer(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("NormalizeServer(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestValidateNamesWhatIsWrong(t *testing.T) {
	bad := settings.Settings{Server: "ftp://example.com", Language: "en"}
	if err := bad.Validate(); !errors.Is(err, settings.ErrServer) {
		t.Fatalf("Validate(%+v) = %v, want ErrServer", bad, err)
	}
	bad = settings.Settings{Server: "https://example.com", Language: "fr"}
	if err := bad.Validate(); !errors.Is(err, settings.ErrLanguage) {
		t.Fatalf("Validate(%+v) = %v, want ErrLanguage", bad, err)
	}
	live := settings.NewLive(settings.Default())
	changed := settings.Default()
	changed.Language = settings.SimplifiedChinese
	live.Set(changed)
	if live.Get() != changed {
		t.Fatalf("Live.Get() = %+v after Set(%+v)", live.Get(), changed)
	}
}

func TestRecordingDefaults(t *testing.T) {
	s := settings.Settings{Server: "http://localhost:8080", Language: "en"}
	if err := s.Validate(); err != nil || s != settings.Default() {
		t.Fatalf("an older file's settings = %+v, %v; want the defaults filled in", s, err)
	}
	for _, bad := range []settings.Settings{
		{Resolution: 480},
		{HotkeyRecord: "R"},
		{HotkeyRecord: "Ctrl+Shift+RR"},
		{HotkeyRecord: "Hyper+R"},
		{HotkeyRecord: "Ctrl+Shift+P", HotkeyPause: "ctrl+shift+p"},
		{CameraSize: "huge"},
		{Mode: "tab"},
		{Mode: settings.ModeCamera},
	} {
		bad.Server, bad.Language = "http://localhost:8080", "en"
		want := settings.ErrHotkey
		switch {
		case bad.Resolution != 0:
			want = settings.ErrResolution
		case bad.CameraSize != "" || bad.Mode != "":
			want = settings.ErrCamera
		}
		if err := bad.Validate(); !errors.Is(err, want) {
			t.Errorf("Validate(%+v) = %v, want %v", bad, err, want)
		}
	}
	good := settings.Default()
	good.Resolution, good.HotkeyRecord, good.HotkeyPause = 2160, "Alt+F9", "Super+Shift+0"
	good.Camera, good.CameraSize, good.Mode = "v4l2:/dev/video0", settings.BubbleLarge, settings.ModeCamera
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
}

// The destination of new recordings is kept with the other settings: a
// room (its ID and name) or My Videos, which has no name.
func TestRecordingDestination(t *testing.T) {
	st := newStore(t)
	room := settings.Default()
	room.RecordChannelID, room.RecordChannelName = 42, "设计评审"
	if err := st.Save(room); err != nil {
		t.Fatal(err)
	}
	if got, err := st.Load(); err != nil || got != room {
		t.Fatalf("Load() = %+v, %v; want %+v", got, err, room)
	}
	myVideos := settings.Default()
	myVideos.RecordChannelName = "left over"
	if err := myVideos.Validate(); err != nil || myVideos.RecordChannelName != "" {
		t.Fatalf("My Videos with a name: %+v, %v; want the name dropped", myVideos, err)
	}
	for name, bad := range map[string]settings.Settings{
		"negative ID": {RecordChannelID: -1},
		"long name":   {RecordChannelID: 7, RecordChannelName: strings.Repeat("x", 201)},
	} {
		bad.Server, bad.Language = "http://localhost:8080", "en"
		if err := bad.Validate(); !errors.Is(err, settings.ErrDestination) {
			t.Errorf("%s: Validate = %v, want ErrDestination", name, err)
		}
	}
}
