package webui

import (
	"errors"
	"net/http"
	"testing"

	"github.com/reelroom/reelroom/shared/api"
)

func recorderShell(acted *[]api.DesktopRecorderAction) *RecorderShell {
	return &RecorderShell{
		State: func() api.DesktopRecorderState { return api.DesktopRecorderState{Status: api.DesktopRecording} },
		Act: func(a api.DesktopRecorderAction) error {
			*acted = append(*acted, a)
			switch a {
			case api.DesktopResume:
				return ErrNotNow
			case api.DesktopStart:
				return errors.New("no display")
			}
			return nil
		},
		Devices: func() (api.DesktopDevices, error) {
			return api.DesktopDevices{Displays: []api.DesktopDisplay{{ID: "screen"}}}, nil
		},
		Waiting: func() ([]api.DesktopWaitingRecording, error) {
			return []api.DesktopWaitingRecording{{ID: "a"}}, nil
		},
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
}

func TestRecorderCalls(t *testing.T) {
	sh := newShell("http://localhost:8080", &shellCalls{})
	var acted []api.DesktopRecorderAction
	sh.Recorder = recorderShell(&acted)
	h := handler(build, sh)
	if w := do(t, h, http.MethodGet, "/_desktop/recorder", ""); w.Code != 200 || dataOf[api.DesktopRecorderState](t, w).Status != "recording" {
		t.Fatalf("state = %d %s", w.Code, w.Body)
	}
	if w := do(t, h, http.MethodGet, "/_desktop/devices", ""); w.Code != 200 || dataOf[api.DesktopDevices](t, w).Displays[0].ID != "screen" {
		t.Fatalf("devices = %d %s", w.Code, w.Body)
	}
	for action, want := range map[string]int{"pause": 200, "resume": 409, "start": 500, "explode": 404} {
		if w := do(t, h, http.MethodPost, "/_desktop/recorder/"+action, ""); w.Code != want {
			t.Errorf("POST %s = %d %s, want %d", action, w.Code, w.Body, want)
		}
	}
	if w := do(t, h, http.MethodGet, "/_desktop/recordings", ""); w.Code != 200 || dataOf[[]api.DesktopWaitingRecording](t, w)[0].ID != "a" {
		t.Fatalf("recordings = %d %s", w.Code, w.Body)
	}
	for id, want := range map[string]int{"a": 200, "busy": 409, "zz": 404} {
		if w := do(t, h, http.MethodPost, "/_desktop/recordings/"+id+"/retry", ""); w.Code != want {
			t.Errorf("retry %s = %d, want %d", id, w.Code, want)
		}
	}
	if len(acted) != 3 {
		t.Fatalf("actions run: %v (an unknown one must not reach the recorder)", acted)
	}
}
