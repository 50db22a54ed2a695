package webui

import (
	"errors"
	"net/http"
	"testing"
)

func TestRecorderCalls(t *testing.T) {
	calls := &shellCalls{}
	sh := newShell("http://localhost:8080", calls)
	var acted []string
	sh.Recorder = &RecorderShell{
		State: func() any { return map[string]string{"status": "recording"} },
		Act: func(a string) error {
			acted = append(acted, a)
			switch a {
			case "resume":
				return ErrNotNow
			case "start":
				return errors.New("no display")
			}
			return nil
		},
		Devices: func() (any, error) { return map[string][]string{"displays": {"screen"}}, nil },
		Waiting: func() (any, error) { return []string{"a"}, nil },
		Retry: func(id string) error {
			switch id {
			case "a":
				return nil
			case "busy":
				return ErrNotNow
			}
			return ErrNotFound
		},
	}
	h := handler(build, sh)
	if w := do(t, h, http.MethodGet, "/_desktop/recorder", ""); w.Code != 200 || w.Body.String() != "{\"status\":\"recording\"}\n" {
		t.Fatalf("state = %d %s", w.Code, w.Body)
	}
	if w := do(t, h, http.MethodGet, "/_desktop/devices", ""); w.Code != 200 || w.Body.String() != "{\"displays\":[\"screen\"]}\n" {
		t.Fatalf("devices = %d %s", w.Code, w.Body)
	}
	for action, want := range map[string]int{"pause": 204, "resume": 409, "start": 500, "explode": 404} {
		if w := do(t, h, http.MethodPost, "/_desktop/recorder/"+action, ""); w.Code != want {
			t.Errorf("POST %s = %d %s, want %d", action, w.Code, w.Body, want)
		}
	}
	if w := do(t, h, http.MethodGet, "/_desktop/recordings", ""); w.Code != 200 || w.Body.String() != "[\"a\"]\n" {
		t.Fatalf("recordings = %d %s", w.Code, w.Body)
	}
	for id, want := range map[string]int{"a": 202, "busy": 409, "zz": 404} {
		if w := do(t, h, http.MethodPost, "/_desktop/recordings/"+id+"/retry", ""); w.Code != want {
			t.Errorf("retry %s = %d, want %d", id, w.Code, want)
		}
	}
	if len(acted) != 3 {
		t.Fatalf("actions run: %v (an unknown one must not reach the recorder)", acted)
	}
}
