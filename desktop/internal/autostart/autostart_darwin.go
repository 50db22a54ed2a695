package autostart

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
)

// entryPath is the current user's LaunchAgent for the app.
func entryPath() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("autostart: find home: %w", err)
	}
	return filepath.Join(home, "Library", "LaunchAgents", ID+".plist"), nil
}

func enable(exe string) error {
	plist := `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key><string>` + ID + `</string>
	<key>ProgramArguments</key>
	<array><string>` + html.EscapeString(exe) + `</string><string>` + HiddenFlag + `</string></array>
	<key>RunAtLoad</key><true/>
</dict>
</plist>
`
	return writeEntry([]byte(plist))
}
