package webui

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/reelroom/reelroom/desktop/internal/settings"
)

func TestSettingsCall(t *testing.T) {
	calls := &shellCalls{}
	h := handler(build, newShell("http://localhost:8080", calls))

	w := do(t, h, http.MethodGet, "/_desktop/settings", "")
	var got settings.Settings
	if w.Code != http.StatusOK || json.Unmarshal(answer(t, w).Data, &got) != nil || got.Server != "http://localhost:8080" {
		t.Fatalf("GET settings = %d %s", w.Code, w.Body)
	}

	refused := []struct{ name, body, code string }{
		{"not JSON", `{`, "invalid_body"},
		{"unknown field", `{"theme":"dark"}`, "invalid_body"},
		{"bad server", `{"server":"localhost"}`, "invalid_server"},
		{"server with a query", `{"server":"https://x.example/?a=1"}`, "invalid_server"},
		{"bad language", `{"language":"fr"}`, "invalid_language"},
		{"bad resolution", `{"resolution":1440}`, "invalid_resolution"},
		{"same hotkeys", `{"hotkey_record":"Alt+R","hotkey_pause":"Alt+R"}`, "invalid_hotkey"},
		{"bad destination", `{"record_channel_id":-3}`, "invalid_destination"},
	}
	for _, tt := range refused {
		t.Run(tt.name, func(t *testing.T) {
			w := do(t, h, http.MethodPut, "/_desktop/settings", tt.body)
			if w.Code != http.StatusBadRequest || answer(t, w).Reason != tt.code {
				t.Fatalf("PUT %s = %d %s, want 400 %s", tt.body, w.Code, w.Body, tt.code)
			}
		})
	}
	if len(calls.saved) != 0 {
		t.Fatalf("refused settings were saved: %+v", calls.saved)
	}

	w = do(t, h, http.MethodPut, "/_desktop/settings", `{"language":"zh-CN","server":"https://video.example.com/"}`)
	if w.Code != http.StatusOK || json.Unmarshal(answer(t, w).Data, &got) != nil {
		t.Fatalf("PUT settings = %d %s", w.Code, w.Body)
	}
	want := settings.Default()
	want.Server, want.Language = "https://video.example.com", "zh-CN"
	if got != want || len(calls.saved) != 1 || calls.saved[0] != want {
		t.Fatalf("saved %+v, answered %+v; want %+v", calls.saved, got, want)
	}
	// A partial change keeps the other fields.
	w = do(t, h, http.MethodPut, "/_desktop/settings", `{"launch_at_login":true}`)
	got = dataOf[settings.Settings](t, w)
	if want.LaunchAtLogin = true; got != want {
		t.Fatalf("after a partial change: %+v, want %+v", got, want)
	}
	// The destination of recordings: a room, then My Videos again (no name kept).
	w = do(t, h, http.MethodPut, "/_desktop/settings", `{"record_channel_id":9,"record_channel_name":"Design"}`)
	got = dataOf[settings.Settings](t, w)
	if want.RecordChannelID, want.RecordChannelName = 9, "Design"; got != want {
		t.Fatalf("after choosing a room: %+v, want %+v", got, want)
	}
	w = do(t, h, http.MethodPut, "/_desktop/settings", `{"record_channel_id":0}`)
	got = dataOf[settings.Settings](t, w)
	if want.RecordChannelID, want.RecordChannelName = 0, ""; got != want {
		t.Fatalf("after choosing My Videos: %+v, want %+v", got, want)
	}
	// The page is served in the new language.
	if w := do(t, h, http.MethodGet, "/", ""); !strings.Contains(w.Body.String(), `content="zh-CN"`) {
		t.Fatalf("page after the change: %s", w.Body)
	}

	calls.saveErr = fmt.Errorf("register: %w", settings.ErrLaunchAtLogin)
	if w := do(t, h, http.MethodPut, "/_desktop/settings", `{"launch_at_login":false}`); w.Code != http.StatusInternalServerError ||
		answer(t, w).Reason != "launch_at_login_failed" {
		t.Fatalf("failed autostart = %d %s", w.Code, w.Body)
	}
	calls.saveErr = errors.New("disk full")
	if w := do(t, h, http.MethodPut, "/_desktop/settings", `{"launch_at_login":false}`); w.Code != http.StatusInternalServerError ||
		answer(t, w).Reason != "save_failed" {
		t.Fatalf("failed save = %d %s", w.Code, w.Body)
	}
	if w := do(t, h, http.MethodDelete, "/_desktop/settings", ""); w.Code != http.StatusMethodNotAllowed {
		t.Fatalf("DELETE settings = %d", w.Code)
	}
}
