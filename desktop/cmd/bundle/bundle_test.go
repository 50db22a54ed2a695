package main

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readPlist decodes an XML property list (the subset Info.plist uses:
// dict, array, string, true, false) into map[string]any, []any, string
// and bool, the way plutil would read it.
func readPlist(t *testing.T, data []byte) map[string]any {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := d.Token()
		if err != nil {
			t.Fatalf("no <plist>: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "plist" {
			v, err := plistValue(d, nil)
			if err != nil {
				t.Fatal(err)
			}
			dict, ok := v.(map[string]any)
			if !ok {
				t.Fatalf("the plist holds %T, want a dict", v)
			}
			return dict
		}
	}
}

// plistValue reads the next value (after start, when given).
func plistValue(d *xml.Decoder, start *xml.StartElement) (any, error) {
	if start == nil {
		for {
			tok, err := d.Token()
			if err != nil {
				return nil, err
			}
			if se, ok := tok.(xml.StartElement); ok {
				start = &se
				break
			}
		}
	}
	switch start.Name.Local {
	case "string", "key":
		var s string
		err := d.DecodeElement(&s, start)
		return s, err
	case "true", "false":
		return start.Name.Local == "true", d.Skip()
	case "array", "dict":
		var items []any
		for {
			tok, err := d.Token()
			if err != nil {
				return nil, err
			}
			if _, end := tok.(xml.EndElement); end {
				break
			}
			if se, ok := tok.(xml.StartElement); ok {
				v, err := plistValue(d, &se)
				if err != nil {
					return nil, err
				}
				items = append(items, v)
			}
		}
		if start.Name.Local == "array" {
			return items, nil
		}
		if len(items)%2 != 0 {
			return nil, errors.New("a dict with a key and no value")
		}
		dict := map[string]any{}
		for i := 0; i < len(items); i += 2 {
			dict[items[i].(string)] = items[i+1]
		}
		return dict, nil
	}
	return nil, fmt.Errorf("unexpected <%s>", start.Name.Local)
}

func TestTheMacBundle(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Reelroom.app")
	bin := filepath.Join(t.TempDir(), "reelroom-desktop")
	os.WriteFile(bin, []byte("\xcf\xfa\xed\xfe not really"), 0o755)
	if err := run([]string{"mac", "-version", "1.4.2", "-out", dir, "-binary", bin}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "Contents", "Info.plist"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN"`)) {
		t.Fatal("Info.plist has no plist DOCTYPE")
	}
	info := readPlist(t, data)
	for key, want := range map[string]any{
		"CFBundleIdentifier":         "app.reelroom.desktop",
		"CFBundleExecutable":         "reelroom-desktop",
		"CFBundlePackageType":        "APPL",
		"CFBundleShortVersionString": "1.4.2",
		"CFBundleVersion":            "1.4.2",
		"CFBundleIconFile":           "Reelroom",
		"NSHighResolutionCapable":    true,
	} {
		if info[key] != want {
			t.Errorf("%s = %#v, want %#v", key, info[key], want)
		}
	}
	types, _ := info["CFBundleURLTypes"].([]any)
	if len(types) != 1 {
		t.Fatalf("CFBundleURLTypes = %#v", info["CFBundleURLTypes"])
	}
	schemes, _ := types[0].(map[string]any)["CFBundleURLSchemes"].([]any)
	if len(schemes) != 1 || schemes[0] != "reelroom" {
		t.Fatalf("URL schemes = %#v, want reelroom", schemes)
	}
	for _, key := range []string{"NSCameraUsageDescription", "NSMicrophoneUsageDescription", "NSScreenCaptureUsageDescription"} {
		if s, _ := info[key].(string); !strings.Contains(s, "Reelroom") {
			t.Errorf("%s = %q", key, s)
		}
		// Every language the bundle declares says it in its own words.
		for _, lproj := range info["CFBundleLocalizations"].([]any) {
			strs, err := os.ReadFile(filepath.Join(dir, "Contents", "Resources", lproj.(string)+".lproj", "InfoPlist.strings"))
			if err != nil || !bytes.Contains(strs, []byte(`"`+key+`" = "`)) {
				t.Errorf("%s.lproj: %s missing (%v)", lproj, key, err)
			}
		}
	}
	zh, _ := os.ReadFile(filepath.Join(dir, "Contents", "Resources", "zh-Hans.lproj", "InfoPlist.strings"))
	if !strings.Contains(string(zh), "摄像头") {
		t.Errorf("zh-Hans InfoPlist.strings is not in Chinese: %s", zh)
	}
	if exe, err := os.Stat(filepath.Join(dir, "Contents", "MacOS", "reelroom-desktop")); err != nil || exe.Mode()&0o111 == 0 {
		t.Fatalf("the binary in Contents/MacOS: %v", err)
	}
	if pkg, _ := os.ReadFile(filepath.Join(dir, "Contents", "PkgInfo")); string(pkg) != "APPL????" {
		t.Fatalf("PkgInfo = %q", pkg)
	}
	checkIcns(t, filepath.Join(dir, "Contents", "Resources", "Reelroom.icns"))
}

// checkIcns reads the icon file's entries: each a PNG of its size.
func checkIcns(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(data[:4]) != "icns" || int(binary.BigEndian.Uint32(data[4:])) != len(data) {
		t.Fatalf("icns header %q, length %d of %d", data[:4], binary.BigEndian.Uint32(data[4:]), len(data))
	}
	rest := data[8:]
	for _, s := range icnsSizes {
		n := int(binary.BigEndian.Uint32(rest[4:]))
		if string(rest[:4]) != s.kind || n > len(rest) {
			t.Fatalf("entry %q of %d bytes, want %s", rest[:4], n, s.kind)
		}
		img, err := png.Decode(bytes.NewReader(rest[8:n]))
		if err != nil || img.Bounds().Dx() != s.size {
			t.Fatalf("%s: %v", s.kind, err)
		}
		rest = rest[n:]
	}
	if len(rest) != 0 {
		t.Fatalf("%d bytes after the entries", len(rest))
	}
}

func TestTheEntitlementsAllowTheCameraAndMicrophone(t *testing.T) {
	data, err := os.ReadFile("../../../build/darwin/reelroom.entitlements")
	if err != nil {
		t.Fatal(err)
	}
	e := readPlist(t, data)
	if e["com.apple.security.device.camera"] != true || e["com.apple.security.device.audio-input"] != true || len(e) != 2 {
		t.Fatalf("entitlements = %#v", e)
	}
}

func TestTheWindowsIcon(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.ico")
	if err := run([]string{"ico", "-out", path}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	r := bytes.NewReader(data)
	var head struct{ Reserved, Kind, Count uint16 }
	binary.Read(r, binary.LittleEndian, &head)
	if head.Kind != 1 || int(head.Count) != len(icoSizes) {
		t.Fatalf("ico header %+v", head)
	}
	for _, size := range icoSizes {
		var e struct {
			W, H, Colours, Reserved byte
			Planes, Bits            uint16
			Size, Offset            uint32
		}
		binary.Read(r, binary.LittleEndian, &e)
		img, err := png.Decode(io.NewSectionReader(bytes.NewReader(data), int64(e.Offset), int64(e.Size)))
		if err != nil || img.Bounds().Dx() != size || int(e.W) != size%256 {
			t.Fatalf("entry %+v for %d: %v", e, size, err)
		}
	}
	if err := run([]string{"png", "-size", "8", "-out", path}); err == nil {
		t.Fatal("an 8-pixel icon was written")
	}
}

// The packages' version (build/config.yml, which the Makefile reads) is the
// one the app tells the server (desktop/app.go).
func TestTheVersionsAgree(t *testing.T) {
	config, err := os.ReadFile("../../../build/config.yml")
	if err != nil {
		t.Fatal(err)
	}
	app, err := os.ReadFile("../../app.go")
	if err != nil {
		t.Fatal(err)
	}
	var version string
	for _, line := range strings.Split(string(config), "\n") {
		if v, ok := strings.CutPrefix(line, "  version: "); ok {
			version = strings.Trim(v, `"`)
		}
	}
	if version == "" || !strings.Contains(string(app), "appVersion = \""+version+"\"") {
		t.Fatalf("build/config.yml says %q; desktop/app.go's appVersion differs", version)
	}
}
