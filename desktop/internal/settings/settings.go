// Package settings keeps the desktop app's per-user settings in a JSON file
// in the OS config directory, readable by the user alone.
package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/reelroom/reelroom/shared/api"
)

// DefaultServer is the cloud service a fresh install talks to.
const DefaultServer = "http://localhost:8080"

// Languages the app is translated into.
const (
	English           = "en"
	SimplifiedChinese = "zh-CN"
)

// Settings are what the user chose: the contract's api.DesktopSettings
// (shared/api/desktop.go), which the page reads and changes through
// /_desktop/settings, with the validation the app applies.
type Settings api.DesktopSettings

// Point is a place on the desktop.
type Point = api.DesktopPoint

// Camera bubble sizes and recording modes.
const (
	BubbleSmall  = "small"
	BubbleMedium = "medium"
	BubbleLarge  = "large"
	ModeScreen   = "screen"
	ModeCamera   = "camera"
)

// Default hotkeys.
const (
	DefaultHotkeyRecord = "CmdOrCtrl+Shift+R"
	DefaultHotkeyPause  = "CmdOrCtrl+Shift+P"
)

// Default is what a fresh install uses.
func Default() Settings {
	return Settings{Server: DefaultServer, Language: English, Resolution: 720,
		HotkeyRecord: DefaultHotkeyRecord, HotkeyPause: DefaultHotkeyPause, CameraSize: BubbleMedium, Mode: ModeScreen}
}

// Dir is the app's folder in the user's config directory.
func Dir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("settings: find config dir: %w", err)
	}
	return filepath.Join(base, "reelroom"), nil
}

// What Validate refuses; the errors it returns wrap one of these.
var (
	ErrServer      = errors.New("settings: the server address must be an http(s) address")
	ErrLanguage    = errors.New("settings: the language must be en or zh-CN")
	ErrResolution  = errors.New("settings: the resolution must be 720, 1080 or 2160")
	ErrHotkey      = errors.New("settings: a hotkey is one or more of CmdOrCtrl, Ctrl, Alt, Shift, Super and a letter, digit or F1 to F12, each hotkey its own")
	ErrCamera      = errors.New("settings: the camera bubble is small, medium or large, the mode screen or camera, and camera mode needs a camera")
	ErrDestination = errors.New("settings: recordings go into My Videos (0) or a room's ID, named in at most 200 bytes")
	// ErrLaunchAtLogin is what the app answers when the OS refused the change.
	ErrLaunchAtLogin = errors.New("settings: could not change launch at login")
)

// Validate checks s, puts the server address in its canonical form (no
// trailing slash) and gives missing recording defaults their values.
func (s *Settings) Validate() error {
	server, err := NormalizeServer(s.Server)
	if err != nil {
		return err
	}
	s.Server = server
	if s.Language != English && s.Language != SimplifiedChinese {
		return fmt.Errorf("%w: got %q", ErrLanguage, s.Language)
	}
	// Fields a file from an older version lacks take their defaults.
	if s.Resolution == 0 {
		s.Resolution = 720
	}
	if s.HotkeyRecord == "" {
		s.HotkeyRecord = DefaultHotkeyRecord
	}
	if s.HotkeyPause == "" {
		s.HotkeyPause = DefaultHotkeyPause
	}
	if s.CameraSize == "" {
		s.CameraSize = BubbleMedium
	}
	if s.Mode == "" {
		s.Mode = ModeScreen
	}
	if s.Resolution != 720 && s.Resolution != 1080 && s.Resolution != 2160 {
		return fmt.Errorf("%w: got %d", ErrResolution, s.Resolution)
	}
	if !hotkeyPattern.MatchString(s.HotkeyRecord) || !hotkeyPattern.MatchString(s.HotkeyPause) ||
		strings.EqualFold(s.HotkeyRecord, s.HotkeyPause) {
		return fmt.Errorf("%w: got %q and %q", ErrHotkey, s.HotkeyRecord, s.HotkeyPause)
	}
	if s.CameraSize != BubbleSmall && s.CameraSize != BubbleMedium && s.CameraSize != BubbleLarge ||
		s.Mode != ModeScreen && s.Mode != ModeCamera || s.Mode == ModeCamera && s.Camera == "" {
		return fmt.Errorf("%w: got %q, %q with camera %q", ErrCamera, s.CameraSize, s.Mode, s.Camera)
	}
	if s.RecordChannelID == 0 {
		s.RecordChannelName = "" // My Videos needs no name
	}
	if s.RecordChannelID < 0 || len(s.RecordChannelName) > maxRoomNameBytes {
		return fmt.Errorf("%w: got %d, %q", ErrDestination, s.RecordChannelID, s.RecordChannelName)
	}
	if len(s.Display) > 256 || len(s.Microphone) > 1024 || len(s.SystemSound) > 1024 || len(s.Camera) > 1024 {
		return fmt.Errorf("settings: device names too long")
	}
	return nil
}

// maxRoomNameBytes bounds the remembered room's name (rooms have at most 20
// characters; this leaves room for any script).
const maxRoomNameBytes = 200

// hotkeyPattern is a modifier or more, then one key.
var hotkeyPattern = regexp.MustCompile(`^((CmdOrCtrl|Ctrl|Alt|Shift|Super)\+)+([A-Z0-9]|F[1-9]|F1[0-2])$`)

// NormalizeServer accepts an http or https address with a host and no
// query or fragment, and returns it without a trailing slash.
func NormalizeServer(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
		u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%w: got %q", ErrServer, raw)
	}
	u.Path = strings.TrimRight(u.Path, "/")
	u.RawPath = ""
	return u.String(), nil
}

// Live is the settings in force, shared by the window, the tray and the
// shell's calls.
type Live struct {
	mu sync.RWMutex
	s  Settings
}

// NewLive holds s.
func NewLive(s Settings) *Live { return &Live{s: s} }

// Get is the settings in force.
func (l *Live) Get() Settings {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.s
}

// Set replaces the settings in force.
func (l *Live) Set(s Settings) {
	l.mu.Lock()
	l.s = s
	l.mu.Unlock()
}

// Store reads and writes the settings file at Path.
type Store struct {
	Path string
}

// NewStore is the store of the current user's settings.
func NewStore() (*Store, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	return &Store{Path: filepath.Join(dir, "settings.json")}, nil
}

// Load reads the settings; a missing file gives the defaults, and fields
// missing from the file keep their defaults.
func (st *Store) Load() (Settings, error) {
	s := Default()
	b, err := os.ReadFile(st.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("settings: read %s: %w", st.Path, err)
	}
	if err := json.Unmarshal(b, &s); err != nil {
		return Default(), fmt.Errorf("settings: parse %s: %w", st.Path, err)
	}
	if err := s.Validate(); err != nil {
		return Default(), fmt.Errorf("settings: %s: %w", st.Path, err)
	}
	return s, nil
}

// Save validates s and replaces the file atomically, mode 0600.
func (st *Store) Save(s Settings) error {
	if err := s.Validate(); err != nil {
		return err
	}
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("settings: encode: %w", err)
	}
	return WritePrivate(st.Path, append(b, '\n'))
}

// WritePrivate writes data to path through a temporary file and a rename,
// so a crash never leaves half a file; the file is readable by the user
// alone and its folder is created 0700 when missing.
func WritePrivate(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("settings: create %s: %w", dir, err)
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("settings: write %s: %w", path, err)
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	if err := f.Chmod(0o600); err != nil {
		f.Close()
		return fmt.Errorf("settings: write %s: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("settings: write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("settings: write %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("settings: write %s: %w", path, err)
	}
	return nil
}
