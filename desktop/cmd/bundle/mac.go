package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/reelroom/reelroom/desktop/internal/icon"
	"github.com/reelroom/reelroom/desktop/internal/locale"
	"github.com/reelroom/reelroom/desktop/internal/settings"
)

// The app's names, as build/config.yml gives them to Wails.
const (
	productName = "Reelroom"
	identifier  = "app.reelroom.desktop"
	executable  = "reelroom-desktop"
	urlScheme   = "reelroom"
	// minimumMacOS: Wails v3's (its darwin build targets 12.0; the screen
	// permission check, CGPreflightScreenCaptureAccess, needs 10.15).
	minimumMacOS = "12.0"
)

// infoPlist is the bundle's Contents/Info.plist for version, its usage
// descriptions in English (the other languages are in the .lproj folders).
func infoPlist(version string) plistDict {
	words := locale.PermissionFor(settings.English)
	langs := []any{}
	for _, l := range locale.BundleLanguages {
		langs = append(langs, l.Lproj)
	}
	return plistDict{
		"CFBundleDevelopmentRegion":     "en",
		"CFBundleLocalizations":         langs,
		"CFBundleName":                  productName,
		"CFBundleDisplayName":           productName,
		"CFBundleIdentifier":            identifier,
		"CFBundleExecutable":            executable,
		"CFBundleIconFile":              productName,
		"CFBundlePackageType":           "APPL",
		"CFBundleInfoDictionaryVersion": "6.0",
		"CFBundleShortVersionString":    version,
		"CFBundleVersion":               version,
		"LSMinimumSystemVersion":        minimumMacOS,
		"LSApplicationCategoryType":     "public.app-category.video",
		"NSHighResolutionCapable":       true,
		// reelroom://auth?code=... hands the web sign-in back (desktop/internal/link).
		"CFBundleURLTypes": []any{plistDict{
			"CFBundleURLName":    identifier,
			"CFBundleURLSchemes": []any{urlScheme},
		}},
		"NSCameraUsageDescription":        words.CameraUsage,
		"NSMicrophoneUsageDescription":    words.MicrophoneUsage,
		"NSScreenCaptureUsageDescription": words.ScreenUsage,
	}
}

// infoPlistStrings is one language's InfoPlist.strings: the usage
// descriptions macOS shows in its prompts in that language.
func infoPlistStrings(language string) string {
	words := locale.PermissionFor(language)
	var b strings.Builder
	for _, kv := range [][2]string{
		{"NSCameraUsageDescription", words.CameraUsage},
		{"NSMicrophoneUsageDescription", words.MicrophoneUsage},
		{"NSScreenCaptureUsageDescription", words.ScreenUsage},
	} {
		fmt.Fprintf(&b, "%s = %s;\n", quoteStrings(kv[0]), quoteStrings(kv[1]))
	}
	return b.String()
}

// quoteStrings quotes s for a .strings file.
func quoteStrings(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s) + `"`
}

// icnsSizes are the icon's pictures in the .icns: its PNG types by size.
var icnsSizes = []struct {
	kind string
	size int
}{{"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}}

// icns is the app's icon as an Apple icon file: PNG pictures, each behind
// its 4-byte type and length, after the file's own magic and length.
func icns() []byte {
	var body []byte
	for _, s := range icnsSizes {
		png := icon.PNG(s.size)
		body = append(body, s.kind...)
		body = appendUint32(body, uint32(8+len(png)))
		body = append(body, png...)
	}
	out := appendUint32([]byte("icns"), uint32(8+len(body)))
	return append(out, body...)
}

func appendUint32(b []byte, v uint32) []byte {
	return append(b, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

// writeMacApp lays out dir (…/Reelroom.app) for version: Info.plist,
// PkgInfo, the icon, the usage descriptions per language, and binary as
// Contents/MacOS/reelroom-desktop when one is given (a darwin build cannot
// be made on Linux: without it the bundle is the skeleton a Mac build
// fills).
func writeMacApp(dir, version, binary string) error {
	contents := filepath.Join(dir, "Contents")
	for _, d := range []string{"MacOS", "Resources"} {
		if err := os.MkdirAll(filepath.Join(contents, d), 0o755); err != nil {
			return err
		}
	}
	plist, err := writePlist(infoPlist(version))
	if err != nil {
		return err
	}
	files := map[string][]byte{
		"Info.plist": plist,
		"PkgInfo":    []byte("APPL????"),
		filepath.Join("Resources", productName+".icns"): icns(),
	}
	for _, l := range locale.BundleLanguages {
		files[filepath.Join("Resources", l.Lproj+".lproj", "InfoPlist.strings")] = []byte(infoPlistStrings(l.Language))
	}
	for name, data := range files {
		path := filepath.Join(contents, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
	}
	if binary == "" {
		return nil
	}
	exe, err := os.ReadFile(binary)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(contents, "MacOS", executable), exe, 0o755)
}
