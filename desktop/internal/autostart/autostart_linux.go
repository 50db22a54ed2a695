package autostart

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// entryPath is the XDG autostart entry of the current user.
func entryPath() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("autostart: find config dir: %w", err)
	}
	return filepath.Join(base, "autostart", ID+".desktop"), nil
}

func enable(exe string) error {
	entry := strings.Join([]string{
		"[Desktop Entry]",
		"Type=Application",
		"Name=Reelroom",
		"Comment=Record your screen and camera; share a link the moment you stop.",
		"Exec=" + execArg(exe) + " " + HiddenFlag,
		"Icon=reelroom-desktop",
		"Terminal=false",
		"X-GNOME-Autostart-enabled=true",
		"",
	}, "\n")
	return writeEntry([]byte(entry))
}

// execArg quotes one argument of a desktop entry's Exec key (Desktop Entry
// Specification, "The Exec key"): reserved characters need double quotes,
// inside which ", `, $ and \ are escaped; the file format then doubles every
// backslash once more.
func execArg(arg string) string {
	if arg != "" && !strings.ContainsAny(arg, " \t\n\"'\\><~|&;$*?#()`%=") {
		return arg
	}
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range arg {
		switch r {
		case '"', '`', '$':
			b.WriteString(`\\`)
			b.WriteRune(r)
		case '\\':
			b.WriteString(`\\\\`)
		case '%':
			b.WriteString("%%")
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
